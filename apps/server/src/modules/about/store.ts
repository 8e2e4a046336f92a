import type { LocalizedText } from '@alumni/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keyNumbers, schoolPages, teamMembers, userRoles, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * What the about module's files read alike: the school's presentations, its key numbers and its
 * team, each query naming the school (docs/architecture.md "Data access").
 */

/** The three presentations of a school (empty texts before its admins saved any). */
export interface PageTexts {
  about: LocalizedText;
  home: LocalizedText;
  mentorship: LocalizedText;
}

const EMPTY: LocalizedText = { fr: '', en: '' };

/** A stored text in both languages, whatever the JSON holds. */
export const bothLanguages = (text: Partial<LocalizedText> | null | undefined): LocalizedText => ({
  fr: text?.fr ?? '',
  en: text?.en ?? '',
});

/** The school's presentations; empty ones when it has no row yet. */
export async function pageTexts(db: Db, schoolId: number): Promise<PageTexts> {
  const [row] = await db
    .select({
      about: schoolPages.about,
      home: schoolPages.home,
      mentorship: schoolPages.mentorship,
    })
    .from(schoolPages)
    .where(eq(schoolPages.schoolId, schoolId));
  if (!row) return { about: EMPTY, home: EMPTY, mentorship: EMPTY };
  return {
    about: bothLanguages(row.about),
    home: bothLanguages(row.home),
    mentorship: bothLanguages(row.mentorship),
  };
}

/** The school's key numbers in its order. */
export async function keyNumberRows(db: Db, schoolId: number) {
  return db
    .select()
    .from(keyNumbers)
    .where(eq(keyNumbers.schoolId, schoolId))
    .orderBy(asc(keyNumbers.order), asc(keyNumbers.id));
}

/**
 * Whether the team member's linked user is still a member of the school (a role there, not a
 * refused registration). The outer row is named in full: Drizzle writes a column inside `sql`
 * without its table.
 */
const linkedIsMember = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = "team_members"."user_id" and ${userRoles.schoolId} = "team_members"."school_id" and ${userRoles.refusedAt} is null)`;

/** The columns every read of a team member selects, with the linked user's name. */
const teamColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  title: teamMembers.title,
  biography: teamMembers.biography,
  photo: teamMembers.photo,
  sortOrder: teamMembers.sortOrder,
  userId: teamMembers.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  linkedIsMember,
};

export type TeamRow = Awaited<ReturnType<typeof teamRows>>[number];

/** The school's team in its order (`sort_order`, then id). */
export async function teamRows(db: Db, schoolId: number) {
  return db
    .select(teamColumns)
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.schoolId, schoolId))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
}

/** One person of the school's team, or 404 (another school's is not found). */
export async function teamRow(db: Db, schoolId: number, memberId: number): Promise<TeamRow> {
  const [row] = await db
    .select(teamColumns)
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}

/** Whether user `userId` is a member of school `schoolId`: a role there, not refused. */
export async function isMemberOf(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const [role] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.schoolId, schoolId),
        isNull(userRoles.refusedAt),
      ),
    )
    .limit(1);
  return role !== undefined;
}
