import { decideReview, type PublicationDecision, type PublicationState } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { type BlogDeps, refusalError } from './articles.service.ts';
import { publicationActor } from './policy.ts';
import { announceIfDue } from './publication.ts';
import { type ArticleRow, findArticle, recordTransition, statusOf } from './store.ts';

/**
 * A validator decides a pending article (issue 13 item 4; spec 2 §6 "Validators approve or
 * refuse items of their type"): validated, it is published at its date (announced now when
 * the date is past, scheduled otherwise); refused, it goes back to its author with the
 * reason. One transaction: a conditional UPDATE on the pending state, its history row and
 * `article.status_changed` (the notifications module tells the author; the validators'
 * counters follow). Two validators deciding at once: the second gets 409. 404; 403 for
 * non-validators; 400 `{"reason"}` for a refusal without one.
 */
export async function reviewArticle(
  db: Db,
  actor: Actor,
  input: { id: number; decision: PublicationDecision; reason: string },
  deps: BlogDeps,
): Promise<ArticleRow> {
  const schoolId = actor.school.id;
  const decided = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, input.id), eq(articles.schoolId, schoolId)))
      .limit(1);
    if (!current) throw notFound();
    const outcome = decideReview(
      { state: current.state as PublicationState },
      publicationActor(actor, current.authorId),
      input.decision,
      input.reason,
    );
    if (!outcome.ok) throw refusalError(actor, outcome.refusal);
    // Conditional on the state read: a decision made meanwhile leaves nothing to update.
    const [row] = await tx
      .update(articles)
      .set({ state: outcome.state, validated: outcome.validated, updatedAt: new Date() })
      .where(and(eq(articles.id, current.id), eq(articles.state, current.state)))
      .returning();
    if (!row) throw refusalError(actor, 'notPending');
    const to = statusOf(row);
    const reason = input.decision === 'refuse' ? input.reason : null;
    await recordTransition(tx, {
      schoolId,
      articleId: row.id,
      actorId: actor.user.id,
      action: input.decision,
      from: 'pending',
      to,
      reason,
    });
    await actor.emit(tx, 'article.status_changed', {
      articleId: row.id,
      authorId: row.authorId,
      actorId: actor.user.id,
      from: 'pending',
      to,
      reason,
    });
    return row;
  });
  if (decided.state === 3) {
    if (decided.publishAt && decided.publishAt > new Date()) {
      await deps.schedule({ schoolId, articleId: decided.id }, decided.publishAt);
    } else {
      await announceIfDue(db, {
        articleId: decided.id,
        now: new Date(),
        actorId: actor.user.id,
        from: 'published',
        emit: actor.emit,
      });
    }
  }
  const article = await findArticle(db, { schoolId, id: decided.id, viewerId: actor.user.id });
  if (!article) throw notFound();
  return article;
}
