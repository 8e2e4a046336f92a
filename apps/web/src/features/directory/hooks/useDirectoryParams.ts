import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
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
 * query). Returns this render's parameters and `change(partial, {replace})`, which builds on
 * the address as it is now (useLatestSearchParams), so that changes made in quick succession
 * keep each other (clearing the search, then switching to the map, keeps both) even before
 * the first one has rendered. `change` is one function for the page's whole life.
 */
export function useDirectoryParams(): [DirectoryParams, ChangeDirectoryParams] {
  const [searchParams, update] = useLatestSearchParams();
  const params = useMemo(() => readDirectoryParams(searchParams), [searchParams]);
  // React Router gives a new `update` after every navigation. A `change` that followed it made
  // the search box's debounce effect (which depends on its callback) run again within the
  // debounce delay and send its text of before the clear; built on the parameters of a render
  // the map switch had not reached yet, that write dropped `type=map` (members.spec.ts flake).
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const change = useCallback<ChangeDirectoryParams>((next, options) => {
    latestUpdate.current(
      (current) => writeDirectoryParams(changeDirectoryParams(readDirectoryParams(current), next)),
      { replace: options?.replace ?? false },
    );
  }, []);
  return [params, change];
}
