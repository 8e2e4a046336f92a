import type { PublicationDecision } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { reviewItem } from '../../platform/publication/transitions.ts';
import type { BlogDeps } from './articles.service.ts';
import { articlesArea } from './publication.ts';
import { type ArticleRow, findArticle } from './store.ts';

/**
 * A validator decides a pending article (issue 13 item 4; spec 2 §6 "Validators approve or
 * refuse items of their type") through the shared workflow (platform/publication reviewItem):
 * validated, it is published at its date (announced now when the date is past, scheduled
 * otherwise); refused, it goes back to its author with the reason; `article.status_changed`
 * tells the notifications module and the validators' counters. Two validators deciding at
 * once: the second gets 409. Returns the article; 404; 403 for non-validators; 400
 * `{"reason"}` for a refusal without one.
 */
export async function reviewArticle(
  db: Db,
  actor: Actor,
  input: { id: number; decision: PublicationDecision; reason: string; reasons?: number[] },
  deps: BlogDeps,
): Promise<ArticleRow> {
  const decided = await reviewItem(db, actor, articlesArea, input, { schedule: deps.schedule });
  const article = await findArticle(db, {
    schoolId: actor.school.id,
    id: decided.id,
    viewerId: actor.user.id,
  });
  if (!article) throw notFound();
  return article;
}
