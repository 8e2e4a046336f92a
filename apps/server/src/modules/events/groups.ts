import { EVENT_MESSAGES } from '@alumni/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { statusOf } from '../../platform/publication/store.ts';
import { groupAccess, groupLabels } from '../groups/index.ts';
import { type EventRow, readableCondition, selectEvents } from './store.ts';

/**
 * Events organised by a group (issue 33 item 4; design "Events: events.group_id"): the author
 * names one of the active groups they manage (school admins and super users: any active group,
 * as they manage every group), the event's page names the group, and the group's page lists its
 * upcoming events. The link is informational: who may open the event is decided by the event's
 * own rules (a private group's event stays as visible as any other event).
 */

/** What an event's page shows of its group. */
export interface EventGroupLabel {
  id: number;
  title: string;
  slug: string;
}

/**
 * The group an event is saved with: null for none; `current` (the group it has) as it is, so
 * that a validator or an admin editing the event keeps it; otherwise an active group of the
 * school the actor manages. 400 `{"group_id"}` otherwise (an unknown or unseen group, one not
 * active, one they do not manage).
 */
export async function eventGroupId(
  db: Db,
  actor: Actor,
  requested: number | null,
  current: number | null = null,
): Promise<number | null> {
  if (requested === null || requested === current) return requested;
  const access = await groupAccess(db, actor, requested);
  if (!access?.isManager || statusOf(access.group) !== 'published') {
    throw badRequest({ group_id: [EVENT_MESSAGES[actor.locale].notGroupManager] });
  }
  return access.group.id;
}

/** The label of the group organising `row`, or null (none, or gone meanwhile). */
export async function eventGroupOf(
  db: Db,
  actor: Actor,
  row: Pick<EventRow, 'groupId'>,
): Promise<EventGroupLabel | null> {
  if (row.groupId === null) return null;
  const label = (await groupLabels(db, actor.school.id, [row.groupId])).get(row.groupId);
  return label ? { id: label.id, title: label.title, slug: label.slug } : null;
}

/**
 * A page of group `groupId`'s upcoming events (not ended), soonest first, among the published
 * events the actor may open, with the total. 404 when the actor does not see the group.
 */
export async function listGroupEvents(
  db: Db,
  actor: Actor,
  groupId: number,
  page: { page: number; page_size: number },
): Promise<{ rows: EventRow[]; count: number }> {
  const access = await groupAccess(db, actor, groupId);
  if (!access) throw notFound();
  const where = and(
    eq(events.schoolId, actor.school.id),
    eq(events.groupId, access.group.id),
    readableCondition(actor),
    sql`${events.endAt} > now()`,
  ) as SQL;
  return pagedQuery(
    page,
    selectEvents(db).where(where).orderBy(asc(events.startAt), asc(events.id)).$dynamic(),
    db.select({ count: count() }).from(events).where(where),
  );
}
