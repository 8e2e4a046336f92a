import type { Article, ArticleHistoryEntry, ArticleSummary } from '@alumni/domain';
import {
  ADMIN_EDITS_MAX,
  canDeletePublication,
  canEditPublication,
  isRestricted,
  namedState,
  type PublicationState,
} from '@alumni/domain';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { publicationActor, type Reader, signedIn } from './policy.ts';
import { type ArticleRecord, type ArticleRow, type HistoryRow, statusOf } from './store.ts';
import { bypasses } from './visibility.ts';

/** What the reader may do with an article (none for anonymous visitors). */
export function abilitiesOn(reader: Reader, row: ArticleRecord) {
  const actor = signedIn(reader);
  if (!actor) return { can_edit: false, can_delete: false, can_review: false };
  const who = publicationActor(actor, row.authorId);
  const item = {
    state: row.state as PublicationState,
    validated: row.validated,
    adminEdits: row.adminEdits,
  };
  return {
    can_edit: canEditPublication(item, who),
    can_delete: canDeletePublication(item, who),
    can_review: who.isValidator && row.state === 2,
  };
}

/** An article in a list (the contract's ArticleSummarySchema). */
export function presentArticleSummary(
  reader: Reader,
  row: ArticleRow,
  mediaUrl: MediaUrl,
): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    languages: row.languages as ArticleSummary['languages'],
    cover: {
      key: row.coverKey,
      url: mediaUrl(row.coverKey) ?? '',
      width: row.coverWidth,
      height: row.coverHeight,
    },
    publish_at: row.publishAt?.toISOString() ?? null,
    state: row.state,
    status: statusOf(row),
    named_state: namedState(statusOf(row)),
    author: presentUserSummary(row.author, mediaUrl),
    like_count: row.likeCount,
    view_count: reader.school.showViewsBlog ? row.viewCount : null,
    restricted: isRestricted({ degrees: row.filterDegrees, roles: row.filterRoles }),
    ...abilitiesOn(reader, row),
  };
}

/** An article with everything its page and form show (the contract's ArticleSchema). */
export function presentArticle(
  reader: Reader,
  row: ArticleRow,
  suggestions: ArticleRow[],
  mediaUrl: MediaUrl,
): Article {
  return {
    ...presentArticleSummary(reader, row, mediaUrl),
    content: row.content,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    robots_index: row.robotsIndex,
    robots_follow: row.robotsFollow,
    filter_degrees: row.filterDegrees,
    filter_roles: row.filterRoles,
    liked: row.liked,
    attachment: row.attachmentKey
      ? {
          key: row.attachmentKey,
          name: row.attachmentName ?? 'document',
          url: `/api/articles/${row.id}/attachment/`,
        }
      : null,
    validated: row.validated,
    admin_edit_available: row.validated && row.adminEdits < ADMIN_EDITS_MAX,
    // The refusal is the author's and the validators' business only.
    refusal_reason: bypasses(reader, row.authorId) ? row.refusalReason : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    suggestions: suggestions.map((s) => presentArticleSummary(reader, s, mediaUrl)),
  };
}

/** A history row (the contract's ArticleHistoryEntrySchema). */
export function presentHistoryEntry(row: HistoryRow, mediaUrl: MediaUrl): ArticleHistoryEntry {
  return {
    id: row.id,
    action: row.action,
    from: row.from,
    to: row.to,
    reason: row.reason,
    actor:
      row.actor && row.actor.id !== null
        ? presentUserSummary(
            row.actor as {
              id: number;
              firstName: string;
              lastName: string;
              picture: string | null;
            },
            mediaUrl,
          )
        : null,
    created_at: row.createdAt.toISOString(),
  };
}
