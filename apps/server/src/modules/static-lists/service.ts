import {
  moveOption,
  proposeOptionCode,
  STATIC_LIST_OPTIONS_MAX,
  STATIC_LIST_REFS,
  type StaticListScope,
  type StaticOptionAdmin,
  type StaticOptionCreate,
  type StaticOptionPatch,
  staticOptionInUse,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, staticListOptions } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { renumber as renumberRows } from '../../platform/row-order.ts';
import type { StaticListUsageRegistry } from '../../platform/static-list-usage.ts';
import { listRows, type OptionRow, presentOption } from './store.ts';

/**
 * School settings → static lists (spec 1 §3 Other "List translation: scope, ext_id, locale,
 * translation, order"; issue 31 item 3): one list's options with what uses each, added,
 * renamed, moved and deleted by the school's admins. Every change holds the school's row
 * (no key update: other tables' foreign keys still read it), so two admins changing a list
 * take turns and its places stay 0, 1, 2…; deleting holds the option's row too, so content
 * choosing it meanwhile (checkStaticOption) is counted.
 */

/** What the services need besides the database: who counts the content using an option. */
export interface StaticListDeps {
  usage: StaticListUsageRegistry;
}

/** Waits for, then holds, the school's row until the transaction ends. */
async function lockSchool(db: Db, schoolId: number): Promise<void> {
  await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('no key update');
}

/** The options of `rows` (in their order) with their uses, as School settings shows them. */
async function withUses(
  db: Db,
  schoolId: number,
  scope: StaticListScope,
  rows: readonly OptionRow[],
  deps: StaticListDeps,
): Promise<StaticOptionAdmin[]> {
  const usage = await deps.usage.usage(
    db,
    schoolId,
    scope,
    rows.map((row) => row.extId),
  );
  return rows.map((row, order) => ({
    ...presentOption(row, order),
    uses: usage.get(row.extId) ?? [],
  }));
}

/** The school's list `scope` in its order, each option with what uses it. */
export async function listOptions(
  db: Db,
  actor: Actor,
  scope: StaticListScope,
  deps: StaticListDeps,
): Promise<StaticOptionAdmin[]> {
  return listOf(db, actor.school.id, scope, deps);
}

async function listOf(
  db: Db,
  schoolId: number,
  scope: StaticListScope,
  deps: StaticListDeps,
): Promise<StaticOptionAdmin[]> {
  return withUses(db, schoolId, scope, await listRows(db, schoolId, scope), deps);
}

/** One option of the list as School settings shows it, or 404. */
async function optionOf(
  db: Db,
  schoolId: number,
  scope: StaticListScope,
  optionId: number,
  deps: StaticListDeps,
): Promise<StaticOptionAdmin> {
  const found = (await listOf(db, schoolId, scope, deps)).find((o) => o.id === optionId);
  if (!found) throw notFound();
  return found;
}

/** Sets the places of `ids` to 0, 1, 2… (platform/row-order.ts). */
const renumber = (db: Db, schoolId: number, ids: readonly number[]) =>
  renumberRows(
    db,
    staticListOptions,
    {
      id: staticListOptions.id,
      schoolId: staticListOptions.schoolId,
      position: staticListOptions.position,
    },
    schoolId,
    ids,
  );

/**
 * Adds an option at the end of the list: its texts, and its code as given (400 `{"ext_id"}`
 * when another option of the list has it) or made from its texts (proposeOptionCode). 400
 * `{"detail"}` when the list holds STATIC_LIST_OPTIONS_MAX options.
 */
export async function createOption(
  db: Db,
  actor: Actor,
  scope: StaticListScope,
  input: StaticOptionCreate,
  deps: StaticListDeps,
): Promise<StaticOptionAdmin> {
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const rows = await listRows(tx, schoolId, scope);
    if (rows.length >= STATIC_LIST_OPTIONS_MAX) {
      throw badRequest({ detail: STATIC_LIST_REFS.tooMany });
    }
    const taken = new Set(rows.map((row) => row.extId));
    if (input.ext_id !== undefined && taken.has(input.ext_id)) {
      throw badRequest({ ext_id: [STATIC_LIST_REFS.codeTaken] });
    }
    const extId = input.ext_id ?? proposeOptionCode(input.translations, taken);
    const [row] = await tx
      .insert(staticListOptions)
      .values({
        schoolId,
        scope,
        extId,
        textFr: input.translations.fr,
        textEn: input.translations.en,
        position: rows.length,
      })
      .returning({ id: staticListOptions.id });
    if (!row) throw notFound();
    await renumber(tx, schoolId, [...rows.map((r) => r.id), row.id]);
    return optionOf(tx, schoolId, scope, row.id, deps);
  });
}

/**
 * Changes an option's texts and/or moves it to place `order` (from 0; the others keep their
 * order around it; past the end is last). Its code never changes: content keeps it. 404 when
 * not an option of the school's list.
 */
export async function updateOption(
  db: Db,
  actor: Actor,
  scope: StaticListScope,
  optionId: number,
  input: StaticOptionPatch,
  deps: StaticListDeps,
): Promise<StaticOptionAdmin> {
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const rows = await listRows(tx, schoolId, scope);
    if (!rows.some((row) => row.id === optionId)) throw notFound();
    if (input.translations) {
      await tx
        .update(staticListOptions)
        .set({ textFr: input.translations.fr, textEn: input.translations.en })
        .where(and(eq(staticListOptions.id, optionId), eq(staticListOptions.schoolId, schoolId)));
    }
    const ids = rows.map((row) => row.id);
    await renumber(
      tx,
      schoolId,
      input.order === undefined ? ids : moveOption(ids, optionId, input.order),
    );
    return optionOf(tx, schoolId, scope, optionId, deps);
  });
}

/**
 * Deletes an option no content uses; 409 naming what does ("used by 3 articles", counted by
 * the modules that own the content, through app.staticListUsage), nothing deleted. The
 * option's row is locked first: content choosing it meanwhile waits or is counted. 404 when
 * not an option of the school's list.
 */
export async function deleteOption(
  db: Db,
  actor: Actor,
  scope: StaticListScope,
  optionId: number,
  deps: StaticListDeps,
): Promise<void> {
  const schoolId = actor.school.id;
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const [locked] = await tx
      .select({ id: staticListOptions.id, extId: staticListOptions.extId })
      .from(staticListOptions)
      .where(
        and(
          eq(staticListOptions.id, optionId),
          eq(staticListOptions.schoolId, schoolId),
          eq(staticListOptions.scope, scope),
        ),
      )
      .for('update');
    if (!locked) throw notFound();
    const uses = (await deps.usage.usage(tx, schoolId, scope, [locked.extId])).get(locked.extId);
    if (uses?.some((use) => use.count > 0)) {
      throw conflict(staticOptionInUse(actor.locale, uses));
    }
    await tx
      .delete(staticListOptions)
      .where(and(eq(staticListOptions.id, optionId), eq(staticListOptions.schoolId, schoolId)));
    const rest = await listRows(tx, schoolId, scope);
    await renumber(
      tx,
      schoolId,
      rest.map((row) => row.id),
    );
  });
}
