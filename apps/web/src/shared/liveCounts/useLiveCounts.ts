import { use } from 'react';
import type { LiveCountsValue } from './liveCountsContext.ts';
import { LiveCountsContext } from './liveCountsContext.ts';

/** The signed-in user's live counters: validations per type and unread messages. */
export function useLiveCounts(): LiveCountsValue {
  return use(LiveCountsContext);
}
