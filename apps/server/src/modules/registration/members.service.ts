import {
  type MemberAddInput,
  REGISTRATION_ADMIN_MESSAGES,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolRoles, userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { findUserByEmail } from '../auth/index.ts';
import { queueInvitations } from '../imports/index.ts';
import { assertSchoolChoices } from './service.ts';

/**
 * Manual add of a member by a school admin (spec 1 §2 Registration "manual user add", spec 2
 * §6 "School admins … can add users"): an account like an imported member's, not activated,
 * with its role in the school, and the imports' invitation (an activation link valid 7 days,
 * modules/imports/invitations.ts) queued in the request's transaction.
 */

/** What the add needs beyond the database: the mailer and the school's public origin. */
export interface MemberAddDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]`, where the link points. */
  origin: string;
}

/**
 * Adds `input` to the actor's school. The role must be enabled in the school (400 `role`
 * otherwise) and the degree and campus the school's (400 per field). A new e-mail gets an
 * account without password, not activated, and an invitation; an e-mail whose account exists
 * (a member of another school) gets the role here, active at once when the account is active
 * (no mail), else with an invitation too. 409 `{"detail"}` when the account already holds a
 * role of this school that was not refused (a refused one of the same role is given again).
 * Returns the user, its role here and whether an invitation was queued.
 */
export async function addMember(
  db: Db,
  actor: Actor,
  input: MemberAddInput,
  deps: MemberAddDeps,
): Promise<{ userId: number; userRoleId: number; invited: boolean }> {
  const { school } = actor;
  const invalidChoice = VALIDATION_MESSAGES[actor.locale].invalidChoice;
  const taken = () => conflict(REGISTRATION_ADMIN_MESSAGES[actor.locale].emailTaken);
  const [offered] = await db
    .select({ enabled: schoolRoles.enabled })
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, school.id), eq(schoolRoles.role, input.role)));
  if (!offered?.enabled) throw badRequest({ role: [invalidChoice] });
  await assertSchoolChoices(db, school, input, invalidChoice);

  const now = new Date();
  // A parallel add of the same address inserts nothing here and is found just after.
  await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      isActive: false,
      registrationDate: now,
    })
    .onConflictDoNothing();
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new Error('the added account was not found');
  if (!(await onlyRefusedRoles(db, user.id, school.id))) throw taken();

  const values = {
    isActive: user.isActive,
    activationDate: user.isActive ? now : null,
    requiresValidation: false,
    refusedAt: null,
    refusalReason: null,
    graduationYear: input.graduation_year ?? null,
    degreeId: input.degree ?? null,
    campusId: input.campus ?? null,
  };
  // The unique (user, school, role) decides a race: a refused role of the same code is given
  // again; any other existing one makes this add a conflict.
  const [role] = await db
    .insert(userRoles)
    .values({ userId: user.id, schoolId: school.id, role: input.role, ...values })
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.schoolId, userRoles.role],
      set: values,
      setWhere: isNotNull(userRoles.refusedAt),
    })
    .returning({ id: userRoles.id });
  if (!role) throw taken();
  if (user.isActive) return { userId: user.id, userRoleId: role.id, invited: false };
  await queueInvitations(db, deps.mailer, school, [user], {
    origin: deps.origin,
    keyOf: (_invitee, tokenHash) => `activation:${tokenHash}`,
  });
  return { userId: user.id, userRoleId: role.id, invited: true };
}

/** Whether every role of the user in the school was refused (true when there is none). */
async function onlyRefusedRoles(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const rows = await db
    .select({ refusedAt: userRoles.refusedAt })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.schoolId, schoolId)));
  return rows.every((row) => row.refusedAt !== null);
}
