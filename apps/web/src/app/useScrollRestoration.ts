import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each page of the visit was scrolled to, by history entry. */
const positions = new Map<string, number>();

/**
 * The scroll position across navigations, as browsers do for whole pages: a new page opens
 * at its top (or at its `#anchor`), Back and Forward return where the page was left.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);

  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry.
  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);
}
