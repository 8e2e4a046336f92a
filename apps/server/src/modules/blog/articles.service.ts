import {
  type articlePatchSchema,
  type articleSchema,
  BLOG_MESSAGES,
  PUBLICATION_STATE,
} from '@alumni/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { createItem, editItem, removeItem } from '../../platform/publication/saves.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { checkSlugFree, newItemSlug } from '../../platform/publication/slugs.ts';
import { checkStaticOption } from '../static-lists/index.ts';
import { authorOf } from './article-rules.ts';
import { articleContent, articleCoverOf, attachmentOf } from './content.ts';
import { articlesArea } from './publication.ts';
import { type ArticleRecord, type ArticleRow, findArticle } from './store.ts';
import { accessTo } from './visibility.ts';

/**
 * Writing articles (spec 1 §5 Blog, §4 Publication; issue 13 item 2): create, edit and
 * delete, under the publication state machine of the domain, through the shared workflow
 * (platform/publication saves.ts, `articlesArea`). Every change and its history row are one
 * transaction; an edit holds the article's row lock, so two editors take turns and the one
 * admin-level edit of a validated article happens once.
 */

export type ArticleCreate = z.output<ReturnType<typeof articleSchema>>;
export type ArticlePatch = z.output<ReturnType<typeof articlePatchSchema>>;

export { proposeSlug } from './article-rules.ts';

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
 * its date). Its category is an option of the school's article_category list (400 otherwise). Saved under `author` when a Blog validator or an admin names another member
 * (article-rules.ts authorOf). Returns the article; 400 per field.
 */
export async function createArticle(
  db: Db,
  actor: Actor,
  input: ArticleCreate,
  deps: BlogDeps,
): Promise<ArticleRow> {
  const row = await createItem(
    db,
    actor,
    articlesArea,
    {
      draft: input.draft,
      values: async () => {
        await checkStaticOption(
          db,
          actor.school.id,
          'article_category',
          input.category,
          'category',
        );
        const content = articleContent(actor, input.content);
        const cover = await articleCoverOf(actor, input.cover, { mediaRoot: deps.mediaRoot });
        const filters = await audienceFilters(db, actor, articlesArea, input);
        const attachment = await attachmentOf(actor, input.attachment, {
          mediaRoot: deps.mediaRoot,
        });
        const slug = await newItemSlug(db, articlesArea, actor, input);
        return {
          authorId: await authorOf(db, actor, input.author, actor.user.id),
          title: input.title,
          slug,
          content,
          languages: input.languages,
          category: input.category,
          coverKey: cover.key,
          coverWidth: cover.width,
          coverHeight: cover.height,
          publishAt: input.publish_at,
          metaTitle: input.meta_title,
          metaDescription: input.meta_description,
          robotsIndex: input.robots_index,
          robotsFollow: input.robots_follow,
          ...attachment,
          ...filters,
        };
      },
    },
    { schedule: deps.schedule },
  );
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
 * submitting as in createArticle (left out: a draft stays one). Holds the article's row
 * lock: with `expected_updated_at` an article saved meanwhile is refused with 409; the one
 * admin-level edit of a validated article is taken once (a second: 409). 404; 403 for
 * whoever may not edit it; 400 per field.
 */
export async function editArticle(
  db: Db,
  actor: Actor,
  input: ArticlePatch & { id: number },
  deps: BlogDeps,
): Promise<ArticleRow> {
  const messages = BLOG_MESSAGES[actor.locale];
  const saved = await editItem(
    db,
    actor,
    articlesArea,
    {
      id: input.id,
      draft: input.draft,
      change: async (tx, current, outcome) => {
        if (
          input.expected_updated_at !== undefined &&
          new Date(input.expected_updated_at).getTime() !== current.updatedAt.getTime()
        ) {
          throw conflict(messages.changedMeanwhile);
        }
        const publishAt = input.publish_at === undefined ? current.publishAt : input.publish_at;
        if (outcome.state !== PUBLICATION_STATE.draft && publishAt === null) {
          throw badRequest({ publish_at: [messages.publishAtRequired] });
        }
        if (input.category !== undefined && input.category !== current.category) {
          await checkStaticOption(
            tx,
            actor.school.id,
            'article_category',
            input.category,
            'category',
          );
        }
        const slug = input.slug ?? current.slug;
        if (slug !== current.slug) await checkSlugFree(tx, articlesArea, actor, slug, current.id);
        const authorId = await authorOf(tx, actor, input.author, current.authorId);
        const filters =
          input.filter_degrees === undefined && input.filter_roles === undefined
            ? {}
            : await audienceFilters(tx, actor, articlesArea, {
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
        return {
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
        };
      },
    },
    { schedule: deps.schedule, sees: (row) => accessTo(actor, row) !== 'none' },
  );
  const article = await findArticle(db, {
    schoolId: actor.school.id,
    id: saved.id,
    viewerId: actor.user.id,
  });
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
  // An article the actor cannot even read is not found, rather than forbidden.
  await removeItem(db, actor, articlesArea, input.id, {
    sees: (row) => accessTo(actor, row) !== 'none',
    mayDelete: canDelete,
  });
}
