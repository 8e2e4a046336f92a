import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postLikes } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { getPost } from './posts.service.ts';

/**
 * Likes (issue "Feed…"): a member likes a post they see once, and may take it back; the
 * author hears of a new like once (a like taken back and given again notifies once).
 */

async function likeCount(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return row?.n ?? 0;
}

/**
 * The actor likes post `id` (once), in the request's transaction with the author's
 * notification (no savepoint of its own: issue 35 item 4, two round trips fewer; a failure
 * answers 5xx, which rolls the request's transaction back). Returns the like count, counted
 * from the likes themselves (no counter row that every liker would wait on); 404 for a post
 * the actor does not see.
 */
export async function likePost(db: Db, actor: Actor, input: { id: number }): Promise<number> {
  const post = await getPost(db, actor, input.id);
  const inserted = await db
    .insert(postLikes)
    .values({ postId: post.id, schoolId: post.schoolId, userId: actor.user.id })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (inserted.length > 0) {
    await actor.emit(db, 'post.liked', {
      postId: post.id,
      postAuthorId: post.authorId,
      userId: actor.user.id,
    });
  }
  return likeCount(db, post.id);
}

/** The actor takes their like of post `id` back. Returns the like count; 404 as likePost. */
export async function unlikePost(db: Db, actor: Actor, input: { id: number }): Promise<number> {
  const post = await getPost(db, actor, input.id);
  await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, actor.user.id)));
  return likeCount(db, post.id);
}
