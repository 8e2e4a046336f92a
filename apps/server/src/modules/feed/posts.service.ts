import {
  FEED_PAGE_SIZE,
  type FeedSubject,
  type PostBodySchema,
  type PostGroup,
  type postPatchSchema,
} from '@alumni/domain';
import { and, desc, eq, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  type PostImage,
  postComments,
  postLikes,
  posts,
  reports,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { FeedSubjects } from '../../platform/feed-subjects.ts';
import { removeMedia } from '../../platform/images.ts';
import { keysetPage } from '../../platform/paged-query.ts';
import { prepared } from '../../platform/prepared.ts';
import { groupAccess } from '../groups/index.ts';
import {
  groupLabelOf,
  readableGroup,
  schoolFeedGroupPlaceholders,
  withGroupLabels,
  writableGroup,
} from './group-scope.ts';
import { canDelete, canEdit } from './policy.ts';
import { type FeedMedia, imagesOf, postContent } from './post-images.ts';
import { authorColumns, blockedBy, removedByReport } from './visibility.ts';

/**
 * Posts of the feed (spec 1 §1 feed with posts and comments; spec 1 §4 Reports): every read
 * is scoped to the actor's school and leaves out posts removed by an accepted report and
 * whatever the actor blocked (their accepted user reports). Content is sanitised when
 * written, so reads never re-sanitise. A post may belong to a group's feed (issue 33 item 4):
 * read there by whoever may read the group's posts; elsewhere only when the group is public
 * (group-scope.ts).
 */

export interface PostRow {
  id: number;
  /** The item the post shares (`article`), null for a member's own post. */
  subjectType: string | null;
  subjectId: number | null;
  /** Its card as the viewer sees it, once read (withSubjects); null for a member's post. */
  subject?: FeedSubject | null;
  /** The group whose feed the post is in, null for the school's. */
  groupId: number | null;
  /** Its group as the card names it, once read (null: none). */
  group?: PostGroup | null;
  /** Whether the viewer manages the post's group (they may delete its posts). */
  managesGroup?: boolean;
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

function postSelection(viewerId: number | Placeholder) {
  return {
    id: posts.id,
    subjectType: posts.subjectType,
    subjectId: posts.subjectId,
    groupId: posts.groupId,
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
function visibleTo(viewerId: number | Placeholder, schoolId: number | Placeholder): SQL {
  return and(
    eq(posts.schoolId, schoolId),
    sql`not ${removedByReport(posts.id)}`,
    sql`not ${blockedBy(viewerId, schoolId, posts.authorId)}`,
  ) as SQL;
}

/**
 * At most `limit` posts of the feed, newest first: ids below `before` (the cursor),
 * optionally by one author; of one group (`groupId`), or else of no group and of the public
 * groups `actor` sees (schoolFeedGroupPlaceholders: in the page's own statement).
 */
export async function listPosts(
  db: Db,
  opts: {
    schoolId: number;
    viewerId: number;
    before: number | null;
    limit: number;
    authorId?: number;
  } & ({ groupId: number } | { actor: Actor }),
): Promise<PostRow[]> {
  // Prepared per shape (a cursor or not, one author or not, one group or the school's and
  // how its groups are scoped): every page of every feed runs one of twelve statements.
  const before = opts.before !== null;
  const byAuthor = opts.authorId !== undefined;
  const scope = 'actor' in opts ? schoolFeedGroupPlaceholders(opts.actor) : null;
  const name = `feed_page_${Number(before)}${Number(byAuthor)}${scope ? scope.shape : 'group'}`;
  const statement = prepared(db, name, () =>
    db
      .select(postSelection(sql.placeholder('viewerId')))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        and(
          visibleTo(sql.placeholder('viewerId'), sql.placeholder('schoolId')),
          before ? lt(posts.id, sql.placeholder('before')) : undefined,
          byAuthor ? eq(posts.authorId, sql.placeholder('authorId')) : undefined,
          scope ? scope.condition(posts.groupId) : eq(posts.groupId, sql.placeholder('groupId')),
        ),
      )
      .orderBy(desc(posts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({
    viewerId: opts.viewerId,
    schoolId: opts.schoolId,
    before: opts.before,
    authorId: opts.authorId,
    groupId: 'groupId' in opts ? opts.groupId : undefined,
    ...scope?.values,
    limit: opts.limit,
  });
}

/**
 * One post of the school as `viewerId` sees it (not removed, not by someone they blocked),
 * whatever its group, or null.
 */
async function findPostRow(
  db: Db,
  opts: { schoolId: number; viewerId: number; postId: number },
): Promise<PostRow | null> {
  // Every like, comment and post page reads its post first: prepared once.
  const [row] = await prepared(db, 'feed_post', () =>
    db
      .select(postSelection(sql.placeholder('viewerId')))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        and(
          eq(posts.id, sql.placeholder('postId')),
          visibleTo(sql.placeholder('viewerId'), sql.placeholder('schoolId')),
        ),
      )
      .limit(1)
      .prepare('feed_post'),
  ).execute(opts);
  return row ?? null;
}

/**
 * One post as the actor sees it, with its group's label, or null when it is not theirs to see:
 * not there, removed by a report, by someone they blocked, or in a group whose posts they may
 * not read (a private group they are not a member of). Reports read the reported post so.
 */
export async function findVisiblePost(
  db: Db,
  actor: Actor,
  postId: number,
): Promise<PostRow | null> {
  const row = await findPostRow(db, {
    schoolId: actor.school.id,
    viewerId: actor.user.id,
    postId,
  });
  if (!row || row.groupId === null) return row && { ...row, group: null };
  const access = await groupAccess(db, actor, row.groupId);
  if (!access?.canReadPosts) return null;
  return { ...row, group: groupLabelOf(access), managesGroup: access.isManager };
}

/** Creates a post; returns its id. */
async function createPost(
  db: Db,
  input: {
    schoolId: number;
    authorId: number;
    content: string;
    images: PostImage[];
    groupId: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(posts).values(input).returning({ id: posts.id });
  if (!row) throw new Error('Post insert returned nothing.');
  return row.id;
}

/** Replaces a post's content and images, marking it edited. */
async function updatePost(
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
async function deletePost(db: Db, postId: number): Promise<PostImage[]> {
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

/**
 * A page of the actor's feed, newest first (`page_size` 1–50, default 10): one group's
 * (`group_id`: 404 for a group they do not see, 403 when its posts are its members'), else the
 * school's (posts of no group and of the public active groups they see); optionally one
 * member's posts. Each row carries its group's label. `next` is the cursor of the following
 * page or null. 400 on a bad cursor.
 */
export async function listFeed(
  db: Db,
  actor: Actor,
  query: {
    cursor?: string | undefined;
    page_size?: number | undefined;
    author?: number | undefined;
    group_id?: number | undefined;
  },
): Promise<{ rows: PostRow[]; next: string | null }> {
  const access =
    query.group_id === undefined ? null : await readableGroup(db, actor, query.group_id);
  const scope = access ? { groupId: access.group.id } : { actor };
  const page = await keysetPage(query.cursor, query.page_size ?? FEED_PAGE_SIZE, (before, limit) =>
    listPosts(db, {
      schoolId: actor.school.id,
      viewerId: actor.user.id,
      before,
      limit,
      ...scope,
      ...(query.author === undefined ? {} : { authorId: query.author }),
    }),
  );
  return { ...page, rows: await withGroupLabels(db, actor, page.rows, access) };
}

/**
 * `rows` with the cards of the items they share (platform/feed-subjects.ts), read in one
 * query per type; a post whose item the actor may not open (unpublished, deleted, restricted
 * for them) is left out. Member posts pass as they are, with `subject` null.
 */
export async function withSubjects(
  db: Db,
  actor: Actor,
  rows: PostRow[],
  subjects: FeedSubjects,
): Promise<PostRow[]> {
  const refs = rows.flatMap((row) =>
    row.subjectType && row.subjectId !== null ? [{ type: row.subjectType, id: row.subjectId }] : [],
  );
  if (refs.length === 0) return rows.map((row) => ({ ...row, subject: null }));
  const cards = await subjects.cards(db, actor, refs);
  return rows.flatMap((row): PostRow[] => {
    if (!row.subjectType) return [{ ...row, subject: null }];
    const card = cards.get(`${row.subjectType}:${row.subjectId}`);
    return card ? [{ ...row, subject: card }] : [];
  });
}

/** The post `id` as the actor sees it; 404 when removed, blocked, elsewhere or gone. */
export async function getPost(db: Db, actor: Actor, id: number): Promise<PostRow> {
  const row = await findVisiblePost(db, actor, id);
  if (!row) throw notFound();
  return row;
}

export type PostCreate = z.output<typeof PostBodySchema>;
export type PostPatch = z.output<ReturnType<typeof postPatchSchema>>;

/**
 * Publishes the actor's post: content sanitised, text or an image required, images the
 * actor uploaded; in group `group_id`'s feed when given (its members only). Returns the post;
 * 400 `{"content"}` / `{"images"}` / `{"group_id"}`; 403 for a group they are no member of.
 */
export async function publishPost(
  db: Db,
  actor: Actor,
  input: PostCreate,
  media: FeedMedia,
): Promise<PostRow> {
  const group =
    input.group_id === undefined ? null : await writableGroup(db, actor, input.group_id);
  const images = await imagesOf(actor, input.images, media);
  const id = await createPost(db, {
    schoolId: actor.school.id,
    authorId: actor.user.id,
    content: postContent(actor, input.content, images),
    images,
    groupId: group?.group.id ?? null,
  });
  return getPost(db, actor, id);
}

/**
 * The author rewrites post `id` (same rules as publishing; it is marked edited); images
 * left out are removed from disk. Returns the post; 404; 403 for anyone else; 400.
 */
export async function editPost(
  db: Db,
  actor: Actor,
  input: PostPatch & { id: number },
  media: FeedMedia,
): Promise<PostRow> {
  const post = await getPost(db, actor, input.id);
  // A shared item's card is the platform's writing: its item is edited, not the card.
  if (post.subjectType !== null || !canEdit(actor, post.authorId)) throw forbidden();
  const images =
    input.images === undefined
      ? post.images
      : await imagesOf(actor, input.images, { ...media, current: post.images });
  const content = postContent(actor, input.content ?? post.content, images);
  await updatePost(db, post.id, { content, images });
  const kept = new Set(images.map((image) => image.key));
  await Promise.all(
    post.images.filter((i) => !kept.has(i.key)).map((i) => removeMedia(media.mediaRoot, i.key)),
  );
  return getPost(db, actor, post.id);
}

/**
 * Deletes post `id` with its comments, likes and images (its author, a school admin, a
 * super user or a superowner of the feed). 404; 403 for anyone else.
 */
export async function removePost(
  db: Db,
  actor: Actor,
  input: { id: number },
  media: FeedMedia,
): Promise<void> {
  const post = await getPost(db, actor, input.id);
  // A group's managers keep its feed (issue 33: they manage the group).
  if (!canDelete(actor, post.authorId) && !post.managesGroup) throw forbidden();
  const images = await deletePost(db, post.id);
  await Promise.all(images.map((image) => removeMedia(media.mediaRoot, image.key)));
}
