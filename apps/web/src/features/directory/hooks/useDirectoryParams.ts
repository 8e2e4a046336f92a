import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DirectoryParams } from '../directoryParams.ts';
import {
  changeDirectoryParams,
  readDirectoryParams,
  writeDirectoryParams,
} from '../directoryParams.ts';

export type ChangeDirectoryParams = (
  change: Partial<DirectoryParams>,
  options?: { replace?: boolean },
) => void;

/**
 * The directory's state in the address (spec 2 §5: type grid, list or map; filters and page in
 * the query). A change other than the page goes back to page 1.
 */
export function useDirectoryParams(): [DirectoryParams, ChangeDirectoryParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDirectoryParams(searchParams), [searchParams]);
  const change = useCallback<ChangeDirectoryParams>(
    (next, options) => {
      setSearchParams(
        (current) =>
          writeDirectoryParams(changeDirectoryParams(readDirectoryParams(current), next)),
        { replace: options?.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return [params, change];
}
