import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import type { EmitDomainEvent } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { groupLabels, membersToNotify } from '../groups/index.ts';

/**
 * The notice of a new post in a group's feed (issue 33 item 4: "group members are notified of
 * new posts per their settings"). Publishing the post queues one `group.post-notify` job keyed
 * `group-post:<postId>` in the request's transaction (it exists exactly when the post does);
 * the job, under the post's row lock, names the group's members who keep `notify_posts` on
 * (the author left out) and emits `group_post.created`, which the notifications module turns
 * into one `group_post` notification each, skipping those who already have one for this post:
 * a rerun of the job (a crash, a retry) notifies nobody twice.
 */

export const GROUP_POST_NOTIFY_JOB = 'group.post-notify';

/** What a `group.post-notify` job carries. */
export interface GroupPostNotifyJob {
  schoolId: number;
  postId: number;
}

/** The idempotency key of the notice of post `postId`. */
export const groupPostKey = (postId: number) => `group-post:${postId}`;

/** Queues the notice of group post `postId` of `schoolId` (in the caller's transaction). */
export async function queueGroupPostNotice(
  queue: JobQueue,
  job: GroupPostNotifyJob,
): Promise<void> {
  await queue.send(GROUP_POST_NOTIFY_JOB, job, { key: groupPostKey(job.postId) });
}

/** What the job needs of the app. */
export interface GroupNotifyRuntime {
  db: Db;
  /** Emits a domain event outside a request, for school `schoolId`. */
  emitFor(schoolId: number): EmitDomainEvent;
}

/**
 * Announces group post `job.postId` to its group's members who keep its posts' notifications
 * on, except its author. Nothing when the post or its group is gone (deleted meanwhile) or the
 * post is in no group. Returns how many members were named (the notifications module skips
 * those already notified).
 */
export async function notifyGroupPost(
  runtime: GroupNotifyRuntime,
  job: GroupPostNotifyJob,
): Promise<number> {
  return withSchool(runtime.db, job.schoolId, async (tx) => {
    // Two runs of the job take turns on the post's row: the second sees the first's rows.
    const [post] = await tx
      .select({ id: posts.id, authorId: posts.authorId, groupId: posts.groupId })
      .from(posts)
      .where(and(eq(posts.id, job.postId), eq(posts.schoolId, job.schoolId)))
      .for('update');
    if (!post || post.groupId === null) return 0;
    const group = (await groupLabels(tx, job.schoolId, [post.groupId])).get(post.groupId);
    if (!group) return 0;
    // The members' own setting (PATCH …/members/{me}/ settings), read by the groups module.
    const recipientIds = await membersToNotify(tx, post.groupId, post.authorId);
    if (recipientIds.length === 0) return 0;
    await runtime.emitFor(job.schoolId)(tx, 'group_post.created', {
      postId: post.id,
      authorId: post.authorId,
      groupId: group.id,
      title: group.title,
      slug: group.slug,
      recipientIds,
    });
    return recipientIds.length;
  });
}
