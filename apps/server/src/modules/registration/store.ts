import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema/index.ts';

/**
 * What the registrations tab's files read alike: which rows are a pending registration, which
 * members await activation, and the name or e-mail search of both lists.
 */

/**
 * What makes a role of school `schoolId` a registration waiting for validation (over user_role
 * joined to its user): e-mail confirmed, role not yet decided. The list, the decision and the
 * `userrole` counter use it.
 */
export const pendingRegistration = (schoolId: number) =>
  and(
    eq(userRoles.schoolId, schoolId),
    eq(userRoles.requiresValidation, true),
    eq(userRoles.isActive, false),
    isNull(userRoles.refusedAt),
    eq(users.isActive, true),
  );

/**
 * Members of school `schoolId` awaiting activation (over users): the account not activated and
 * a role of the school not refused (invited by an import or by hand, or registered without
 * confirming the e-mail).
 */
export const awaitingActivation = (schoolId: number) =>
  and(
    eq(users.isActive, false),
    sql`exists (select 1 from ${userRoles} r where r.user_id = ${users}.id and r.school_id = ${schoolId} and r.refused_at is null)`,
  );

/**
 * The name or e-mail search of the lists: every word of `search` found in the first, last or
 * birth name (accents and case ignored) or in the e-mail; undefined for no search.
 */
export function nameOrEmailMatches(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        sql`${users.searchName} like f_unaccent(${pattern})`,
        sql`lower(${users.email}) like ${pattern}`,
      );
    }),
  );
}
