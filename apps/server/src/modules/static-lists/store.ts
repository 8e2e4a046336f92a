import {
  STATIC_LIST_SCOPES,
  type StaticListScope,
  type StaticLists,
  type StaticOption,
} from '@alumni/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staticListOptions } from '../../db/schema/index.ts';
import type { SchoolCaches } from '../../platform/school-caches.ts';

/**
 * What the static lists' reads share (docs/architecture.md "Data access"): the row every read
 * selects and the school's lists in their order. Every query names the school.
 */

export const optionColumns = {
  id: staticListOptions.id,
  scope: staticListOptions.scope,
  extId: staticListOptions.extId,
  textFr: staticListOptions.textFr,
  textEn: staticListOptions.textEn,
  position: staticListOptions.position,
};
export type OptionRow = {
  id: number;
  scope: string;
  extId: string;
  textFr: string;
  textEn: string;
  position: number;
};

/** An option as it goes out; fields listed one by one, `order` its place from 0. */
export function presentOption(row: OptionRow, order: number): StaticOption {
  return {
    id: row.id,
    scope: row.scope as StaticListScope,
    ext_id: row.extId,
    translations: { fr: row.textFr, en: row.textEn },
    order,
  };
}

/** The options of one list of the school, in their order (position, then age). */
export function listRows(db: Db, schoolId: number, scope: StaticListScope): Promise<OptionRow[]> {
  return db
    .select(optionColumns)
    .from(staticListOptions)
    .where(and(eq(staticListOptions.schoolId, schoolId), eq(staticListOptions.scope, scope)))
    .orderBy(asc(staticListOptions.position), asc(staticListOptions.id));
}

/**
 * Every list of the school, each in its order, `order` counted from 0 whatever the stored
 * positions (an older row may have left a gap). One query.
 */
export async function schoolLists(db: Db, schoolId: number): Promise<StaticLists> {
  const rows = await db
    .select(optionColumns)
    .from(staticListOptions)
    .where(eq(staticListOptions.schoolId, schoolId))
    .orderBy(asc(staticListOptions.position), asc(staticListOptions.id));
  const lists = Object.fromEntries(
    STATIC_LIST_SCOPES.map((scope): [StaticListScope, StaticOption[]] => [scope, []]),
  ) as Record<StaticListScope, StaticOption[]>;
  for (const row of rows) {
    const list = lists[row.scope as StaticListScope];
    // A scope no longer offered stays in the table, unread.
    if (list) list.push(presentOption(row, list.length));
  }
  return lists;
}

/**
 * Every list of the school as its forms read them (`GET /api/static-lists/`), from the
 * instance's cache (`schoolCaches.staticLists`, dropped on every change) or the database. For
 * the modules whose pages give the lists to readers who may not call that route (a job ad's
 * update link).
 */
export function readStaticLists(
  caches: SchoolCaches,
  db: Db,
  schoolId: number,
): Promise<StaticLists> {
  return caches.staticLists.get(schoolId, () => schoolLists(db, schoolId));
}
