import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  type PostImage,
  postComments,
  postLikes,
  posts,
  reports,
  users,
} from '../../db/schema/index.ts';

/**
 * Feed storage (spec 1 §1 feed with posts and comments; spec 1 §4 Reports): every read is
 * scoped to one school and one viewer, leaving out posts removed by an accepted report and
 * whatever the viewer blocked (their accepted user reports). Writes take already sanitised
 * content.
 */

/** The author columns every post and comment carries. */
const authorColumns = {
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPicture: users.picture,
};

/** Whether the post is hidden for everyone by an accepted post report. */
const removedByReport = (postId: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${reports} r where r.post_id = ${postId} and r.type = 'post' and r.status = 'accepted')`;

/** Whether `viewerId` blocked `authorId` in `schoolId` (an accepted user report of theirs). */
export const blockedBy = (viewerId: number, schoolId: number, authorId: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${reports} b where b.school_id = ${schoolId} and b.type = 'user' and b.status = 'accepted' and b.author_id = ${viewerId} and b.reported_user_id = ${authorId})`;

export interface PostRow {
  id: number;
  schoolId: number;
  content: string;
  images: PostImage[];
  createdAt: Date;
  editedAt: Date | null;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
  authorPicture: string | null;
  likeCount: number;
  liked: boolean;
  commentCount: number;
}

function postSelection(viewerId: number) {
  return {
    id: posts.id,
    schoolId: posts.schoolId,
    content: posts.content,
    images: posts.images,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
    ...authorColumns,
    likeCount: sql<number>`(select count(*)::int from ${postLikes} l where l.post_id = ${posts.id})`,
    liked: sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${viewerId})`,
    commentCount: sql<number>`(select count(*)::int from ${postComments} c where c.post_id = ${posts.id})`,
  };
}

/** What a viewer may see of a school's posts: not removed, not by someone they blocked. */
function visibleTo(viewerId: number, schoolId: number): SQL {
  return and(
    eq(posts.schoolId, schoolId),
    sql`not ${removedByReport(posts.id)}`,
    sql`not ${blockedBy(viewerId, schoolId, posts.authorId)}`,
  ) as SQL;
}

/**
 * One page of the feed, newest first: at most `limit` posts with ids below `before` (the
 * cursor), optionally by one author, plus whether more follow.
 */
export async function listPosts(
  db: Db,
  opts: {
    schoolId: number;
    viewerId: number;
    before: number | null;
    limit: number;
    authorId?: number;
  },
): Promise<{ rows: PostRow[]; more: boolean }> {
  const rows = await db
    .select(postSelection(opts.viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        visibleTo(opts.viewerId, opts.schoolId),
        opts.before === null ? undefined : lt(posts.id, opts.before),
        opts.authorId === undefined ? undefined : eq(posts.authorId, opts.authorId),
      ),
    )
    .orderBy(desc(posts.id))
    .limit(opts.limit + 1);
  return { rows: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/** One post as `viewerId` sees it, or null when it is not theirs to see (or not there). */
export async function findVisiblePost(
  db: Db,
  opts: { schoolId: number; viewerId: number; postId: number },
): Promise<PostRow | null> {
  const [row] = await db
    .select(postSelection(opts.viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, opts.postId), visibleTo(opts.viewerId, opts.schoolId)))
    .limit(1);
  return row ?? null;
}

/** Creates a post; returns its id. */
export async function createPost(
  db: Db,
  input: { schoolId: number; authorId: number; content: string; images: PostImage[] },
): Promise<number> {
  const [row] = await db.insert(posts).values(input).returning({ id: posts.id });
  if (!row) throw new Error('Post insert returned nothing.');
  return row.id;
}

/** Replaces a post's content and images, marking it edited. */
export async function updatePost(
  db: Db,
  postId: number,
  input: { content: string; images: PostImage[] },
): Promise<void> {
  const now = new Date();
  await db
    .update(posts)
    .set({ ...input, updatedAt: now, editedAt: now })
    .where(eq(posts.id, postId));
}

/**
 * Deletes a post with its comments and likes; its open reports are closed (`finished`) since
 * there is nothing left to decide. Returns the images' media keys, to remove the files.
 */
export async function deletePost(db: Db, postId: number): Promise<PostImage[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({ status: 'finished', statusChangedAt: new Date() })
      .where(and(eq(reports.postId, postId), eq(reports.status, 'pending')));
    const [row] = await tx
      .delete(posts)
      .where(eq(posts.id, postId))
      .returning({ images: posts.images });
    return row?.images ?? [];
  });
}

/** Likes a post (once per member); returns the like count. */
export async function likePost(
  db: Db,
  postId: number,
  userId: number,
): Promise<{ count: number; created: boolean }> {
  const inserted = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return { count: await likeCount(db, postId), created: inserted.length > 0 };
}

/** Takes a like back; returns the like count. */
export async function unlikePost(db: Db, postId: number, userId: number): Promise<number> {
  await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  return likeCount(db, postId);
}

async function likeCount(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return row?.n ?? 0;
}

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
 * One page of a post's comments, oldest first: ids above `after` (the cursor), leaving out
 * those of members the viewer blocked.
 */
export async function listComments(
  db: Db,
  opts: { schoolId: number; viewerId: number; postId: number; after: number | null; limit: number },
): Promise<{ rows: CommentRow[]; more: boolean }> {
  const rows = await db
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
    .limit(opts.limit + 1);
  return { rows: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/** One comment of a post, or null. */
export async function findComment(
  db: Db,
  postId: number,
  commentId: number,
): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentSelection)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
    .limit(1);
  return row ?? null;
}

/** Adds a comment; returns its id. */
export async function createComment(
  db: Db,
  input: { postId: number; authorId: number; content: string },
): Promise<number> {
  const [row] = await db.insert(postComments).values(input).returning({ id: postComments.id });
  if (!row) throw new Error('Comment insert returned nothing.');
  return row.id;
}

/** Rewrites a comment, marking it edited. */
export async function updateComment(db: Db, commentId: number, content: string): Promise<void> {
  await db
    .update(postComments)
    .set({ content, editedAt: new Date() })
    .where(eq(postComments.id, commentId));
}

/** Deletes a comment. */
export async function deleteComment(db: Db, commentId: number): Promise<void> {
  await db.delete(postComments).where(eq(postComments.id, commentId));
}
