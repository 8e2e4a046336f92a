/**
 * Publication of blog articles, events and job ads (spec 1 §4 "Publication (blog, events,
 * jobs)", spec 2 §6 "A validated article or event can be edited only by an admin, and only
 * one admin-level edit is allowed"): one state machine, pure, shared by every area that
 * publishes. The server applies its answers in one transaction and writes one history row
 * per transition; the web offers only the moves it allows.
 */

/** Numeric publication states (spec 1 §4): draft 1, pending 2, published 3, refused 4. */
export const PUBLICATION_STATE = { draft: 1, pending: 2, published: 3, refused: 4 } as const;
export type PublicationState = (typeof PUBLICATION_STATE)[keyof typeof PUBLICATION_STATE];
export const PUBLICATION_STATES: readonly PublicationState[] = [1, 2, 3, 4];

/**
 * What a reader or a list filter calls an item: its state, with `published` split by date
 * (spec 1 §4 "scheduled (future date), published (date now or past)").
 */
export const PUBLICATION_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'published',
  'refused',
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * The spec's named states (spec 1 §4: Publish, WaitPublish, Draft, Validation; the event
 * list adds Refused).
 */
export type PublicationNamedState = 'Publish' | 'WaitPublish' | 'Draft' | 'Validation' | 'Refused';

/** Whether `value` is a publication state 1–4. Never throws. */
export function isPublicationState(value: unknown): value is PublicationState {
  return typeof value === 'number' && (PUBLICATION_STATES as readonly number[]).includes(value);
}

/**
 * The status of an item in `state` to be published at `publishAt` (null: no date), seen at
 * `now`: a published item with a future date is `scheduled`. Never throws.
 */
export function publicationStatus(
  state: PublicationState,
  publishAt: Date | null,
  now: Date,
): PublicationStatus {
  switch (state) {
    case PUBLICATION_STATE.draft:
      return 'draft';
    case PUBLICATION_STATE.pending:
      return 'pending';
    case PUBLICATION_STATE.refused:
      return 'refused';
    default:
      return publishAt !== null && publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
  }
}

/** The spec's named state of a status (spec 1 §4). Never throws. */
export function namedState(status: PublicationStatus): PublicationNamedState {
  const names: Record<PublicationStatus, PublicationNamedState> = {
    draft: 'Draft',
    pending: 'Validation',
    scheduled: 'WaitPublish',
    published: 'Publish',
    refused: 'Refused',
  };
  return names[status];
}

/** Who acts on an item, as the rules need them. */
export interface PublicationActor {
  /** The item's author (true for a new item). */
  isAuthor: boolean;
  /** A validator of the area's scope (Blog for articles), or a super user. */
  isValidator: boolean;
  /** A school admin of the item's school, or a super user. */
  isAdmin: boolean;
}

/** What the rules read of a stored item. */
export interface PublishedItem {
  state: PublicationState;
  /** Whether a validator validated it (or published it while the school validates). */
  validated: boolean;
  /** How many admin-level edits it had since it was validated. */
  adminEdits: number;
}

/** Why a move is refused: the server answers 403 for `forbidden`, 400 or 409 otherwise. */
export type PublicationRefusal =
  | 'forbidden'
  | 'adminEditUsed'
  | 'notPending'
  | 'reasonRequired'
  | 'validatedLocked';

/** The outcome of a save: the state the item takes, and what the save consumes. */
export interface SaveOutcome {
  ok: true;
  state: PublicationState;
  /** Whether the item counts as validated after the save. */
  validated: boolean;
  /** Whether this save is the one admin-level edit of a validated item. */
  adminEdit: boolean;
}
export type Refused = { ok: false; refusal: PublicationRefusal };

/** An admin-level edit allowed on a validated item (spec 2 §6 "only one"). */
export const ADMIN_EDITS_MAX = 1;

/**
 * Whether the actor may edit `item` at all (spec 1 §4, spec 2 §6). Drafts, pending and
 * refused items: their author, or a validator (who "saves and validates"). A published item
 * that was validated: a school admin only, once (ADMIN_EDITS_MAX). A published item that was
 * never validated (the school does not validate): its author or an admin. Never throws.
 */
export function canEditPublication(item: PublishedItem, actor: PublicationActor): boolean {
  return editRefusal(item, actor) === null;
}

function editRefusal(item: PublishedItem, actor: PublicationActor): PublicationRefusal | null {
  if (item.state === PUBLICATION_STATE.published) {
    if (item.validated) {
      if (!actor.isAdmin) return actor.isAuthor ? 'validatedLocked' : 'forbidden';
      return item.adminEdits >= ADMIN_EDITS_MAX ? 'adminEditUsed' : null;
    }
    return actor.isAuthor || actor.isAdmin ? null : 'forbidden';
  }
  return actor.isAuthor || actor.isValidator || actor.isAdmin ? null : 'forbidden';
}

