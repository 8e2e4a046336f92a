import { useCallback, useMemo, useRef } from 'react';
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
 * The directory's state in the address (spec 2 §5: type grid, list or map; filters in the
 * query). Changes made in quick succession build on each other (clearing the search, then switching to the map, keeps
 * both), even before the address has caught up with the first.
 */
export function useDirectoryParams(): [DirectoryParams, ChangeDirectoryParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDirectoryParams(searchParams), [searchParams]);
  // React Router hands a functional update the address of the last render, not the last
  // change: keep the latest written query, replaced only when the address itself moves.
  const latest = useRef({ seen: searchParams.toString(), params: searchParams });
  if (searchParams.toString() !== latest.current.seen) {
    latest.current = { seen: searchParams.toString(), params: searchParams };
  }
  const change = useCallback<ChangeDirectoryParams>(
    (next, options) => {
      const written = writeDirectoryParams(
        changeDirectoryParams(readDirectoryParams(latest.current.params), next),
      );
      latest.current = { ...latest.current, params: written };
      setSearchParams(written, { replace: options?.replace ?? false });
    },
    [setSearchParams],
  );
  return [params, change];
}
