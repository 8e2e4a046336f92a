import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Who counts as a member of a school for the other members (spec 1 §2 Directory, §4
 * "Registrations wait for validation", spec 2 §9 "Inactive roles count only if the school
 * shows inactive users"): the one predicate behind the directory, its map, the recent
 * joiners, profiles and reports, so that a registrant waiting for validation is hidden from
 * members everywhere alike. School admins see such registrants in the registrations queue.
 */

/** The columns of a user role (the table or an alias of it) the predicate reads. */
export interface MemberRoleColumns {
  isActive: AnyPgColumn;
  requiresValidation: AnyPgColumn;
  refusedAt: AnyPgColumn;
}

/**
 * SQL: the user role `role`, held by a user whose `is_active` is `userActive`, shows its
 * holder to the school's members. It must not be refused, and be active with its user
 * active (e-mail confirmed); when the school shows inactive users (`showInactive`), a role
 * not activated yet counts too, but never one that waits for validation (a registration or
 * a new-role request not decided yet).
 */
export function visibleMemberRole(
  role: MemberRoleColumns,
  userActive: AnyPgColumn,
  showInactive: boolean,
): SQL {
  const shown = showInactive
    ? sql`((${role.isActive} and ${userActive}) or not ${role.requiresValidation})`
    : sql`(${role.isActive} and ${userActive})`;
  return sql`(${role.refusedAt} is null and ${shown})`;
}
