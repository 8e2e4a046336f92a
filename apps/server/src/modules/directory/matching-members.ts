import { type DirectoryQuery, directoryListedRoles, type PermissionSchool } from '@alumni/domain';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  canMatchSimilar,
  type DirectoryViewer,
  directoryConditions,
  type NameMatch,
  SIMILARITY_THRESHOLD,
} from './conditions.ts';

/** The admin directory's filters (the admin list's query without view, cursor and page size). */
export type AdminListFilters = Pick<
  DirectoryQuery,
  'search' | 'degrees' | 'roles' | 'campus' | 'graduation_year' | 'badge' | 'status'
>;

/** The admin list's viewer: every member of the school whatever their state (issue 12 item 8). */
function adminViewer(permissionSchool: PermissionSchool): DirectoryViewer {
  return {
    recruiter: false,
    listedRoles: directoryListedRoles(permissionSchool),
    adminList: true,
    // Ids only: no field is read.
    fields: { kind: 'admin', userId: 0 },
  };
}

const asQuery = (filters: AdminListFilters): DirectoryQuery => ({
  ...filters,
  type: 'list',
  page_size: 1,
});

/**
 * The ids of every member the admin list shows for `filters` (issue 34 item 1 "all matching
 * the filters"), ascending: the list's own conditions, names matched by word prefix and, when
 * that finds nobody, by similarity, as the list does. For bulk operations.
 */
export async function adminListMemberIds(
  db: Db,
  school: SchoolRow,
  permissionSchool: PermissionSchool,
  filters: AdminListFilters,
): Promise<number[]> {
  const query = asQuery(filters);
  const viewer = adminViewer(permissionSchool);
  const read = async (reader: Db, match: NameMatch) => {
    const rows = await reader
      .select({ id: users.id })
      .from(users)
      .where(and(...directoryConditions(school, query, viewer, match)))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  };
  const ids = await read(db, 'prefix');
  if (ids.length || !canMatchSimilar(query)) return ids;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(SIMILARITY_THRESHOLD))}`,
    );
    return read(tx, 'similar');
  });
}

/**
 * Which of `ids` the admin list shows (members of the school in any state, refused
 * registrations excepted), ascending: a bulk selection keeps those only.
 */
export async function adminListMembersAmong(
  db: Db,
  school: SchoolRow,
  permissionSchool: PermissionSchool,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const none = asQuery({
    search: '',
    degrees: [],
    roles: [],
    campus: [],
    graduation_year: [],
    badge: [],
    status: undefined,
  });
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        // One array parameter, however many ids (an IN list would take one each).
        sql`${users.id} = any(${sql.param([...ids])}::int[])`,
        ...directoryConditions(school, none, adminViewer(permissionSchool), 'prefix'),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
