import {
  AUDIT_CHANGES_SHOWN,
  AUDIT_FACETS_MAX,
  type AuditLogFilter,
  isAuditDay,
} from '@alumni/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditChanges, auditLog, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { type PageRequest, pagedQuery } from '../../platform/paged-query.ts';

/**
 * Reading the audit log (issue 31 item 2): its entries, written by the platform's one
 * mechanism (platform/audit.ts), joined with the row changes their transaction recorded
 * (`audit_changes`, by transaction id). Always the actor's school; the tenancy wall holds
 * behind it.
 */

/** An entry as read, with its author's names when the account still exists. */
export type AuditEntryRow = Awaited<ReturnType<typeof selectEntries>>[number];
/** A change as read, with how many its entry has in all. */
export type AuditChangeRow = typeof auditChanges.$inferSelect & { total: number };

/**
 * The condition of the list and the export: the actor's school and each filter given
 * (AuditLogFilterSchema). A day bound is a whole day in the school's time zone (`from` from
 * its first instant, `to` to its last); an instant bound is taken as it is.
 */
export function auditLogWhere(actor: Actor, filter: AuditLogFilter): SQL {
  const zone = actor.school.timeZone;
  const dayStart = (day: string, plusDays: number) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
  const conditions: (SQL | undefined)[] = [
    eq(auditLog.schoolId, actor.school.id),
    filter.user === undefined ? undefined : eq(auditLog.actorId, filter.user),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.target_type === undefined ? undefined : eq(auditLog.targetType, filter.target_type),
    filter.target_id === undefined ? undefined : eq(auditLog.targetId, filter.target_id),
  ];
  if (filter.from !== undefined) {
    conditions.push(
      isAuditDay(filter.from)
        ? gte(auditLog.createdAt, dayStart(filter.from, 0))
        : gte(auditLog.createdAt, new Date(filter.from)),
    );
  }
  if (filter.to !== undefined) {
    conditions.push(
      isAuditDay(filter.to)
        ? lt(auditLog.createdAt, dayStart(filter.to, 1))
        : lte(auditLog.createdAt, new Date(filter.to)),
    );
  }
  return and(...conditions) as SQL;
}

/** The entries matching `where`, newest first, with their authors (users are global). */
function selectEntries(db: Db, where: SQL) {
  return db
    .select({
      entry: auditLog,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
        email: users.email,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .$dynamic();
}

/**
 * One page of the school's log (`GET /api/schools/{id}/logs/`), newest first, filtered, with
 * each entry's first AUDIT_CHANGES_SHOWN changes and their total. Returns `{rows, count,
 * changes}`, `changes` by transaction id.
 */
export async function listAuditLog(
  db: Db,
  actor: Actor,
  input: AuditLogFilter & PageRequest,
): Promise<{ rows: AuditEntryRow[]; count: number; changes: Map<number, AuditChangeRow[]> }> {
  const where = auditLogWhere(actor, input);
  const page = await pagedQuery(
    input,
    selectEntries(db, where),
    db.select({ count: count() }).from(auditLog).where(where),
  );
  const changes = await changesOf(
    db,
    actor,
    page.rows.map((row) => row.entry.txid),
    AUDIT_CHANGES_SHOWN,
  );
  return { ...page, changes };
}

/**
 * The newest `limit` entries matching `filter`, for the export (the list's order), with up to
 * `changesEach` changes each.
 */
export async function exportedAuditLog(
  db: Db,
  actor: Actor,
  filter: AuditLogFilter,
  limit: number,
  changesEach: number,
): Promise<{ rows: AuditEntryRow[]; changes: Map<number, AuditChangeRow[]> }> {
  const rows = await selectEntries(db, auditLogWhere(actor, filter)).limit(limit);
  const changes = await changesOf(
    db,
    actor,
    rows.map((row) => row.entry.txid),
    changesEach,
  );
  return { rows, changes };
}

/**
 * What the school's log holds, for the page's filters (`GET /api/schools/{id}/logs/facets/`):
 * the people who wrote whose account still exists (by name), the distinct actions with their
 * method and route, and the target types; each at most AUDIT_FACETS_MAX. Only admins and
 * super users are ever logged, so the lists stay short; the actions and target types read the
 * school's `(school_id, action, …)` and `(school_id, target_type, …)` indexes.
 */
export async function auditLogFacets(db: Db, actor: Actor) {
  const school = eq(auditLog.schoolId, actor.school.id);
  const authors = db
    .selectDistinct({ id: auditLog.actorId })
    .from(auditLog)
    .where(school)
    .as('authors');
  // One after the other: they share the request's transaction (one connection).
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
    })
    .from(authors)
    .innerJoin(users, eq(users.id, authors.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(AUDIT_FACETS_MAX);
  const actions = await db
    .selectDistinct({ action: auditLog.action, method: auditLog.method, route: auditLog.route })
    .from(auditLog)
    .where(school)
    .orderBy(auditLog.action, auditLog.method, auditLog.route)
    .limit(AUDIT_FACETS_MAX);
  const targets = await db
    .selectDistinct({ type: auditLog.targetType })
    .from(auditLog)
    .where(school)
    .orderBy(auditLog.targetType)
    .limit(AUDIT_FACETS_MAX);
  return { people, actions, targetTypes: targets.map((row) => row.type) };
}

/** Transaction ids per changes query (bounded parameter lists). */
const TXIDS_PER_QUERY = 1000;

/**
 * The row changes of transactions `txids` in the actor's school, the first `limit` of each in
 * the order they were made, each with its transaction's total: by transaction id.
 */
async function changesOf(
  db: Db,
  actor: Actor,
  txids: number[],
  limit: number,
): Promise<Map<number, AuditChangeRow[]>> {
  const byTx = new Map<number, AuditChangeRow[]>();
  const unique = [...new Set(txids)];
  for (let start = 0; start < unique.length; start += TXIDS_PER_QUERY) {
    const numbered = db
      .select({
        id: auditChanges.id,
        schoolId: auditChanges.schoolId,
        txid: auditChanges.txid,
        tableName: auditChanges.tableName,
        operation: auditChanges.operation,
        rowKey: auditChanges.rowKey,
        before: auditChanges.before,
        after: auditChanges.after,
        redacted: auditChanges.redacted,
        n: sql<number>`row_number() over (partition by ${auditChanges.txid} order by ${auditChanges.id})`.as(
          'n',
        ),
        total: sql<number>`(count(*) over (partition by ${auditChanges.txid}))::int`.as('total'),
      })
      .from(auditChanges)
      .where(
        and(
          eq(auditChanges.schoolId, actor.school.id),
          inArray(auditChanges.txid, unique.slice(start, start + TXIDS_PER_QUERY)),
        ),
      )
      .as('numbered');
    const found = await db
      .select()
      .from(numbered)
      .where(lte(numbered.n, limit))
      .orderBy(numbered.txid, numbered.id);
    for (const { n: _n, ...change } of found) {
      const list = byTx.get(Number(change.txid)) ?? [];
      list.push({ ...change, txid: Number(change.txid), total: Number(change.total) });
      byTx.set(Number(change.txid), list);
    }
  }
  return byTx;
}
