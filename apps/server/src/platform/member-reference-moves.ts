import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loadMemberReferences, type MemberReference } from './member-references.ts';

/**
 * What deletion and merge do to the columns of member-references.ts, generically: count and
 * delete or reassign a member's content in a school, remove their rows of one school, and move
 * every reference from one account to another (a merge), one unique constraint conflict at a
 * time resolved by keeping the target's row. Run in the caller's transaction; the audit
 * trigger records each row changed when an admin's request runs them.
 */

/**
 * Which rows a change reaches: one school's (`schoolId`; rows of tables without a school,
 * profile items, only when `withGlobal`), or every school's (`all`, the super user's identity
 * merge, inside `acrossSchools`).
 */
export type MemberScope = { schoolId: number; withGlobal?: boolean } | 'all';

const id = (name: string) => sql.identifier(name);

/** The condition putting row `alias` of `ref`'s table in `scope` (true / false when moot). */
function inScope(ref: MemberReference, alias: string, scope: MemberScope): SQL {
  if (scope === 'all') return sql`true`;
  if (ref.schoolScoped) {
    // A row of no school (an education declared elsewhere) goes with the account's own rows.
    const orNone = scope.withGlobal ? sql` or ${id(alias)}.school_id is null` : sql``;
    return sql`(${id(alias)}.school_id = ${scope.schoolId}${orNone})`;
  }
  if (ref.schoolVia) {
    const via = ref.schoolVia;
    return sql`${id(alias)}.${id(via.column)} in (select p.id from ${id(via.table)} p where p.school_id = ${scope.schoolId})`;
  }
  return scope.withGlobal ? sql`true` : sql`false`;
}

/** The value of `userId` in the column's form (a number, or `u:<id>` for a viewer key). */
function memberValue(ref: MemberReference, userId: number): SQL {
  return ref.form === 'viewer_key' ? sql`${`u:${userId}`}` : sql`${userId}`;
}

/** Columns that may be rewritten (not the audit log, not an operation's history). */
const movable = (ref: MemberReference) => !ref.immutable && ref.form !== 'direct_key';

/**
 * How many rows of content each of `userIds` owns in `schoolId` (spec 2 §8 "Mass deletion
 * blocked when users own content"): posts, comments, articles, events, job ads, groups,
 * resources (MEMBER_REFERENCE_CLASSES `owned`). Returns a map with only the owners.
 */
export async function ownedContentCounts(
  db: Db,
  schoolId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!userIds.length) return counts;
  const refs = (await loadMemberReferences(db)).filter((r) => r.owned);
  const ids = sql.param([...userIds]);
  const parts = refs.map(
    (r) =>
      sql`select t.${id(r.column)} as user_id from ${id(r.table)} t where t.${id(r.column)} = any(${ids}::int[]) and ${inScope(r, 't', { schoolId })}`,
  );
  const result = (await db.execute(
    sql`select user_id, count(*)::int as n from (${sql.join(parts, sql` union all `)}) o group by user_id`,
  )) as unknown as { rows: { user_id: number; n: number }[] };
  for (const row of result.rows) counts.set(Number(row.user_id), Number(row.n));
  return counts;
}

/** Deletes the content `userId` owns in `schoolId` (the deletion's `content: 'delete'`). */
export async function deleteOwnedContent(db: Db, schoolId: number, userId: number) {
  for (const ref of (await loadMemberReferences(db)).filter((r) => r.owned)) {
    await db.execute(
      sql`delete from ${id(ref.table)} t where t.${id(ref.column)} = ${userId} and ${inScope(ref, 't', { schoolId })}`,
    );
  }
}

/** Gives the content `from` owns in `schoolId` to `to` (the deletion's `content: 'reassign'`). */
export async function reassignOwnedContent(db: Db, schoolId: number, from: number, to: number) {
  const refs = (await loadMemberReferences(db)).filter((r) => r.owned);
  for (const ref of refs) await moveColumn(db, ref, from, to, { schoolId });
}

/**
 * Removes `userId`'s rows of `schoolId`, as deleting their account would there (the columns
 * deleted with the account: roles, school settings, registrations, likes, tokens…), and
 * keeps the traces (a decision they took stays theirs: their account still exists). Their
 * owned content must have been deleted or reassigned before.
 */
export async function removeSchoolRows(db: Db, schoolId: number, userId: number) {
  for (const ref of await loadMemberReferences(db)) {
    if (ref.onDelete !== 'cascade' || (!ref.schoolScoped && !ref.schoolVia)) continue;
    await db.execute(
      sql`delete from ${id(ref.table)} t where t.${id(ref.column)} = ${userId} and ${inScope(ref, 't', { schoolId })}`,
    );
  }
}

/**
 * Moves every reference to `from` onto `to` within `scope` (a merge of duplicates): each
 * column in turn; a row of `from` that would break a unique constraint beside a row of `to`
 * (both liked the post, both in the group) is dropped, keeping `to`'s, after the rows that
 * point to it (an education's role) were moved to `to`'s. A direct conversation's key is
 * rewritten unless `to` already has one with the same member. Immutable columns (the audit
 * log) keep their value.
 */
export async function moveMemberReferences(db: Db, from: number, to: number, scope: MemberScope) {
  for (const ref of await loadMemberReferences(db)) {
    if (ref.form === 'direct_key') await moveDirectKeys(db, ref, from, to, scope);
    else if (movable(ref)) await moveColumn(db, ref, from, to, scope);
  }
}

interface ChildKey {
  table: string;
  column: string;
  parent: string;
}

