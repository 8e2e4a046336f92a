import type { ReactNode } from 'react';

/**
 * The parts of a decision queue (validations centre, settings queues) that hold no markup:
 * what a row or bulk action is, and running one decision per selected record.
 */

/** The words of a confirm dialog, asked before an irreversible decision. */
export interface ConfirmText {
  title: string;
  message: string;
  confirmLabel: string;
}

/** A decision offered on one row. */
export interface RowAction {
  key: string;
  label: string;
  /** The button's accessible name, naming the row's subject ("Refuse Inès Essai's registration"). */
  name: string;
  icon?: ReactNode;
  /** The main decision of the row (filled button); others are outlined. */
  primary?: boolean;
  /** Set for irreversible decisions: asked in a dialog before `run`. */
  confirm?: ConfirmText;
  loading?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** A decision applied to every selected record it applies to, one call each. */
export interface BulkAction<T> {
  key: string;
  label: string;
  icon?: ReactNode;
  primary?: boolean;
  /** Whether the decision may be taken on this record (the button acts on those only). */
  appliesTo?: (record: T) => boolean;
  /**
   * The confirm dialog's words; a bulk decision is always asked first, by default with the
   * action and how many records it touches.
   */
  confirm?: (records: T[]) => ConfirmText;
  /** One record's decision (the API has no bulk endpoints: spec 2 lists one call per item). */
  runOne: (record: T) => Promise<unknown>;
  /** The success notice for `count` records decided (by default, "N decisions saved"). */
  doneMessage?: (count: number) => string;
}

/** The selected records a bulk action applies to. */
export function bulkTargets<T>(action: Pick<BulkAction<T>, 'appliesTo'>, selected: T[]): T[] {
  return action.appliesTo ? selected.filter(action.appliesTo) : selected;
}

/** What a bulk run did: the records decided, and those that failed with their error. */
export interface BulkOutcome<T> {
  done: T[];
  failed: { record: T; error: unknown }[];
}

/**
 * Runs `runOne` on each record, one after another (so the server sees the decisions in the
 * order shown and a rate limit is not hit all at once), and never rejects: a failure is kept
 * with its record and the run goes on.
 */
export async function runEach<T>(
  records: readonly T[],
  runOne: (record: T) => Promise<unknown>,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  for (const record of records) {
    try {
      await runOne(record);
      outcome.done.push(record);
    } catch (error) {
      outcome.failed.push({ record, error });
    }
  }
  return outcome;
}

/** The selection kept after the records changed (a refetch, a decision): those still listed. */
export function keptSelection<T extends { id: number | string }>(
  selected: readonly T[],
  records: readonly T[],
): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return selected.flatMap((record) => {
    const current = byId.get(record.id);
    return current ? [current] : [];
  });
}
