import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * `useSearchParams`, whose update builds on the address as it is now. React Router's own
 * functional update (`setSearchParams(current => …)`) is given the parameters of the last
 * render, and navigations are transitions here (BrowserRouter): two changes made before the
 * first one's render (two dates picked in a row on a loaded machine) lost the first. The
 * browser's address is written at once by each navigation, so it is the one to build on.
 * Returns the parameters of this render and `update(next => params, options)`.
 */
export function useLatestSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setSearchParams(() => next(new URLSearchParams(window.location.search)), options),
    [setSearchParams],
  );
  return [searchParams, update] as const;
}
