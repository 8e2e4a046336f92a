import type { Db } from '../../db/client.ts';
import { unreadTotals } from './store.ts';

/**
 * What other modules use of the discussions: the unread total the live stream's
 * `message-init` carries (validations/routes.ts).
 */

/** The user's unread messages in `schoolId`, over all their conversations (never below 0). */
export async function chatUnreadTotal(db: Db, schoolId: number, userId: number): Promise<number> {
  return (await unreadTotals(db, schoolId, [userId])).get(userId) ?? 0;
}
