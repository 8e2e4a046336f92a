import {
  type Locale,
  mentoringPhoneIssue,
  type PasswordChangeInput,
  type PersonalDataInput,
  type UserSchoolSettingsUpdateSchema,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { schools, sessions, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/authentication.ts';
import { badRequest } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/sessions.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import { memberBadgeIds } from '../badges/index.ts';
import type { SchoolNames } from './presenters.ts';

/** A school's subdomain and name, as the user menu lists the member's schools. */
export type SchoolName = { subdomain: string; name: string };

/**
 * Subdomain and name of every school the user has a role in. With `cache` (the app's
 * `schoolCaches.names`, by school id), a signed-in request's `/me` makes no query for them
 * once they are known; without, one query.
 */
export async function schoolNamesOf(
  db: Db,
  user: AuthUser,
  cache?: TtlCache<number, SchoolName | null>,
): Promise<SchoolNames> {
  const ids = [...new Set(user.roles.map((r) => r.schoolId))];
  const names: SchoolNames = new Map();
  if (!ids.length) return names;
  if (!cache) {
    for (const row of await loadSchoolNames(db, ids)) names.set(row.id, row);
    return names;
  }
  // One after the other: a request's queries share its transaction's one connection.
  for (const id of ids) {
    const name = await cache.get(id, async () => (await loadSchoolNames(db, [id]))[0] ?? null);
    if (name) names.set(id, name);
  }
  return names;
}

function loadSchoolNames(db: Db, ids: number[]) {
  return db
    .select({ id: schools.id, subdomain: schools.subdomain, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, ids));
}

/**
 * Saves the user's personal data (spec 1 §5 Profile) and stamps `last_profile_update`.
 * Returns nothing; the caller reloads the user.
 */
export async function updatePersonalData(
  db: Db,
  userId: number,
  input: PersonalDataInput,
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      ...(input.birth_name !== undefined ? { birthName: input.birth_name } : {}),
      ...(input.civility !== undefined ? { civility: input.civility } : {}),
      ...(input.date_birth !== undefined ? { dateBirth: input.date_birth } : {}),
      ...(input.city !== undefined ? { city: input.city } : {}),
      ...(input.country !== undefined ? { country: input.country } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.summary !== undefined ? { summary: input.summary } : {}),
      lastProfileUpdate: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Changes a password after checking the current one (400 `current_password` otherwise),
 * then ends every other session of the user: the one making the change stays open.
 */
export async function changePassword(
  db: Db,
  user: AuthUser,
  input: PasswordChangeInput,
  keepSessionCookie: string | undefined,
  locale: Locale,
): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest({ current_password: [VALIDATION_MESSAGES[locale].currentPasswordWrong] });
  }
  const passwordHash = await hashPassword(input.password);
  const keep = keepSessionCookie ? hashToken(keepSessionCookie) : '';
  // The new password and the end of the other sessions go together.
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.idHash, keep)));
  });
}

/** A user's settings row in one school, with the ids of the badges they hold there. */
type SettingsRow = typeof userSchoolSettings.$inferSelect & { schoolBadges: number[] };

/** The user's settings row in one school, made with the defaults of spec 1 §3 when never saved. */
async function settingsRow(
  db: Db,
  userId: number,
  schoolId: number,
): Promise<typeof userSchoolSettings.$inferSelect> {
  const [row] = await db
    .select()
    .from(userSchoolSettings)
    .where(and(eq(userSchoolSettings.userId, userId), eq(userSchoolSettings.schoolId, schoolId)));
  if (row) return row;
  const [created] = await db
    .insert(userSchoolSettings)
    .values({ userId, schoolId })
    .onConflictDoNothing()
    .returning();
  return created ?? (await settingsRow(db, userId, schoolId));
}

/**
 * The user's settings in one school; the defaults of spec 1 §3 when never saved. Their
 * `school_badges` are the badges admins gave them there (the badges module holds them).
 */
export async function getUserSchoolSettings(
  db: Db,
  userId: number,
  schoolId: number,
): Promise<SettingsRow> {
  const row = await settingsRow(db, userId, schoolId);
  return { ...row, schoolBadges: await memberBadgeIds(db, schoolId, userId) };
}

/**
 * Saves the given settings of the user in one school; returns the whole row. 400 on
 * `is_mentor` or `looking_for_mentor` when it turns mentoring on for a member without a phone
 * number (spec 2 §8 "a phone number is required to activate mentorship").
 */
export async function updateUserSchoolSettings(
  db: Db,
  userId: number,
  schoolId: number,
  input: z.infer<typeof UserSchoolSettingsUpdateSchema>,
): Promise<SettingsRow> {
  const current = await settingsRow(db, userId, schoolId);
  if (input.is_mentor || input.looking_for_mentor) {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    const issue = mentoringPhoneIssue(
      { is_mentor: current.isMentor, looking_for_mentor: current.lookingForMentor },
      input,
      user?.phone,
    );
    if (issue) throw badRequest({ [issue.field]: [issue.message] });
  }
  const changes: Partial<typeof userSchoolSettings.$inferInsert> = {
    weeklyJobSummary: input.weekly_job_summary,
    weeklyJobContractTypes: input.weekly_job_contract_types,
    openToOpportunities: input.open_to_opportunities,
    visibleToRecruiters: input.visible_to_recruiters,
    temporaryLecturer: input.temporary_lecturer,
    newsletter: input.newsletter,
    platformInformationEmails: input.platform_information_emails,
    experienceSharing: input.experience_sharing,
    ambassador: input.ambassador,
    jury: input.jury,
    massChatReception: input.mass_chat_reception,
    interestGroupInvitations: input.interest_group_invitations,
    isMentor: input.is_mentor,
    lookingForMentor: input.looking_for_mentor,
    mentoringTypesMentor: input.mentoring_types_mentor,
    mentoringTypesMentee: input.mentoring_types_mentee,
    maxMentee: input.max_mentee,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(userSchoolSettings)
    .set({ ...defined, updatedAt: new Date() })
    .where(and(eq(userSchoolSettings.userId, userId), eq(userSchoolSettings.schoolId, schoolId)))
    .returning();
  if (!row) throw new Error('settings row vanished');
  return { ...row, schoolBadges: await memberBadgeIds(db, schoolId, userId) };
}
