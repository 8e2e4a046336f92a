import type { GroupCategory, GroupListFilter } from '@alumni/domain';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { oldSlugItem } from '../../platform/publication/old-slugs.ts';
import { accessOf, type GroupAccess } from './access.ts';
import { seesAllGroups } from './policy.ts';
import { groupsArea } from './publication.ts';
import {
  findGroup,
  type GroupRow,
  hasMembership,
  type MemberRecord,
  managersOf,
  managesCondition,
  membershipOf,
  membershipsIn,
  type PersonRow,
  selectGroups,
  statusCondition,
  visibleActiveCondition,
} from './store.ts';

/**
 * Reading groups (spec 1 §2 Groups "list (all, mine, pending)", group page; issue 33 item 1):
 * the list by filter, search and category, one group by id or slug with the actor's access.
 */

/** A list query as the routes parse it. */
export interface GroupListQuery {
  filter: GroupListFilter;
  q?: string | undefined;
  category?: GroupCategory | undefined;
  page: number;
  page_size: number;
}

/** A group in a list with what the presenters need: its managers and the actor's row. */
export interface ListedGroup {
  row: GroupRow;
  managers: PersonRow[];
  membership: MemberRecord | null;
}

/** SQL of each filter (issue 33 design "pending = my groups awaiting validation, …"). */
function filterCondition(actor: Actor, filter: GroupListFilter): SQL {
  const mine = or(
    eq(groups.authorId, actor.user.id),
    managesCondition(actor),
    hasMembership(actor, ['member', 'invited', 'pending']),
  ) as SQL;
  switch (filter) {
    case 'mine':
      return mine;
    case 'pending':
      if (seesAllGroups(actor)) return statusCondition('pending');
      return and(statusCondition('pending'), mine) as SQL;
    default:
      return visibleActiveCondition(actor);
  }
}

/** Every word of `q` in the title, case and accents ignored; undefined when blank. */
function titleSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const like = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;
  return and(
    ...words.map((word) => sql`f_unaccent(${groups.title}) ilike f_unaccent(${like(word)})`),
  );
}

/**
 * A page of the school's groups, by title, with the total (issue 33 item 1): `all` the active
 * groups the actor may see; `mine` those they created, manage, belong to, are invited to or
 * asked to join, whatever their state; `pending` those awaiting validation (theirs, or every
 * one for Club validators and admins). `q`: words of the title; `category`.
 */
export async function listGroups(
  db: Db,
  actor: Actor,
  query: GroupListQuery,
): Promise<{ rows: ListedGroup[]; count: number }> {
  const where = and(
    eq(groups.schoolId, actor.school.id),
    filterCondition(actor, query.filter),
    titleSearch(query.q),
    query.category ? eq(groups.category, query.category) : undefined,
  ) as SQL;
  const page = await pagedQuery(
    query,
    selectGroups(db)
      .where(where)
      .orderBy(asc(sql`lower(${groups.title})`), asc(groups.id))
      .$dynamic(),
    db.select({ count: count() }).from(groups).where(where),
  );
  const ids = page.rows.map((r) => r.id);
  // One after the other: both go through the request's one connection (platform/in-sequence.ts).
  const managers = await managersOf(db, ids);
  const memberships = await membershipsIn(db, actor, ids);
  return {
    count: page.count,
    rows: page.rows.map((row) => ({
      row,
      managers: managers.get(row.id) ?? [],
      membership: memberships.get(row.id) ?? null,
    })),
  };
}

/** A group with what its page shows: the actor's access and its managers. */
export interface GroupDetailsRow extends GroupAccess {
  managers: PersonRow[];
}

/** One loaded group as the actor may see it, with its managers; 404 otherwise. */
async function detailsOf(db: Db, actor: Actor, row: GroupRow): Promise<GroupDetailsRow> {
  const access = accessOf(actor, row, await membershipOf(db, row.id, actor.user.id));
  if (!access) throw notFound();
  const managers = await managersOf(db, [row.id]);
  return { ...access, managers: managers.get(row.id) ?? [] };
}

/** Group `id` as the actor may see it (issue 33 design "Visibility rules"); 404. */
export async function getGroup(db: Db, actor: Actor, id: number): Promise<GroupDetailsRow> {
  const row = await findGroup(db, actor.school.id, id);
  if (!row) throw notFound();
  return detailsOf(db, actor, row);
}

/**
 * The group at `slug` for its page, or `{movedTo}` its current slug when `slug` is an old one
 * (the route answers 301), only to an actor who may see the group; 404.
 */
export async function groupBySlug(
  db: Db,
  actor: Actor,
  slug: string,
): Promise<GroupDetailsRow | { movedTo: string }> {
  const [row] = await selectGroups(db)
    .where(and(eq(groups.schoolId, actor.school.id), eq(groups.slug, slug)))
    .limit(1);
  if (row) return detailsOf(db, actor, row);
  const old = groupsArea.slugs?.old;
  const oldId = old ? await oldSlugItem(db, old, actor.school.id, slug) : null;
  if (oldId === null) throw notFound();
  const moved = await findGroup(db, actor.school.id, oldId);
  if (!moved) throw notFound();
  const access = accessOf(actor, moved, await membershipOf(db, moved.id, actor.user.id));
  if (!access) throw notFound();
  return { movedTo: moved.slug };
}
