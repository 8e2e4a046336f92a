import { ROLE } from '@alumni/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditChanges,
  auditLog,
  campuses,
  degrees,
  schoolRoles,
  schools,
} from '../db/schema/index.ts';

/**
 * A few entries of the demo school's audit log (School settings → logs, issue 31 item 2), so
 * that a new install shows the page working. The seed writes with the owner's handle outside
 * any request, so the mechanism (platform/audit.ts, migration 0032) records nothing of it;
 * these are written as it would have: same action names (operationIds), routes, targets and
 * row changes (`before`/`after` holding only the changed columns, secrets only named in
 * `redacted`), each "after" being the data as seeded.
 *
 * Their transaction ids are negative: a real transaction's id (`txid_current()`) is positive,
 * so no later change can join a seeded entry.
 */

type Change = Omit<typeof auditChanges.$inferInsert, 'schoolId' | 'txid'>;
interface SeededEntry {
  daysAgo: number;
  /** Local wall-clock hour, for entries spread over the working day. */
  hour: number;
  actorId: number;
  method: string;
  route: string;
  action: string;
  target: { type: string; id: string | null; params: Record<string, string> };
  status: number;
  changes: Change[];
}

/**
 * Writes the demo school's seeded log entries (see above) with their changes: an admin
 * changing the school's information, renaming a campus, adding a degree, recolouring a role
 * and changing their password (the hash only named), a super user opening the public pages.
 * `now` dates them over the last days. Call inside the seed's transaction, after the school,
 * its campuses, degrees, roles and the accounts exist.
 */
export async function seedAuditLog(
  tx: Db,
  opts: { schoolId: number; adminId: number; superUserId: number; now: Date },
): Promise<void> {
  const { schoolId, adminId, superUserId, now } = opts;
  const [school] = await tx.select().from(schools).where(eq(schools.id, schoolId));
  const [online] = await tx
    .select()
    .from(campuses)
    .where(eq(campuses.schoolId, schoolId))
    .orderBy(desc(campuses.id))
    .limit(1);
  const [degree] = await tx
    .select()
    .from(degrees)
    .where(eq(degrees.schoolId, schoolId))
    .orderBy(desc(degrees.id))
    .limit(1);
  const [alumni] = await tx
    .select()
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, schoolId), eq(schoolRoles.role, ROLE.Alumni)))
    .orderBy(asc(schoolRoles.id));
  if (!school || !online || !degree || !alumni) throw new Error('Seed the demo school first.');
  const sid = String(schoolId);
  const update = (table: string, id: number, before: object, after: object): Change => ({
    tableName: table,
    operation: 'UPDATE',
    rowKey: { id },
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
    redacted: [],
  });
  const at = (daysAgo: number, hour: number) => {
    const date = new Date(now.getTime() - daysAgo * 86_400_000);
    date.setHours(hour, (hour * 7) % 60, 0, 0);
    return date;
  };

  const entries: SeededEntry[] = [
    {
      daysAgo: 6,
      hour: 9,
      actorId: adminId,
      method: 'PATCH',
      route: '/schools/{id}/',
      action: 'patchSchoolInfoSchool',
      target: { type: 'schools', id: sid, params: { id: sid } },
      status: 200,
      changes: [
        update(
          'schools',
          schoolId,
          { address: '12, rue de la Paix — Paris', phone_countries: ['FR', 'BE', 'CH'] },
          { address: school.address, phone_countries: school.phoneCountries },
        ),
      ],
    },
    {
      daysAgo: 5,
      hour: 11,
      actorId: adminId,
      method: 'PATCH',
      route: '/schools/{id}/campuses/{campusId}/',
      action: 'patchCampusCampus',
      target: {
        type: 'campuses',
        id: String(online.id),
        params: { id: sid, campusId: String(online.id) },
      },
      status: 200,
      changes: [
        update('campuses', online.id, { name: 'Campus à distance' }, { name: online.name }),
      ],
    },
    {
      daysAgo: 4,
      hour: 14,
      actorId: adminId,
      method: 'POST',
      route: '/schools/{id}/degrees/',
      action: 'postDegreeDegrees',
      target: { type: 'degrees', id: String(degree.id), params: { id: sid } },
      status: 201,
      changes: [
        {
          tableName: 'degrees',
          operation: 'INSERT',
          rowKey: { id: degree.id },
          before: null,
          after: {
            id: degree.id,
            name: degree.name,
            section: degree.section,
            school_id: schoolId,
            subsection: degree.subsection,
          },
          redacted: [],
        },
      ],
    },
    {
      daysAgo: 3,
      hour: 16,
      actorId: adminId,
      method: 'PATCH',
      route: '/schools/{id}/roles/{roleId}/',
      action: 'patchRoleSettingsRole',
      target: {
        type: 'roles',
        id: String(alumni.id),
        params: { id: sid, roleId: String(alumni.id) },
      },
      status: 200,
      changes: [
        update(
          'school_roles',
          alumni.id,
          { color: alumni.color === '#868e96' ? '#495057' : '#868e96' },
          { color: alumni.color },
        ),
      ],
    },
    {
      daysAgo: 2,
      hour: 10,
      actorId: superUserId,
      method: 'PATCH',
      route: '/schools/{id}/',
      action: 'patchSchoolInfoSchool',
      target: { type: 'schools', id: sid, params: { id: sid } },
      status: 200,
      changes: [
        update(
          'schools',
          schoolId,
          { has_public_pages: !school.hasPublicPages },
          { has_public_pages: school.hasPublicPages },
        ),
      ],
    },
    {
      daysAgo: 1,
      hour: 8,
      actorId: adminId,
      method: 'POST',
      route: '/users/me/password/',
      action: 'postUserPassword',
      target: { type: 'users', id: String(adminId), params: {} },
      status: 200,
      changes: [
        {
          ...update(
            'users',
            adminId,
            { updated_at: at(30, 12).toISOString() },
            { updated_at: at(1, 8).toISOString() },
          ),
          redacted: ['password_hash'],
        },
      ],
    },
  ];

  for (const [index, entry] of entries.entries()) {
    const txid = -(index + 1);
    await tx.insert(auditLog).values({
      schoolId,
      actorId: entry.actorId,
      createdAt: at(entry.daysAgo, entry.hour),
      method: entry.method,
      route: entry.route,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      target: entry.target.params,
      status: entry.status,
      requestId: `seed-${index + 1}`,
      txid,
    });
    await tx
      .insert(auditChanges)
      .values(entry.changes.map((change) => ({ ...change, schoolId, txid })));
  }
}
