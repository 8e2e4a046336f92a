import type { PublicationStatus } from '@alumni/domain';
import { decideSave, PUBLICATION_STATE } from '@alumni/domain';
import { fromLocalInput } from '../../ui/form/localDateTime.ts';

/** The save buttons of a publishing form: draft, submit, publish, schedule, save as it is. */
export const PUBLICATION_SAVE_ACTIONS = ['draft', 'submit', 'publish', 'schedule', 'save'] as const;
export type PublicationSaveAction = (typeof PUBLICATION_SAVE_ACTIONS)[number];

/**
 * The save buttons the publication rules allow (domain publication.ts decideSave, spec 1 §4):
 * a draft, pending or refused item (or a new one) can be saved as a draft, and then either
 * submitted for validation (the school validates the area and the writer is none of its
 * validators) or published (scheduled when its date `future` is to come); a published or
 * scheduled item is only saved as it is (a save never takes it back). Never throws.
 */
export function publicationSaveActions(
  status: PublicationStatus | null,
  opts: { requiresValidation: boolean; isValidator: boolean; future: boolean },
): PublicationSaveAction[] {
  if (status === 'published' || status === 'scheduled') return ['save'];
  // Where the server's rule (decideSave) takes a save that is not a draft.
  const outcome = decideSave(
    null,
    { isAuthor: true, isValidator: opts.isValidator, isAdmin: false },
    { draft: false, requiresValidation: opts.requiresValidation },
  );
  if (outcome.ok && outcome.state === PUBLICATION_STATE.pending) return ['draft', 'submit'];
  return ['draft', opts.future ? 'schedule' : 'publish'];
}

/**
 * Whether a `datetime-local` value (the form's publication date, read in `timeZone`, else the
 * browser's) lies
 * after `now`, so that publishing schedules the item. False for an empty or invalid value.
 */
export function isFutureLocalInput(
  value: string,
  now: Date = new Date(),
  timeZone?: string,
): boolean {
  const iso = fromLocalInput(value, timeZone);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}
