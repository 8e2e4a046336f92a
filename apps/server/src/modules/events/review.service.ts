import { decideReview, type PublicationDecision, type PublicationState } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { refusalError } from './events.service.ts';
import { publicationActor } from './policy.ts';
import { afterPublish, type ScheduleEventPublication } from './publication.ts';
import { recordTransition, statusOf } from './store.ts';

/**
 * An Evenement validator decides a pending event (spec 2 §6 "Validators approve or refuse
 * items of their type"; issue 14 item 1): validated, it is published at its date; refused,
 * it goes back to its author with the reason. One transaction: a conditional UPDATE on the
 * pending state, its history row and `event.status_changed`. Two validators at once: the
 * second gets 409. 404; 403 for non-validators; 400 `{"reason"}` without a reason.
 */
export async function reviewEvent(
  db: Db,
  actor: Actor,
  input: { id: number; decision: PublicationDecision; reason: string },
  schedule: ScheduleEventPublication,
): Promise<void> {
  const schoolId = actor.school.id;
  const decided = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, input.id), eq(events.schoolId, schoolId)))
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
      .update(events)
      .set({ state: outcome.state, validated: outcome.validated, updatedAt: new Date() })
      .where(and(eq(events.id, current.id), eq(events.state, current.state)))
      .returning();
    if (!row) throw refusalError(actor, 'notPending');
    const to = statusOf(row);
    const reason = input.decision === 'refuse' ? input.reason : null;
    await recordTransition(tx, {
      schoolId,
      eventId: row.id,
      actorId: actor.user.id,
      action: input.decision,
      from: 'pending',
      to,
      reason,
    });
    await actor.emit(tx, 'event.status_changed', {
      eventId: row.id,
      authorId: row.authorId,
      actorId: actor.user.id,
      from: 'pending',
      to,
      reason,
    });
    return row;
  });
  await afterPublish(db, { schoolId, row: decided, schedule });
}
