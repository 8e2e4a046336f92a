import type { DirectoryEntry } from '@alumni/domain';
import { SimpleGrid } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import classes from './MemberCard.module.css';
import { MemberCard } from './MemberCard.tsx';

/**
 * Cards drawn by the grid's first render: a row on the widest screen, more than a phone
 * shows. The others follow in React's background render (useDeferredValue), which yields to
 * the browser every few milliseconds: a page of 20 cards drawn at once was one task of
 * 150–270 ms on Lighthouse's phone (4× CPU), the page's longest (issue 16, Lighthouse).
 */
export const FIRST_CARDS = 4;

/**
 * Members as cards, 1 to 4 per row with the screen's width. On its first render only the
 * first FIRST_CARDS are drawn; each other card keeps its place with a blank of a card's
 * height (MemberCard.module.css) until the background render draws it, so nothing moves.
 */
export function MemberGrid<E extends DirectoryEntry>({
  entries,
  footer,
  label,
}: {
  entries: E[];
  footer?: (entry: E) => ReactNode;
  label: string;
}) {
  const drawn = useDeferredValue(entries.length, Math.min(entries.length, FIRST_CARDS));
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry, index) => (
        <li key={entry.id}>
          {index < drawn ? (
            <MemberCard entry={entry} footer={footer?.(entry)} />
          ) : (
            <div className={classes.placeholder} />
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}
