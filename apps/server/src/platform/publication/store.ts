import {
  type Locale,
  PUBLICATION_STATE,
  type PublicationActor,
  type PublicationState,
  type PublicationStatus,
  publicationStatus,
  type PublicationArea as ReasonArea,
} from '@alumni/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { OldSlugsTable } from '../../db/schema/publication.ts';
import type { Actor } from '../actor.ts';
import type { DomainEventName, EmitDomainEvent } from '../domain-events.ts';
import type { Audience, AudienceField } from './filters.ts';

/**
 * The one publication workflow of every publishing area (articles, events, job ads; spec 1
 * §4 "Publication (blog, events, jobs)"), on the server side: the domain decides each move
 * (packages/domain publication.ts), this folder applies it to the area's table and history
 * table, queues publication at a date and counts what waits for validation. An area
 * describes itself once (`PublicationArea`): its table, its history table, its events.
 *
 * It lives in platform/ because it is a building block modules use and it knows no module:
 * each area hands in its tables and the events it emits (modules may not import each other's
 * files, and platform imports no module).
 */

/** The columns every publishing table has (same property names: `state`, `publishAt`…). */
export type PublishedTable = PgTable & {
  id: AnyPgColumn;
  schoolId: AnyPgColumn;
  authorId: AnyPgColumn;
  state: AnyPgColumn;
  publishAt: AnyPgColumn;
  announcedAt: AnyPgColumn;
  validated: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** What the workflow reads of a stored item. */
export interface PublishedRecord {
  id: number;
  schoolId: number;
  authorId: number;
  state: number;
  publishAt: Date | null;
  announcedAt: Date | null;
  validated: boolean;
  adminEdits: number;
}

/** A history table (db/schema/publication.ts publicationHistoryTable) and its item column. */
export interface HistoryTable {
  table: PgTable & {
    id: AnyPgColumn;
    actorId: AnyPgColumn;
    action: AnyPgColumn;
    fromStatus: AnyPgColumn;
    toStatus: AnyPgColumn;
    reason: AnyPgColumn;
    createdAt: AnyPgColumn;
  };
  /** The item column (`article_history.article_id`). */
  subject: AnyPgColumn;
  /** Its property name (`articleId`), also the item's key in a publication job's data. */
  subjectKey: string;
}

/** A move between statuses, as an area's `status_changed` event carries it. */
export interface StatusChange {
  id: number;
  authorId: number;
  actorId: number | null;
  /** A publication status, or an area's own (a job ad's `inactive`). */
  from: PublicationStatus | (string & {}) | null;
  to: PublicationStatus | (string & {});
  reason: string | null;
}

/** The words of the refusals of the publication rules, in one language. */
export interface RefusalMessages {
  adminEditUsed: string;
  notPending: string;
  validatedLocked: string;
  reasonRequired: string;
}

/** An area's slugs (slugs.ts), for areas whose items are read by slug: its table's `slug`. */
export interface AreaSlugs {
  /** Its old slugs (db/schema/publication.ts oldSlugsTable: `article_slugs`; old-slugs.ts). */
  old: OldSlugsTable;
  /** The words of 400 `{"slug"}`: the slug is another item's. */
  taken(locale: Locale): string;
}

/**
 * One publishing area as the workflow sees it (`F`: the restriction filters of its items).
 * The same description serves reviews, publication at a date, and saves (saves.ts).
 */
export interface PublicationArea<
  T extends PublishedTable = PublishedTable,
  F extends AudienceField = AudienceField,
> {
  /** Prefix of its jobs (`blog` → `blog.publish`, `blog.sweep`). */
  area: string;
  /** What its items are called in logs (`articles`). */
  items: string;
  table: T;
  history: HistoryTable;
  /** The refusal messages of its catalogue. */
  messages(locale: Locale): RefusalMessages;
  /** Whose refusal reasons its validators tick (School settings; domain PUBLICATION_AREAS). */
  refusalReasons: ReasonArea;
  /**
   * Its events: `statusChanged` on every move, `deleted` when an item is deleted (for areas
   * that delete), each with the item's id under the history's `subjectKey` (`articleId`).
   */
  events: { statusChanged: DomainEventName; deleted?: DomainEventName };
  /** What happens once when an item becomes readable (blog: `article.published`). */
  announced?(emit: EmitDomainEvent, db: Db, row: T['$inferSelect']): Promise<void>;
  /** The actor as the publication rules see them, for an item by `authorId` (null: new). */
  who(actor: Actor, authorId: number | null): PublicationActor;
  /** Whether the school makes members' items wait for a validator (`validate_blog`…). */
  requiresValidation(school: Actor['school']): boolean;
  /** Its restriction filters (filters.ts audienceFilters). */
  audience: Audience<F>;
  /** Its slugs, for areas whose items are read by slug (slugs.ts); job ads have none. */
  slugs?: AreaSlugs;
  /**
   * Columns an edit clears besides `announcedAt` when it moves the date to the future (job
   * ads: `warnedAt`, as their 90 days start again then).
   */
  rescheduled?: Record<string, null>;
}

/** Emits the area's `status_changed` event for a move (`{articleId, authorId, …}`). */
export function emitStatusChange(
  area: PublicationArea,
  emit: EmitDomainEvent,
  db: Db,
  change: StatusChange,
): Promise<void> {
  const { id, ...rest } = change;
  return emit(db, area.events.statusChanged, { [area.history.subjectKey]: id, ...rest } as never);
}

/** SQL of an item's publication status at the database's `now()` (domain publicationStatus). */
export function statusCondition(table: PublishedTable, status: PublicationStatus): SQL {
  const { draft, pending, published, refused } = PUBLICATION_STATE;
  switch (status) {
    case 'draft':
      return eq(table.state, draft);
    case 'pending':
      return eq(table.state, pending);
    case 'refused':
      return eq(table.state, refused);
    case 'scheduled':
      return sql`(${table.state} = ${published} and ${table.publishAt} > now())`;
    default:
      return sql`(${table.state} = ${published} and (${table.publishAt} is null or ${table.publishAt} <= now()))`;
  }
}

/** The status of a stored item now. */
export const statusOf = (row: { state: number; publishAt: Date | null }, now = new Date()) =>
  publicationStatus(row.state as PublicationState, row.publishAt, now);

/** How many items of school `schoolId` wait for validation (the area's validation counter). */
export async function pendingCount(db: Db, table: PublishedTable, schoolId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), statusCondition(table, 'pending')));
  return row?.n ?? 0;
}

