import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { badgeLabel } from '../shared/liveCounts/liveCounts.ts';

/** The unread count on a header button (chat, notifications): red, "99+" past 99, none at 0. */
export function UnreadIndicator({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator label={badgeLabel(count)} disabled={count <= 0} size={18} color="red.8" offset={4}>
      {children}
    </Indicator>
  );
}
