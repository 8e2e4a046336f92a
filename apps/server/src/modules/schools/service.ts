import type { LocalizedText } from '@alumni/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  customPages,
  degrees,
  features,
  keyNumbers,
  roleViewPermissions,
  schoolBadges,
  schoolFeatures,
  schoolLinks,
  schoolRoles,
  userRoles,
  userroleValidators,
} from '../../db/schema/index.ts';
import { inSequence } from '../../platform/in-sequence.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { homePresentationQuery } from '../about/index.ts';

/** Everything the details presenter needs about one school, each list scoped to it. */
export interface SchoolParts {
  /** With the visibility of a `page` entry's custom page (null: none has its slug). */
  features: (typeof schoolFeatures.$inferSelect & {
    path: string;
    reserved: boolean;
    pageVisibility: string | null;
  })[];
  links: (typeof schoolLinks.$inferSelect)[];
  roles: (typeof schoolRoles.$inferSelect)[];
  permissions: (typeof roleViewPermissions.$inferSelect & { role: number })[];
  campuses: (typeof campuses.$inferSelect)[];
  degrees: (typeof degrees.$inferSelect & { userCount: number })[];
  keyNumbers: (typeof keyNumbers.$inferSelect)[];
  badges: (typeof schoolBadges.$inferSelect)[];
  /** The home presentation (the about module's, School settings → school pages). */
  home: LocalizedText;
  validators: (typeof userroleValidators.$inferSelect)[];
}

/**
 * Loads the parts of a school shown in its public details (spec 1 §3 School):
 * features with their catalogue entry (and a custom page entry's page visibility), links,
 * roles and their permission grid, campuses, degrees with their user count, key numbers,
 * badges, the home presentation and validator scopes.
 * Every query filters by `school.id`.
 */
export async function getSchoolParts(
  db: Db,
  school: SchoolRow,
  opts: { only?: (keyof SchoolParts)[] } = {},
): Promise<SchoolParts> {
  const schoolId = school.id;
  // Permission checks need three parts: the others' queries are skipped. The queries are
  // independent, so PostgreSQL runs them side by side on the pool.
  const want = (part: keyof SchoolParts) => !opts.only || opts.only.includes(part);
  const none = Promise.resolve([] as never[]);
  const [
    featureRows,
    links,
    roles,
    permissionRows,
    campusRows,
    degreeRows,
    keyNumberRows,
    badges,
    home,
    validators,
  ] = await inSequence([
    want('features')
      ? db
          .select({
            entry: schoolFeatures,
            path: features.path,
            reserved: features.reserved,
            pageVisibility: customPages.visibility,
          })
          .from(schoolFeatures)
          .innerJoin(features, eq(features.id, schoolFeatures.featureId))
          // A page entry's page, for its public display (custom pages, one slug per school).
          .leftJoin(
            customPages,
            and(
              eq(customPages.schoolId, schoolFeatures.schoolId),
              eq(customPages.slug, schoolFeatures.slug),
            ),
          )
          .where(eq(schoolFeatures.schoolId, schoolId))
          .orderBy(asc(schoolFeatures.order), asc(schoolFeatures.id))
      : none,
    want('links')
      ? db
          .select()
          .from(schoolLinks)
          .where(eq(schoolLinks.schoolId, schoolId))
          .orderBy(asc(schoolLinks.id))
      : none,
    want('roles')
      ? db
          .select()
          .from(schoolRoles)
          .where(eq(schoolRoles.schoolId, schoolId))
          .orderBy(asc(schoolRoles.role))
      : none,
    want('permissions')
      ? db
          .select({ permission: roleViewPermissions, role: schoolRoles.role })
          .from(roleViewPermissions)
          .innerJoin(schoolRoles, eq(schoolRoles.id, roleViewPermissions.schoolRoleId))
          .where(eq(schoolRoles.schoolId, schoolId))
          .orderBy(asc(roleViewPermissions.id))
      : none,
    want('campuses')
      ? db
          .select()
          .from(campuses)
          .where(eq(campuses.schoolId, schoolId))
          .orderBy(asc(campuses.name))
      : none,
    want('degrees')
      ? db
          .select({ degree: degrees, userCount: count(userRoles.id) })
          .from(degrees)
          .leftJoin(userRoles, eq(userRoles.degreeId, degrees.id))
          .where(eq(degrees.schoolId, schoolId))
          .groupBy(degrees.id)
          .orderBy(asc(degrees.name))
      : none,
    want('keyNumbers')
      ? db
          .select()
          .from(keyNumbers)
          .where(eq(keyNumbers.schoolId, schoolId))
          .orderBy(asc(keyNumbers.order), asc(keyNumbers.id))
      : none,
    want('badges')
      ? db
          .select()
          .from(schoolBadges)
          .where(eq(schoolBadges.schoolId, schoolId))
          .orderBy(asc(schoolBadges.id))
      : none,
    want('home') ? homePresentationQuery(db, schoolId) : none,
    want('validators')
      ? db.select().from(userroleValidators).where(eq(userroleValidators.schoolId, schoolId))
      : none,
  ]);
  return {
    features: featureRows.map((r) => ({
      ...r.entry,
      path: r.path,
      reserved: r.reserved,
      pageVisibility: r.pageVisibility,
    })),
    links,
    roles,
    permissions: permissionRows.map((r) => ({ ...r.permission, role: r.role })),
    campuses: campusRows,
    degrees: degreeRows.map((r) => ({ ...r.degree, userCount: Number(r.userCount) })),
    keyNumbers: keyNumberRows,
    badges,
    home: { fr: home[0]?.home.fr ?? '', en: home[0]?.home.en ?? '' },
    validators,
  };
}

/** Validator assignments as `{scope: [user role ids]}` (the School `userrole_validators` field). */
export function groupValidators(rows: SchoolParts['validators']): Record<string, number[]> {
  const byScope: Record<string, number[]> = {};
  for (const row of rows) {
    const key = String(row.scope);
    byScope[key] ??= [];
    byScope[key].push(row.userRoleId);
  }
  return byScope;
}