/** SQL: the reason of an item's last refusal (null when never refused). */
export function lastRefusalReason(history: HistoryTable, itemId: AnyPgColumn) {
  return sql<
    string | null
  >`(select h.reason from ${history.table} h where h.${sql.identifier(history.subject.name)} = ${itemId} and h.action = 'refuse' order by h.id desc limit 1)`;
}

/** Records one transition of an item (who, from, to, why). */
export async function recordTransition(
  db: Db,
  history: HistoryTable,
  entry: {
    schoolId: number;
    itemId: number;
    actorId: number | null;
    action: string;
    /** A publication status, or an area's own (a job ad's `inactive`). */
    from: PublicationStatus | (string & {}) | null;
    to: PublicationStatus | (string & {});
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(history.table).values({
    schoolId: entry.schoolId,
    [history.subjectKey]: entry.itemId,
    actorId: entry.actorId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    reason: entry.reason ?? null,
  } as never);
}

/** An item's history, oldest first, with each actor. */
export function historyOf(db: Db, history: HistoryTable, itemId: number) {
  const h = history.table;
  return db
    .select({
      id: sql<number>`${h.id}`,
      action: sql<string>`${h.action}`,
      from: sql<PublicationStatus | null>`${h.fromStatus}`,
      to: sql<PublicationStatus>`${h.toStatus}`,
      reason: sql<string | null>`${h.reason}`,
      createdAt: sql`${h.createdAt}`.mapWith((value: string | Date) => new Date(value)),
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
      },
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.actorId))
    .where(eq(history.subject, itemId))
    .orderBy(h.id);
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** The area's reads bound to it: its status conditions, history and last refusal reason. */
export function areaQueries(area: PublicationArea) {
  return {
    /** SQL of an item's publication status at the database's `now()`. */
    statusCondition: (status: PublicationStatus) => statusCondition(area.table, status),
    /** An item's history, oldest first, with each actor. */
    historyOf: (db: Db, itemId: number) => historyOf(db, area.history, itemId),
    /** SQL: the reason of an item's last refusal. */
    refusalReason: () => lastRefusalReason(area.history, area.table.id),
  };
}
