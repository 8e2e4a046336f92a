import type { PostGroup } from '@alumni/domain';
import { FEED_MESSAGES } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { type GroupAccess, groupAccess, groupLabels } from '../groups/index.ts';

export { schoolFeedGroupPlaceholders } from '../groups/index.ts';

/**
 * Which group's posts a reader reaches (issue 33 item 4; the groups' own rules, asked of
 * `groups/index.ts`): a group's feed is read by whoever may read its posts (anyone for a
 * public active group, its members for a private one) and written by its members; every other
 * reader of posts (the school feed, a member's posts, the dashboard) gets posts of no group and
 * of the public active groups they see, never a private group's post.
 */

/**
 * The group of a feed read with `group_id`: 404 when the actor does not see it; 403 `{"detail"}`
 * when they see the group but not its posts (a private group they are not a member of).
 */
export async function readableGroup(db: Db, actor: Actor, groupId: number): Promise<GroupAccess> {
  const access = await groupAccess(db, actor, groupId);
  if (!access) throw notFound();
  if (!access.canReadPosts) throw forbidden(FEED_MESSAGES[actor.locale].groupPostsMembersOnly);
  return access;
}

/**
 * The group a new post is written in: 400 `{"group_id"}` when the actor does not see it, 403
 * `{"detail"}` when they are no member of it (or it is not active).
 */
export async function writableGroup(db: Db, actor: Actor, groupId: number): Promise<GroupAccess> {
  const access = await groupAccess(db, actor, groupId);
  const messages = FEED_MESSAGES[actor.locale];
  if (!access) throw badRequest({ group_id: [messages.unknownGroup] });
  if (!access.canPost) throw forbidden(messages.groupMembersOnly);
  return access;
}

/** What a post's card shows of its group. */
export const groupLabelOf = (access: GroupAccess) => ({
  id: access.group.id,
  title: access.group.title,
  slug: access.group.slug,
});

/**
 * `rows` with their group's label: `access`'s for a group's feed (with whether the actor
 * manages it), else each public group's, read in one query when the page holds any.
 */
export async function withGroupLabels<R extends { groupId: number | null }>(
  db: Db,
  actor: Actor,
  rows: R[],
  access: GroupAccess | null,
): Promise<(R & { group: PostGroup | null; managesGroup?: boolean })[]> {
  if (access) {
    const group = groupLabelOf(access);
    return rows.map((row) => ({ ...row, group, managesGroup: access.isManager }));
  }
  const ids = rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId]));
  const labels = await groupLabels(db, actor.school.id, ids);
  return rows.map((row) => {
    const label = row.groupId === null ? undefined : labels.get(row.groupId);
    return { ...row, group: label ? { id: label.id, title: label.title, slug: label.slug } : null };
  });
}