/**
 * The state a save gives an item (spec 1 §4 "A non-validator submits for validation; a
 * validator saves and validates"; "A refused item may be edited by its author and
 * resubmitted"). `item` is null for a new one. With `draft`, the item is (or stays) a draft,
 * unless it is already published, which a save never takes back. Otherwise it is published
 * at once when the school does not require validation or the actor is a validator (which
 * validates it when the school requires validation), and pending validation when the school
 * requires it and the actor is not a validator. Editing a validated published item is the
 * admin-level edit, allowed once. Returns the outcome or the refusal. Never throws.
 */
export function decideSave(
  item: PublishedItem | null,
  actor: PublicationActor,
  opts: { draft: boolean; requiresValidation: boolean },
): SaveOutcome | Refused {
  if (item) {
    const refusal = editRefusal(item, actor);
    if (refusal) return { ok: false, refusal };
    if (item.state === PUBLICATION_STATE.published) {
      return {
        ok: true,
        state: PUBLICATION_STATE.published,
        validated: item.validated,
        adminEdit: item.validated,
      };
    }
  } else if (!actor.isAuthor) {
    return { ok: false, refusal: 'forbidden' };
  }
  if (opts.draft) {
    return { ok: true, state: PUBLICATION_STATE.draft, validated: false, adminEdit: false };
  }
  if (!opts.requiresValidation) {
    return { ok: true, state: PUBLICATION_STATE.published, validated: false, adminEdit: false };
  }
  if (actor.isValidator) {
    return { ok: true, state: PUBLICATION_STATE.published, validated: true, adminEdit: false };
  }
  return { ok: true, state: PUBLICATION_STATE.pending, validated: false, adminEdit: false };
}

/** A validator's decision on a pending item. */
export type PublicationDecision = 'validate' | 'refuse';

/**
 * A validator decides a pending item (spec 2 §6 "Validators approve or refuse items of their
 * type"): `validate` publishes it (at its date: scheduled when the date is to come),
 * `refuse` needs a reason (the author reads it and edits the item). Only a pending item is
 * decided: another state means someone decided meanwhile (the server answers 409). Returns
 * the new state or the refusal. Never throws.
 */
export function decideReview(
  item: Pick<PublishedItem, 'state'>,
  actor: PublicationActor,
  decision: PublicationDecision,
  reason: string,
): { ok: true; state: PublicationState; validated: boolean } | Refused {
  if (!actor.isValidator) return { ok: false, refusal: 'forbidden' };
  if (item.state !== PUBLICATION_STATE.pending) return { ok: false, refusal: 'notPending' };
  if (decision === 'refuse') {
    if (reason.trim() === '') return { ok: false, refusal: 'reasonRequired' };
    return { ok: true, state: PUBLICATION_STATE.refused, validated: false };
  }
  return { ok: true, state: PUBLICATION_STATE.published, validated: true };
}

/**
 * Who deletes an item: its author unless it is a validated published item (then only an
 * admin may change it), and school admins always (spec 1 §4 "A refused item may be ...
 * deleted"). Never throws.
 */
export function canDeletePublication(
  item: Pick<PublishedItem, 'state' | 'validated'>,
  actor: PublicationActor,
): boolean {
  if (actor.isAdmin) return true;
  if (!actor.isAuthor) return false;
  return !(item.state === PUBLICATION_STATE.published && item.validated);
}

/**
 * Whether the scheduled publication of an item is due at `now`: published state with a date
 * now or past, not yet announced. The server's conditional UPDATE says the same in SQL.
 */
export function isPublicationDue(
  item: { state: PublicationState; publishAt: Date | null; announcedAt: Date | null },
  now: Date,
): boolean {
  return (
    item.state === PUBLICATION_STATE.published &&
    item.announcedAt === null &&
    (item.publishAt === null || item.publishAt.getTime() <= now.getTime())
  );
}

/**
 * The validator's decision a status change records (spec 2 §6 "Validators approve or refuse
 * items of their type"): `validated` when a pending item became published or scheduled by
 * someone, `refused` when it became refused; null for any other change (a submission, an
 * author's edit, the scheduler, whose `actorId` is null). Its author is told of a decision.
 */
export function reviewDecisionOf(change: {
  /** A publication status, or one an area adds (a job ad's active, inactive, filled). */
  from: string | null;
  to: string;
  actorId: number | null;
}): 'validated' | 'refused' | null {
  if (change.from !== 'pending' || change.actorId === null) return null;
  if (change.to === 'refused') return 'refused';
  return change.to === 'published' || change.to === 'scheduled' ? 'validated' : null;
}
