import type { NotificationType } from '@alumni/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { pagedQuery } from '../../platform/paged-query.ts';

/**
 * Notifications (spec 1 §3 "notification payloads"): one row per recipient, school and event,
 * read with GET /api/notifications/ and marked read by the recipient.
 */

export interface NewNotification {
  schoolId: number;
  userId: number;
  type: NotificationType;
  actorId: number | null;
  data: Record<string, unknown>;
}

/**
 * Records a notification, except to the member who caused it. With `once`, an unread one of
 * the same kind, actor and data is not repeated (a like taken back and given again notifies
 * once).
 */
export async function notify(
  db: Db,
  n: NewNotification,
  opts: { once?: boolean } = {},
): Promise<void> {
  if (n.actorId === n.userId) return;
  if (opts.once) {
    const [existing] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, n.userId),
          eq(notifications.schoolId, n.schoolId),
          eq(notifications.type, n.type),
          n.actorId === null ? isNull(notifications.actorId) : eq(notifications.actorId, n.actorId),
          sql`${notifications.data} = ${JSON.stringify(n.data)}::jsonb`,
          isNull(notifications.readAt),
        ),
      )
      .limit(1);
    if (existing) return;
  }
  await db.insert(notifications).values(n);
}

/**
 * Records one notification `n` for each of `userIds` but the actor, except for members who
 * already have one of its kind whose data holds `sameAs` (a rerun of the job that announced it
 * writes nothing twice; the caller serialises reruns, e.g. under a row lock).
 */
export async function notifyEach(
  db: Db,
  n: Omit<NewNotification, 'userId'>,
  userIds: number[],
  sameAs: Record<string, unknown>,
): Promise<void> {
  const wanted = [...new Set(userIds)].filter((id) => id !== n.actorId);
  if (wanted.length === 0) return;
  const done = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.schoolId, n.schoolId),
        inArray(notifications.userId, wanted),
        eq(notifications.type, n.type),
        sql`${notifications.data} @> ${JSON.stringify(sameAs)}::jsonb`,
      ),
    );
  const told = new Set(done.map((row) => row.userId));
  const rows = wanted.filter((id) => !told.has(id)).map((userId) => ({ ...n, userId }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export interface NotificationRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorPicture: string | null;
}

/** A page of the member's notifications in the school, newest first, with totals. */
export async function listNotifications(
  db: Db,
  opts: { schoolId: number; userId: number; page: number; pageSize: number },
): Promise<{ rows: NotificationRow[]; count: number; unread: number }> {
  const mine = and(
    eq(notifications.userId, opts.userId),
    eq(notifications.schoolId, opts.schoolId),
  );
  return pagedQuery(
    { page: opts.page, page_size: opts.pageSize },
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorPicture: users.picture,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(mine)
      .orderBy(desc(notifications.id))
      .$dynamic(),
    // The unread count comes with the total, in the same query.
    db
      .select({
        count: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      })
      .from(notifications)
      .where(mine),
  );
}

/** Marks the member's notifications read (those of `ids`, or all); returns the unread count. */
export async function markNotificationsRead(
  db: Db,
  opts: { schoolId: number; userId: number; ids?: number[] },
): Promise<number> {
  const mine = and(
    eq(notifications.userId, opts.userId),
    eq(notifications.schoolId, opts.schoolId),
  );
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        mine,
        isNull(notifications.readAt),
        opts.ids === undefined
          ? undefined
          : inArray(notifications.id, opts.ids.length ? opts.ids : [0]),
      ),
    );
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
