import {
  decideReview,
  type PublicationActor,
  type PublicationDecision,
  type PublicationRefusal,
  type PublicationState,
  type SaveOutcome,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../errors.ts';
import { refusalReasonText } from './refusal-reasons.ts';
import { afterPublish, type SchedulePublication } from './scheduling.ts';
import {
  emitStatusChange,
  type PublicationArea,
  type PublishedRecord,
  type PublishedTable,
  recordTransition,
  statusOf,
} from './store.ts';

/**
 * The moves of the publication workflow that people make (spec 1 §4; spec 2 §6): the
 * transition a save records, and a validator's decision, each written with its history row
 * and its area's `status_changed` event in the change's transaction.
 */

/** The HTTP answer of a refused move (403, 400 `{"reason"}`, or 409 for a move someone raced). */
export function refusalError(
  area: PublicationArea,
  actor: Actor,
  refusal: PublicationRefusal,
): HttpError {
  const messages = area.messages(actor.locale);
  switch (refusal) {
    case 'adminEditUsed':
      return conflict(messages.adminEditUsed);
    case 'notPending':
      return conflict(messages.notPending);
    case 'validatedLocked':
      return forbidden(messages.validatedLocked);
    case 'reasonRequired':
      return badRequest({ reason: [messages.reasonRequired] });
    default:
      return forbidden();
  }
}

/**
 * Records the move a save made (`current` null: a creation), in the save's transaction: one
 * history row and the area's `status_changed` event, when the status changed or the save was
 * the admin-level edit. The action is `admin_edit`, `validate` (a validator's save),
 * `submit` (now pending), or `create`/`save`.
 */
export async function recordSave(
  tx: Db,
  area: PublicationArea,
  actor: Actor,
  opts: {
    current: Pick<PublishedRecord, 'state' | 'publishAt' | 'validated'> | null;
    row: Pick<PublishedRecord, 'id' | 'authorId' | 'state' | 'publishAt'>;
    outcome: SaveOutcome;
  },
): Promise<void> {
  const { current, row, outcome } = opts;
  const from = current ? statusOf(current) : null;
  const to = statusOf(row);
  if (current && from === to && !outcome.adminEdit) return;
  const action = outcome.adminEdit
    ? 'admin_edit'
    : outcome.validated && !current?.validated
      ? 'validate'
      : to === 'pending'
        ? 'submit'
        : current
          ? 'save'
          : 'create';
  await recordTransition(tx, area.history, {
    schoolId: actor.school.id,
    itemId: row.id,
    actorId: actor.user.id,
    action,
    from,
    to,
  });
  await emitStatusChange(area, actor.emit, tx, {
    id: row.id,
    authorId: row.authorId,
    actorId: actor.user.id,
    from,
    to,
    reason: null,
  });
}

/**
 * A validator decides pending item `id` (spec 2 §6 "Validators approve or refuse items of
 * their type"): validated, it is published at its date (announced now when the date is past,
 * a job at the date otherwise); refused, it goes back to its author with the reason. One
 * transaction: a conditional UPDATE on the pending state, its history row and the area's
 * `status_changed` event. Two validators at once: the second gets 409. Returns the decided
 * row; 404; 403 for non-validators (the area's `who` says who the actor is for an author;
 * `deps.who`, when given, in its place); 400 `{"reason"}` for a refusal without one,
 * `{"reasons"}` without a ticked reason where the school lists some (refusal-reasons.ts).
 */
export async function reviewItem<T extends PublishedTable>(
  db: Db,
  actor: Actor,
  area: PublicationArea<T>,
  input: { id: number; decision: PublicationDecision; reason: string; reasons?: number[] },
  deps: { who?: (authorId: number) => PublicationActor; schedule: SchedulePublication },
): Promise<T['$inferSelect'] & PublishedRecord> {
  const { table } = area;
  const schoolId = actor.school.id;
  const who = deps.who ?? ((authorId: number) => area.who(actor, authorId));
  const decided = await db.transaction(async (tx) => {
    const written =
      input.decision === 'refuse'
        ? await refusalReasonText(tx, actor, area.refusalReasons, {
            reason: input.reason,
            reasons: input.reasons ?? [],
          })
        : input.reason;
    const [current] = (await tx
      .select()
      .from(table as PublishedTable)
      .where(and(eq(table.id, input.id), eq(table.schoolId, schoolId)))
      .limit(1)) as unknown as PublishedRecord[];
    if (!current) throw notFound();
    const outcome = decideReview(
      { state: current.state as PublicationState },
      who(current.authorId),
      input.decision,
      written,
    );
    if (!outcome.ok) throw refusalError(area, actor, outcome.refusal);
    // Conditional on the state read: a decision made meanwhile leaves nothing to update.
    const [row] = (await tx
      .update(table as PublishedTable)
      .set({ state: outcome.state, validated: outcome.validated, updatedAt: new Date() } as never)
      .where(and(eq(table.id, current.id), eq(table.state, current.state)))
      .returning()) as unknown as (T['$inferSelect'] & PublishedRecord)[];
    if (!row) throw refusalError(area, actor, 'notPending');
    const to = statusOf(row);
    const reason = input.decision === 'refuse' ? written : null;
    await recordTransition(tx, area.history, {
      schoolId,
      itemId: row.id,
      actorId: actor.user.id,
      action: input.decision,
      from: 'pending',
      to,
      reason,
    });
    await emitStatusChange(area, actor.emit, tx, {
      id: row.id,
      authorId: row.authorId,
      actorId: actor.user.id,
      from: 'pending',
      to,
      reason,
    });
    return row;
  });
  await afterPublish(db, area, { row: decided, schedule: deps.schedule, emit: actor.emit });
  return decided;
}
