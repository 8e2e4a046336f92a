import type { NavbarFit } from '@alumni/domain';
import { navbarFit, navbarFitLastStep } from '@alumni/domain';
import type { RefObject } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Whether a row of items is wider than its box (its items nowrap: they overflow, not wrap). */
const overflows = (list: HTMLElement) => list.scrollWidth > list.clientWidth + 1;

/**
 * The desktop navbar's compaction by width (spec 2 §2 Desktop navbar; issue 30 item 11: at
 * 1280 px the admin's menu wrapped onto a second row). Takes the number of features, of items
 * (buildDesktopNavbar) and a `key` naming what is shown (items and language): starts from the
 * count's layout and, before the browser paints, takes navbarFit's next step while the list
 * (`listRef`, its items on one line) is wider than its room. A change of the navbar's width
 * starts again from the count's layout, so a wider window gets its room back.
 */
export function useNavbarFit(
  featureCount: number,
  itemCount: number,
  key: string,
): { fit: NavbarFit; listRef: RefObject<HTMLUListElement | null> } {
  const listRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState({ key, step: 0, width: 0 });
  const step = state.key === key ? state.step : 0;
  const last = navbarFitLastStep(featureCount, itemCount);

  // After every render: one more step while the list overflows. React runs the update this
  // sets before the browser paints, so no step is ever seen.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && step < last && overflows(list)) {
      setState((current) => ({ ...current, key, step: step + 1 }));
    }
  });

  useEffect(() => {
    const list = listRef.current;
    const bar = list?.parentElement;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      // Rendered at once, before the next paint: the new width's steps are taken in the same
      // frame, so the navbar is never seen on two rows.
      flushSync(() =>
        setState((current) => {
          if (current.width === width) return current;
          // The first measure only records the width: the steps taken so far stand.
          return current.width === 0 ? { ...current, width } : { key, step: 0, width };
        }),
      );
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [key]);

  return { fit: navbarFit(featureCount, itemCount, step), listRef };
}
