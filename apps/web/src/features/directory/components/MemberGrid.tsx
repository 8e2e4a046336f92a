import type { DirectoryEntry } from '@alumni/domain';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberCard } from './MemberCard.tsx';

/** Members as cards, 1 to 4 per row with the screen's width. */
export function MemberGrid<E extends DirectoryEntry>({
  entries,
  footer,
  label,
}: {
  entries: E[];
  footer?: (entry: E) => ReactNode;
  label: string;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <MemberCard entry={entry} footer={footer?.(entry)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
