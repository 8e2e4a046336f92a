import type { ValidationCounts } from '@alumni/domain';
import { createContext } from 'react';

/** What the live counts provider shares (see LiveCountsProvider). */
export interface LiveCountsValue {
  /** Pending items per type the viewer validates; null while unknown or not a validator. */
  validations: ValidationCounts | null;
  /** Unread messages. */
  unread: number;
  /** The live stream is open (false while the periodic refresh stands in for it). */
  live: boolean;
  /** Reads the counts again now (after a decision), when the viewer validates. */
  refresh: () => Promise<void>;
  /** Takes an unread total the API answered (a read receipt's answer) while the stream is down. */
  setUnread: (unread: number) => void;
}

export const LiveCountsContext = createContext<LiveCountsValue>({
  validations: null,
  unread: 0,
  live: false,
  refresh: async () => {},
  setUnread: () => {},
});