let children: Promise<ChildKey[]> | null = null;

/** Single-column foreign keys to the `id` of tables with a member column (cached). */
function childKeys(db: Db): Promise<ChildKey[]> {
  children ??= (async () => {
    const result = (await db.execute(sql`
      select k.conrelid::regclass::text as "table", a.attname::text as "column",
        k.confrelid::regclass::text as parent
      from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
      where k.contype = 'f' and cardinality(k.conkey) = 1 and pa.attname = 'id'
        and k.confrelid <> 'public.users'::regclass`)) as unknown as { rows: ChildKey[] };
    return result.rows;
  })().catch((error) => {
    children = null;
    throw error;
  });
  return children;
}

/** `alias` satisfies a partial index's predicate (true for a full one). */
function predicateOn(table: string, alias: string, predicate: string | null): SQL {
  if (!predicate) return sql`true`;
  return sql`${id(alias)}.ctid in (select ctid from ${id(table)} where ${sql.raw(predicate)})`;
}

/** Moves one column from `from` to `to` in `scope`, dropping `from`'s conflicting rows. */
async function moveColumn(
  db: Db,
  ref: MemberReference,
  from: number,
  to: number,
  scope: MemberScope,
) {
  const table = id(ref.table);
  const col = id(ref.column);
  const fromValue = memberValue(ref, from);
  const toValue = memberValue(ref, to);
  for (const unique of ref.uniques) {
    const same = unique.columns
      .filter((name) => name !== ref.column)
      .map((name) => sql`k.${id(name)} = d.${id(name)}`);
    const conflict = sql`d.${col} = ${fromValue} and ${inScope(ref, 'd', scope)}
      and ${predicateOn(ref.table, 'd', unique.predicate)}
      and exists (select 1 from ${table} k where k.${col} = ${toValue}
        and ${predicateOn(ref.table, 'k', unique.predicate)}
        ${same.length ? sql`and ${sql.join(same, sql` and `)}` : sql``})`;
    if (ref.primaryKey.length === 1 && ref.primaryKey[0] === 'id') {
      await repointChildren(db, ref, unique.columns, conflict, toValue);
    }
    await db.execute(sql`delete from ${table} d where ${conflict}`);
  }
  await db.execute(
    sql`update ${table} d set ${col} = ${toValue} where d.${col} = ${fromValue} and ${inScope(ref, 'd', scope)}`,
  );
}

/**
 * Before `from`'s conflicting rows of `ref`'s table are dropped, points the rows referring to
 * them (by `id`) to the matching row of `to`, dropping those that would themselves conflict.
 */
async function repointChildren(
  db: Db,
  ref: MemberReference,
  uniqueColumns: string[],
  conflict: SQL,
  toValue: SQL,
) {
  const kids = (await childKeys(db)).filter((k) => k.parent === ref.table);
  if (!kids.length) return;
  const table = id(ref.table);
  const same = uniqueColumns
    .filter((name) => name !== ref.column)
    .map((name) => sql`k.${id(name)} = d.${id(name)}`);
  const pairs = sql`select d.id as d_id, (select k.id from ${table} k where k.${id(ref.column)} = ${toValue}
      ${same.length ? sql`and ${sql.join(same, sql` and `)}` : sql``} order by k.id limit 1) as k_id
    from ${table} d where ${conflict}`;
  for (const kid of kids) {
    const child = id(kid.table);
    const fk = id(kid.column);
    const { uniques } = await childUniques(db, kid);
    for (const columns of uniques) {
      const others = columns
        .filter((name) => name !== kid.column)
        .map((name) => sql`y.${id(name)} = x.${id(name)}`);
      await db.execute(sql`with pairs as (${pairs})
        delete from ${child} x using pairs where x.${fk} = pairs.d_id and exists (
          select 1 from ${child} y where y.${fk} = pairs.k_id
          ${others.length ? sql`and ${sql.join(others, sql` and `)}` : sql``})`);
    }
    await db.execute(sql`with pairs as (${pairs})
      update ${child} x set ${fk} = pairs.k_id from pairs where x.${fk} = pairs.d_id`);
  }
}

/** The unique column sets of a child table that include its key to the parent. */
async function childUniques(db: Db, kid: ChildKey): Promise<{ uniques: string[][] }> {
  const result = (await db.execute(sql`
    select array(select a.attname::text from unnest(i.indkey) k(n)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n) as columns
    from pg_index i where i.indisunique and i.indrelid = ${kid.table}::regclass`)) as unknown as {
    rows: { columns: string[] }[];
  };
  return { uniques: result.rows.map((r) => r.columns).filter((c) => c.includes(kid.column)) };
}

/** Rewrites the direct conversations' keys naming `from` to name `to`, where free. */
async function moveDirectKeys(
  db: Db,
  ref: MemberReference,
  from: number,
  to: number,
  scope: MemberScope,
) {
  const other = sql`(case when split_part(d.direct_key, ':', 1) = ${String(from)}
    then split_part(d.direct_key, ':', 2) else split_part(d.direct_key, ':', 1) end)::int`;
  const key = sql`least(${to}::int, ${other})::text || ':' || greatest(${to}::int, ${other})::text`;
  await db.execute(sql`update ${id(ref.table)} d set direct_key = ${key}
    where d.direct_key is not null and ${inScope(ref, 'd', scope)}
      and ${String(from)} in (split_part(d.direct_key, ':', 1), split_part(d.direct_key, ':', 2))
      and not exists (select 1 from ${id(ref.table)} x
        where x.school_id = d.school_id and x.direct_key = ${key})`);
}
