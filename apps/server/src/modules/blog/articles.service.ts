import {
  type articlePatchSchema,
  type articleSchema,
  BLOG_MESSAGES,
  decideSave,
  type PublicationState,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { articleSlugs, articles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { claimSlug, keepOldSlug } from '../../platform/publication/old-slugs.ts';
import { afterPublish, type SchedulePublication } from '../../platform/publication/scheduling.ts';
import { recordSave } from '../../platform/publication/transitions.ts';
import {
  authorOf,
  checkSlugFree,
  filtersOf,
  proposeSlug,
  refusalError,
  slugSafe,
} from './article-rules.ts';
import { articleContent, articleCoverOf, attachmentOf } from './content.ts';
import { publicationActor } from './policy.ts';
import { articlesArea } from './publication.ts';
import { type ArticleRecord, type ArticleRow, findArticle, statusOf } from './store.ts';
import { accessTo } from './visibility.ts';

/**
 * Writing articles (spec 1 §5 Blog, §4 Publication; issue 13 item 2): create, edit and
 * delete, under the publication state machine of the domain. Every change and its history
 * row are one transaction; an edit holds the article's row lock, so two editors take turns
 * and the one admin-level edit of a validated article happens once.
 */

export type ArticleCreate = z.output<ReturnType<typeof articleSchema>>;
export type ArticlePatch = z.output<ReturnType<typeof articlePatchSchema>>;

export { proposeSlug, refusalError } from './article-rules.ts';

/** What the write services need besides the database: the media folder and the scheduler. */
export interface BlogDeps {
  mediaRoot: string;
  schedule: SchedulePublication;
}

/**
 * The actor writes a new article (spec 1 §5 Blog): content sanitised, cover one they
 * uploaded, slug proposed from the title unless given (400 `{"slug"}` when taken), filters
 * checked against the school. Its state follows the domain's decideSave: draft, pending
 * (the school validates and the actor is no validator) or published (now, or scheduled at
 * its date). Saved under `author` when a Blog validator or an admin names another member
 * (article-rules.ts authorOf). Returns the article; 400 per field.
 */
export async function createArticle(
  db: Db,
  actor: Actor,
  input: ArticleCreate,
  deps: BlogDeps,
): Promise<ArticleRow> {
  const outcome = decideSave(null, publicationActor(actor, null), {
    draft: input.draft,
    requiresValidation: actor.school.validateBlog,
  });
  if (!outcome.ok) throw refusalError(actor, outcome.refusal);
  const content = articleContent(actor, input.content);
  const cover = await articleCoverOf(actor, input.cover, { mediaRoot: deps.mediaRoot });
  const filters = await filtersOf(db, actor, input);
  const attachment = await attachmentOf(actor, input.attachment, { mediaRoot: deps.mediaRoot });
  const slug = input.slug ?? (await proposeSlug(db, actor, { title: input.title }));
  if (input.slug) await checkSlugFree(db, actor, slug);
  const authorId = await authorOf(db, actor, input.author, actor.user.id);
  const row = await slugSafe(actor, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          schoolId: actor.school.id,
          authorId,
          title: input.title,
          slug,
          content,
          languages: input.languages,
          category: input.category,
          coverKey: cover.key,
          coverWidth: cover.width,
          coverHeight: cover.height,
          state: outcome.state,
          publishAt: input.publish_at,
          validated: outcome.validated,
          metaTitle: input.meta_title,
          metaDescription: input.meta_description,
          robotsIndex: input.robots_index,
          robotsFollow: input.robots_follow,
          ...attachment,
          ...filters,
        })
        .returning();
      if (!created) throw new Error('Article insert returned nothing.');
      // A slug that pointed elsewhere as an old one is now this article's.
      await claimSlug(tx, articleSlugs, actor.school.id, slug);
      await recordSave(tx, articlesArea, actor, { current: null, row: created, outcome });
      return created;
    }),
  );
  await afterPublish(db, articlesArea, { row, schedule: deps.schedule, emit: actor.emit });
  const article = await findArticle(db, {
    schoolId: actor.school.id,
    id: row.id,
    viewerId: actor.user.id,
  });
  if (!article) throw notFound();
  return article;
}

/**
 * The actor edits article `id` (issue 13 item 2; spec 1 §4): fields left out are kept, the
 * slug too unless changed (the old one then redirects), `draft` decides between saving and
 * submitting as in createArticle. Holds the article's row lock: with `expected_updated_at`
 * an article saved meanwhile is refused with 409; the one admin-level edit of a validated
 * article is taken once (a second: 409). 404; 403 for whoever may not edit it; 400 per field.
 */
