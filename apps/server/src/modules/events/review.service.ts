import type { PublicationDecision } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { reviewItem } from '../../platform/publication/transitions.ts';
import { eventsArea } from './publication.ts';

/**
 * An Evenement validator decides a pending event (spec 2 §6 "Validators approve or refuse
 * items of their type"; issue 14 item 1) through the shared workflow (platform/publication
 * reviewItem): validated, it is published at its date; refused, it goes back to its author
 * with the reason. Two validators at once: the second gets 409. 404; 403 for non-validators;
 * 400 `{"reason"}` without a reason.
 */
export async function reviewEvent(
  db: Db,
  actor: Actor,
  input: { id: number; decision: PublicationDecision; reason: string; reasons?: number[] },
  schedule: SchedulePublication,
): Promise<void> {
  await reviewItem(db, actor, eventsArea, input, { schedule });
}
