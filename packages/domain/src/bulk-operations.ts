/**
 * Bulk operations (issue 32 item 5, issue 34 item 1; spec 1 §4 "Bulk progress: pending,
 * running, completed, failure", §5 Bulk and administration; spec 2 §8 "bulk failures listing
 * users who could not be modified", "Progress failure: unexpected error, contact customer
 * service"; spec 2 §9 "Progress bar"): an admin's action on many members at once, run by the
 * job queue member by member, with its progress and the members it did not reach, and why.
 * Each kind of action (the mass message today; issue 34's mass mail, role change, deletion,
 * invitation… later) adds its name here and its per-member effect on the server.
 */

/** Where an operation stands (spec 1 §4). */
export const BULK_OPERATION_STATUSES = ['pending', 'running', 'completed', 'failure'] as const;
export type BulkOperationStatus = (typeof BULK_OPERATION_STATUSES)[number];

/** The kinds of bulk action built so far; issue 34's actions add theirs. */
export const BULK_OPERATION_KINDS = [
  'mass_message',
  'mass_mail',
  'delete',
  // issue 34 item 1: the admin directory's other actions (modules/bulk-actions).
  'change_roles',
  'invite',
  'regenerate_tokens',
  'give_badges',
  'export',
] as const;
export type BulkOperationKind = (typeof BULK_OPERATION_KINDS)[number];

/** What became of one member: the action's effect, or not reached (skipped or failed). */
export const BULK_ITEM_OUTCOMES = ['done', 'skipped', 'failed'] as const;
export type BulkItemOutcome = (typeof BULK_ITEM_OUTCOMES)[number];

/**
 * Why a member was not reached. `not_member`: not (or no longer) a member of the school;
 * `inactive`: account or role here not active; `refused_mass_messages`: the member's school
 * setting "mass chat reception" is off (spec 1 §3 User school settings); `blocked`: a block
 * (an accepted user report) exists between them and the admin, either way; `self`: the admin
 * who started it; `error`: an unexpected error for this member alone (logged). Issue 34's
 * actions add their own: the mass mail's `refused_newsletter` / `refused_platform_information`
 * (the member's school setting "newsletter" / "platform information emails" is off, spec 1 §3).
 */
export const BULK_SKIP_REASONS = [
  'not_member',
  'inactive',
  'refused_mass_messages',
  'blocked',
  'self',
  'error',
  // delete: owns content and the request said neither delete nor reassign (spec 2 §8);
  // the school's last active admin (issue 31).
  'owns_content',
  'last_admin',
  'refused_newsletter',
  'refused_platform_information',
  // change_roles: already holds the role given / does not hold the role removed / it is their
  // only role here; invite, regenerate_tokens: the account is already active (spec 1 §5 "new
  // invitations only for inactive users"); give_badges: already holds every badge given.
  'has_role',
  'lacks_role',
  'last_role',
  'already_active',
  'has_badges',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/**
 * The allowed moves (spec 1 §4): a new operation is pending; its job makes it running; it
 * ends completed (every member has an outcome) or failure (the run itself could not go on).
 * A run resumed after a crash finds it running and keeps it so. Completed and failure are
 * final.
 */
const TRANSITIONS: Record<BulkOperationStatus, readonly BulkOperationStatus[]> = {
  pending: ['running', 'failure'],
  running: ['running', 'completed', 'failure'],
  completed: [],
  failure: [],
};

/** Whether an operation may move from `from` to `to` (TRANSITIONS above). Never throws. */
export function canMoveBulkOperation(from: BulkOperationStatus, to: BulkOperationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an operation may be in for its job to (re)start it: pending or running. */
export const BULK_RUNNABLE_STATUSES = BULK_OPERATION_STATUSES.filter((s) =>
  canMoveBulkOperation(s, 'running'),
);

/** True when the operation has ended (completed or failure): nothing will change it. */
export function isBulkOperationFinished(status: BulkOperationStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/**
 * Progress in whole percent, 0–100, rounded down so that 100 means every member is done:
 * `processed / total`; a completed operation is 100 whatever its counts (an empty target),
 * a processed count above the total (never expected) is capped. Never throws.
 */
export function bulkProgressPercent(op: {
  status: BulkOperationStatus;
  total: number;
  processed: number;
}): number {
  if (op.status === 'completed') return 100;
  if (op.total <= 0) return 0;
  const ratio = Math.min(Math.max(op.processed, 0), op.total) / op.total;
  return Math.floor(ratio * 100);
}

/** At most this many members in one selection (`user_ids`); "all matching" has no cap. */
export const BULK_SELECTION_MAX = 10_000;

/** Members handled per transaction by the runner (each in its own savepoint). */
export const BULK_CHUNK_SIZE = 50;

/** The runner writes `processed` at least this often while running, in milliseconds. */
export const BULK_PROGRESS_INTERVAL_MS = 1000;

/** The web polls a running operation this often, in milliseconds. */
export const BULK_POLL_INTERVAL_MS = 1000;

/**
 * A run hands over to a new job after this long (milliseconds), so that no job outlives the
 * queue's expiry (60 s) and a killed worker's operation resumes within about a minute.
 */
export const BULK_SLICE_MS = 20_000;

/** Runs of one operation that may end in an error before it is marked failure. */
export const BULK_MAX_ATTEMPTS = 3;

/** At most this many members not reached are listed with an operation (their count is whole). */
export const BULK_NOT_REACHED_LISTED = 500;

/** How many recent operations the school's list answers. */
export const BULK_RECENT_LIMIT = 20;