export async function editArticle(
  db: Db,
  actor: Actor,
  input: ArticlePatch & { id: number },
  deps: BlogDeps,
): Promise<ArticleRow> {
  const messages = BLOG_MESSAGES[actor.locale];
  const schoolId = actor.school.id;
  const saved = await slugSafe(actor, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.id, input.id), eq(articles.schoolId, schoolId)))
        .for('update');
      if (!current || accessTo(actor, current) === 'none') throw notFound();
      const state = current.state as PublicationState;
      const outcome = decideSave(
        { state, validated: current.validated, adminEdits: current.adminEdits },
        publicationActor(actor, current.authorId),
        { draft: input.draft ?? state === 1, requiresValidation: actor.school.validateBlog },
      );
      if (!outcome.ok) throw refusalError(actor, outcome.refusal);
      if (
        input.expected_updated_at !== undefined &&
        new Date(input.expected_updated_at).getTime() !== current.updatedAt.getTime()
      ) {
        throw conflict(messages.changedMeanwhile);
      }
      const publishAt = input.publish_at === undefined ? current.publishAt : input.publish_at;
      if (outcome.state !== 1 && publishAt === null) {
        throw badRequest({ publish_at: [messages.publishAtRequired] });
      }
      const slug = input.slug ?? current.slug;
      if (slug !== current.slug) await checkSlugFree(tx, actor, slug, current.id);
      const authorId = await authorOf(tx, actor, input.author, current.authorId);
      const filters =
        input.filter_degrees === undefined && input.filter_roles === undefined
          ? {}
          : await filtersOf(tx, actor, {
              filter_degrees: input.filter_degrees ?? current.filterDegrees,
              filter_roles: input.filter_roles ?? current.filterRoles,
            });
      const cover =
        input.cover === undefined
          ? undefined
          : await articleCoverOf(actor, input.cover, {
              mediaRoot: deps.mediaRoot,
              current: {
                key: current.coverKey,
                width: current.coverWidth,
                height: current.coverHeight,
              },
            });
      const attachment =
        input.attachment === undefined
          ? {}
          : await attachmentOf(actor, input.attachment, {
              mediaRoot: deps.mediaRoot,
              currentKey: current.attachmentKey,
            });
      const [row] = await tx
        .update(articles)
        .set({
          ...attachment,
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.content === undefined ? {} : { content: articleContent(actor, input.content) }),
          ...(input.languages === undefined ? {} : { languages: input.languages }),
          ...(input.category === undefined ? {} : { category: input.category }),
          ...(cover
            ? { coverKey: cover.key, coverWidth: cover.width, coverHeight: cover.height }
            : {}),
          ...(input.meta_title === undefined ? {} : { metaTitle: input.meta_title }),
          ...(input.meta_description === undefined
            ? {}
            : { metaDescription: input.meta_description }),
          ...(input.robots_index === undefined ? {} : { robotsIndex: input.robots_index }),
          ...(input.robots_follow === undefined ? {} : { robotsFollow: input.robots_follow }),
          ...filters,
          authorId,
          slug,
          publishAt,
          state: outcome.state,
          validated: outcome.validated,
          adminEdits: current.adminEdits + (outcome.adminEdit ? 1 : 0),
          // A date moved to the future announces the article again at that date.
          ...(publishAt && publishAt > new Date() ? { announcedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(articles.id, current.id))
        .returning();
      if (!row) throw notFound();
      await keepOldSlug(tx, articleSlugs, {
        schoolId,
        itemId: current.id,
        from: current.slug,
        to: slug,
      });
      await recordSave(tx, articlesArea, actor, { current, row, outcome });
      return row;
    }),
  );
  await afterPublish(db, articlesArea, { row: saved, schedule: deps.schedule, emit: actor.emit });
  const article = await findArticle(db, { schoolId, id: saved.id, viewerId: actor.user.id });
  if (!article) throw notFound();
  return article;
}

/**
 * Deletes article `id` with its history, likes and old slugs (its author unless validated
 * and published, school admins always: domain canDeletePublication). 404; 403.
 */
export async function removeArticle(
  db: Db,
  actor: Actor,
  input: { id: number },
  canDelete: (row: ArticleRecord) => boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, input.id), eq(articles.schoolId, actor.school.id)))
      .for('update');
    // An article the actor cannot even read is not found, rather than forbidden.
    if (!current || accessTo(actor, current) === 'none') throw notFound();
    if (!canDelete(current)) throw forbidden();
    await tx.delete(articles).where(eq(articles.id, current.id));
    await actor.emit(tx, 'article.deleted', {
      articleId: current.id,
      authorId: current.authorId,
      status: statusOf(current),
    });
  });
}
