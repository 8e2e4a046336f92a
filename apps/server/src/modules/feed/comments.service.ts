import { COMMENTS_PAGE_SIZE, type commentSchema } from '@alumni/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { postComments, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { keysetPage } from '../../platform/paged-query.ts';
import { canDelete, canEdit } from './policy.ts';
import { getPost } from './posts.service.ts';
import { authorColumns, blockedBy } from './visibility.ts';

/**
 * Comments (spec 1 §1 feed with posts and comments): plain text on a post the actor sees,
 * listed oldest first without those of members the actor blocked; the post's author is
 * notified of each new one.
 */

export interface CommentRow {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
  authorPicture: string | null;
}

const commentSelection = {
  id: postComments.id,
  postId: postComments.postId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  editedAt: postComments.editedAt,
  ...authorColumns,
};

/**
 * At most `limit` of a post's comments, oldest first: ids above `after` (the cursor), leaving
 * out those of members the viewer blocked.
 */
function listComments(
  db: Db,
  opts: { schoolId: number; viewerId: number; postId: number; after: number | null; limit: number },
): Promise<CommentRow[]> {
  return db
    .select(commentSelection)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, opts.postId),
        opts.after === null ? undefined : gt(postComments.id, opts.after),
        sql`not ${blockedBy(opts.viewerId, opts.schoolId, postComments.authorId)}`,
      ),
    )
    .orderBy(asc(postComments.id))
    .limit(opts.limit);
}

/** One comment of a post, or null. */
async function findComment(db: Db, postId: number, commentId: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentSelection)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
    .limit(1);
  return row ?? null;
}

/** Adds a comment to post `postId` of school `schoolId` (the post's); returns its id. */
async function createComment(
  db: Db,
  input: { postId: number; schoolId: number; authorId: number; content: string },
): Promise<number> {
  const [row] = await db.insert(postComments).values(input).returning({ id: postComments.id });
  if (!row) throw new Error('Comment insert returned nothing.');
  return row.id;
}

/** Rewrites a comment, marking it edited. */
async function updateComment(db: Db, commentId: number, content: string): Promise<void> {
  await db
    .update(postComments)
    .set({ content, editedAt: new Date() })
    .where(eq(postComments.id, commentId));
}

/** Deletes a comment. */
async function deleteComment(db: Db, commentId: number): Promise<void> {
  await db.delete(postComments).where(eq(postComments.id, commentId));
}

export type CommentCreate = z.output<ReturnType<typeof commentSchema>>;

/**
 * A page of the comments of post `id`, oldest first (`page_size`, default 20), `next` the
 * cursor of the following page or null. 404 for a post the actor does not see.
 */
export async function listPostComments(
  db: Db,
  actor: Actor,
  input: { id: number; cursor?: string | undefined; page_size?: number | undefined },
): Promise<{ rows: CommentRow[]; next: string | null }> {
  const post = await getPost(db, actor, input.id);
  return keysetPage(input.cursor, input.page_size ?? COMMENTS_PAGE_SIZE, (after, limit) =>
    listComments(db, {
      schoolId: actor.school.id,
      viewerId: actor.user.id,
      postId: post.id,
      after,
      limit,
    }),
  );
}

/**
 * The actor comments post `id`, in one transaction with the post author's notification.
 * Returns the comment; 404 for a post the actor does not see.
 */
export async function addComment(
  db: Db,
  actor: Actor,
  input: CommentCreate & { id: number },
): Promise<CommentRow> {
  const post = await getPost(db, actor, input.id);
  return db.transaction(async (tx) => {
    const commentId = await createComment(tx, {
      postId: post.id,
      schoolId: post.schoolId,
      authorId: actor.user.id,
      content: input.content,
    });
    await actor.emit(tx, 'comment.created', {
      postId: post.id,
      postAuthorId: post.authorId,
      commentId,
      authorId: actor.user.id,
    });
    const row = await findComment(tx, post.id, commentId);
    if (!row) throw notFound();
    return row;
  });
}

/** The comment `commentId` of post `id`, which the actor sees; 404 otherwise. */
async function getComment(db: Db, actor: Actor, input: { id: number; commentId: number }) {
  const post = await getPost(db, actor, input.id);
  const row = await findComment(db, post.id, input.commentId);
  if (!row) throw notFound();
  return row;
}

/** Its author rewrites comment `commentId` of post `id`. Returns it; 404; 403 for anyone else. */
export async function editComment(
  db: Db,
  actor: Actor,
  input: CommentCreate & { id: number; commentId: number },
): Promise<CommentRow> {
  const comment = await getComment(db, actor, input);
  if (!canEdit(actor, comment.authorId)) throw forbidden();
  await updateComment(db, comment.id, input.content);
  return getComment(db, actor, input);
}

/** Its author or an admin deletes comment `commentId` of post `id`. 404; 403 for anyone else. */
export async function removeComment(
  db: Db,
  actor: Actor,
  input: { id: number; commentId: number },
): Promise<void> {
  const comment = await getComment(db, actor, input);
  if (!canDelete(actor, comment.authorId)) throw forbidden();
  await deleteComment(db, comment.id);
}
