import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import type { BulkMemberResult } from '../../platform/bulk-operations.ts';

/**
 * One member as the bulk actions' effects read them, in the runner's savepoint (issue 34
 * item 1): their account and their roles in the school (refused registrations left out).
 */
export interface BulkMember {
  id: number;
  email: string;
  firstName: string;
  /** The account is activated (users.is_active). */
  isActive: boolean;
  roles: { id: number; role: number; isActive: boolean }[];
}

/** Member `userId` of `schoolId` with their roles there, or null when not (or no longer) one. */
export async function bulkMember(
  db: Db,
  schoolId: number,
  userId: number,
): Promise<BulkMember | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      roleId: userRoles.id,
      role: userRoles.role,
      roleActive: userRoles.isActive,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.schoolId, schoolId)))
    .where(and(eq(users.id, userId), isNull(userRoles.refusedAt)))
    .orderBy(userRoles.role);
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    email: first.email,
    firstName: first.firstName,
    isActive: first.isActive,
    roles: rows.map((r) => ({ id: r.roleId, role: r.role, isActive: r.roleActive })),
  };
}

/** A member counts as active when their account and one of their roles here are (spec 1 §4). */
export const isActiveMember = (member: BulkMember) =>
  member.isActive && member.roles.some((r) => r.isActive);

/** Skipped, with the reason. */
export const skipped = (reason: Extract<BulkMemberResult, { reason: unknown }>['reason']) =>
  ({ outcome: 'skipped', reason }) as const;

/** The SQL `now()`, for dates written by effects (one clock: the database's). */
export const dbNow = sql`now()`;
