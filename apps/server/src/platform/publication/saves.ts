import {
  canDeletePublication,
  decideSave,
  PUBLICATION_STATE,
  type PublicationState,
  type SaveOutcome,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { forbidden, notFound } from '../errors.ts';
import type { AudienceField } from './filters.ts';
import { claimSlug, keepOldSlug } from './old-slugs.ts';
import { afterPublish, type SchedulePublication } from './scheduling.ts';
import { slugSafe } from './slugs.ts';
import {
  type PublicationArea,
  type PublishedRecord,
  type PublishedTable,
  type StatusChange,
  statusOf,
} from './store.ts';
import { recordSave, refusalError } from './transitions.ts';

/**
 * Saving an item of any publishing area (spec 1 §4 "Publication (blog, events, jobs)"; issue
 * 13 item 2, issue 14 item 1, issue 15 item 2): the domain's decideSave decides the move, the
 * area's columns are checked and written with the item's slug (old-slugs.ts), its history row
 * and its `status_changed` event in one transaction, then it is published at its date
 * (scheduling.ts afterPublish); deleting one is the area's `deleted` event with its status
 * then. What differs per area comes in as its `PublicationArea` and the callbacks below;
 * platform imports no module.
 */

/** A transaction of the database, as the callbacks get it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A stored item of the area of table `T`. */
export type ItemRow<T extends PublishedTable> = T['$inferSelect'] & PublishedRecord;

/** What a save needs of the area's module besides its description. */
export interface SaveDeps {
  /** Queues the item's publication at its date (scheduling.ts registerPublication). */
  schedule: SchedulePublication;
}

/** An area of any table and filters, as the saves take it. */
type AnyArea<T extends PublishedTable> = PublicationArea<T, AudienceField>;

/** The current slug of a row of an area with slugs (its table's `slug` column). */
const slugOf = (row: object) => (row as { slug: string }).slug;

/** Item `id` of the actor's school under its row lock; 404 when missing or not `sees`. */
async function lockItem<T extends PublishedTable>(
  tx: Tx,
  actor: Actor,
  area: AnyArea<T>,
  id: number,
  sees: (row: ItemRow<T>) => boolean,
): Promise<ItemRow<T>> {
  const { table } = area;
  const [current] = (await tx
    .select()
    .from(table as PublishedTable)
    .where(and(eq(table.id, id), eq(table.schoolId, actor.school.id)))
    .for('update')) as unknown as ItemRow<T>[];
  if (!current || !sees(current)) throw notFound();
  return current;
}

/**
 * One save in its transaction: `write` writes the row (`current` null for a creation), then
 * its slug (a new one claimed, a changed one kept as old), what goes with it (`also`), its
 * history row and event; a slug taken meanwhile is 400 `{"slug"}`. Once committed, the item
 * is published at its date. Returns the stored row.
 */
async function saveItem<T extends PublishedTable>(
  db: Db,
  actor: Actor,
  area: AnyArea<T>,
  deps: SaveDeps,
  also: ((tx: Tx, row: ItemRow<T>) => Promise<void>) | undefined,
  write: (tx: Tx) => Promise<{ current: ItemRow<T> | null; row: ItemRow<T>; outcome: SaveOutcome }>,
): Promise<ItemRow<T>> {
  const schoolId = actor.school.id;
  const saved = await slugSafe(area, actor, () =>
    db.transaction(async (tx) => {
      const { current, row, outcome } = await write(tx);
      if (area.slugs && current) {
        const move = { schoolId, itemId: row.id, from: slugOf(current), to: slugOf(row) };
        await keepOldSlug(tx, area.slugs.old, move);
      } else if (area.slugs) {
        // A slug that led elsewhere as an old one is now this item's.
        await claimSlug(tx, area.slugs.old, schoolId, slugOf(row));
      }
      await also?.(tx, row);
      await recordSave(tx, area, actor, { current, row, outcome });
      return row;
    }),
  );
  await afterPublish(db, area, { row: saved, schedule: deps.schedule, emit: actor.emit });
  return saved;
}

/**
 * The actor creates an item of `area` (spec 1 §4): decideSave with the area's `who` and the
 * school's `requiresValidation` gives its state (draft, pending, or published, scheduled at
 * a future date); `values` then checks and gives the area's columns (400s; `authorId` is
 * the actor's unless it names another), `also` writes what goes with the item (an event's
 * tickets). The item, its slug claimed from any item it led to, its history row and event
 * are one transaction; a slug taken meanwhile is 400 `{"slug"}`. Returns the stored row; 403
 * for a move the rules refuse (transitions.ts refusalError).
 */
export async function createItem<T extends PublishedTable>(
  db: Db,
  actor: Actor,
  area: AnyArea<T>,
  input: {
    draft: boolean;
    values(outcome: SaveOutcome): Promise<Partial<T['$inferInsert']>>;
    also?(tx: Tx, row: ItemRow<T>): Promise<void>;
  },
  deps: SaveDeps,
): Promise<ItemRow<T>> {
  const outcome = decideSave(null, area.who(actor, null), {
    draft: input.draft,
    requiresValidation: area.requiresValidation(actor.school),
  });
  if (!outcome.ok) throw refusalError(area, actor, outcome.refusal);
  const values = await input.values(outcome);
  return saveItem(db, actor, area, deps, input.also, async (tx) => {
    const [row] = (await tx
      .insert(area.table as PublishedTable)
      .values({
        schoolId: actor.school.id,
        authorId: actor.user.id,
        ...values,
        state: outcome.state,
        validated: outcome.validated,
      } as never)
      .returning()) as unknown as ItemRow<T>[];
    if (!row) throw new Error(`${area.items}: the insert returned nothing.`);
    return { current: null, row, outcome };
  });
}

/**
 * The actor edits item `id` of `area` (spec 1 §4 "A validated item can then be edited only
 * by an admin (one admin-level edit)"), under its row lock: drafts, pending and refused items
 * by their author (resubmitted unless `draft`; a patch leaving `draft` out keeps a draft a
 * draft) or a validator (who validates), a validated item by an admin once (409 after).
 * `change` then checks and gives the columns written (its `publishAt` among them: a date
 * moved to the future announces the item again then, the area's `rescheduled` columns
 * cleared); `also` writes what goes with it (an event's tickets). The row, its old slug
 * (old-slugs.ts), its history row and event are one transaction; a slug taken meanwhile is
 * 400 `{"slug"}`. Returns the stored row; 404 when missing or `sees` says the actor may not
 * see it; 403/409 for a move the rules refuse (transitions.ts refusalError); the callbacks'
 * 400s.
 */
export async function editItem<T extends PublishedTable>(
  db: Db,
  actor: Actor,
  area: AnyArea<T>,
  input: {
    id: number;
    draft: boolean | undefined;
    change(
      tx: Tx,
      current: ItemRow<T>,
      outcome: SaveOutcome,
    ): Promise<Partial<T['$inferInsert']> & { publishAt: Date | null }>;
    also?(tx: Tx, row: ItemRow<T>): Promise<void>;
  },
  deps: SaveDeps & { sees(row: ItemRow<T>): boolean },
): Promise<ItemRow<T>> {
  const { table } = area;
  return saveItem(db, actor, area, deps, input.also, async (tx) => {
    const current = await lockItem(tx, actor, area, input.id, deps.sees);
    const state = current.state as PublicationState;
    const outcome = decideSave(
      { state, validated: current.validated, adminEdits: current.adminEdits },
      area.who(actor, current.authorId),
      {
        draft: input.draft ?? state === PUBLICATION_STATE.draft,
        requiresValidation: area.requiresValidation(actor.school),
      },
    );
    if (!outcome.ok) throw refusalError(area, actor, outcome.refusal);
    const values = await input.change(tx, current, outcome);
    const [row] = (await tx
      .update(table as PublishedTable)
      .set({
        ...values,
        state: outcome.state,
        validated: outcome.validated,
        adminEdits: current.adminEdits + (outcome.adminEdit ? 1 : 0),
        // A date moved to the future announces the item again at that date.
        ...(values.publishAt && values.publishAt > new Date()
          ? { announcedAt: null, ...area.rescheduled }
          : {}),
        updatedAt: new Date(),
      } as never)
      .where(eq(table.id, current.id))
      .returning()) as unknown as ItemRow<T>[];
    if (!row) throw notFound();
    return { current, row, outcome };
  });
}

/**
 * The actor deletes item `id` of `area` with what cascades from it (spec 1 §4 "a refused
 * item is edited by its author and resubmitted, or deleted"), under its row lock: its author
 * unless it was validated and published, school admins always (domain canDeletePublication
 * with the area's `who`, or `mayDelete`). Emits the area's `deleted` event with the item's
 * status then (`status`, the publication status unless the area has its own) in the same
 * transaction. 404 when missing or `sees` says the actor may not see it; 403.
 */
export async function removeItem<T extends PublishedTable>(
  db: Db,
  actor: Actor,
  area: AnyArea<T>,
  id: number,
  deps: {
    sees(row: ItemRow<T>): boolean;
    mayDelete?(row: ItemRow<T>): boolean;
    status?(row: ItemRow<T>): StatusChange['to'];
  },
): Promise<void> {
  const { table } = area;
  await db.transaction(async (tx) => {
    const current = await lockItem(tx, actor, area, id, deps.sees);
    const item = { state: current.state as PublicationState, validated: current.validated };
    const allowed = deps.mayDelete
      ? deps.mayDelete(current)
      : canDeletePublication(item, area.who(actor, current.authorId));
    if (!allowed) throw forbidden();
    await tx.delete(table as PublishedTable).where(eq(table.id, current.id));
    if (!area.events.deleted) return;
    await actor.emit(tx, area.events.deleted, {
      [area.history.subjectKey]: current.id,
      authorId: current.authorId,
      status: deps.status ? deps.status(current) : statusOf(current),
    } as never);
  });
}
