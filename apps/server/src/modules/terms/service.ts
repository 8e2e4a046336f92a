import {
  isTermsAcceptanceDue,
  type SchoolTerms,
  type TermsAcceptance,
  type TermsAcceptanceDue,
  type TermsChangeInput,
} from '@alumni/domain';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  schools,
  schoolTermsVersions,
  termsAcceptances,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AuthUser } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentAcceptance, presentSchoolTerms } from './presenters.ts';

/**
 * A school's terms versions and their acceptance (issue 31 item 5; domain terms.ts; docs/
 * areas/terms.md). Every query names the school (the tenancy wall is the second guard).
 */

/** How many of the latest acceptances the admins' view lists. */
const LATEST_ACCEPTANCES = 5;

/** The notification job: fans a version's mails out to its members (notify.ts). */
export const TERMS_NOTIFY_JOB = 'terms.notify';

/**
 * SQL: the user role (joined with its user) of an active member of the school: the role
 * active and not refused, the account activated. Those are mailed a notification and counted.
 */
export const activeMemberRole = and(
  eq(userRoles.isActive, true),
  isNull(userRoles.refusedAt),
  eq(users.isActive, true),
);

/** The school's current terms version row, or null before its first. */
export async function currentTermsVersion(db: Db, schoolId: number) {
  const [row] = await db
    .select()
    .from(schoolTermsVersions)
    .where(eq(schoolTermsVersions.schoolId, schoolId))
    .orderBy(desc(schoolTermsVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * The school's terms as its admins see them (`GET /api/schools/{id}/terms/`): the current
 * version, its active members and how many of them accepted it, and the latest acceptances.
 */
export async function getSchoolTerms(
  db: Db,
  schoolId: number,
  mediaUrl: MediaUrl,
): Promise<SchoolTerms> {
  const current = await currentTermsVersion(db, schoolId);
  const version = current?.version ?? 0;
  const [counts] = await db
    .select({
      members: sql<number>`count(distinct ${userRoles.userId})::int`,
      accepted: sql<number>`count(distinct ${termsAcceptances.userId})::int`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(
      termsAcceptances,
      and(
        eq(termsAcceptances.schoolId, userRoles.schoolId),
        eq(termsAcceptances.userId, userRoles.userId),
        gte(termsAcceptances.version, version),
      ),
    )
    .where(and(eq(userRoles.schoolId, schoolId), activeMemberRole));
  const latest = current
    ? await db
        .select({
          acceptedAt: termsAcceptances.acceptedAt,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          picture: users.picture,
        })
        .from(termsAcceptances)
        .innerJoin(users, eq(users.id, termsAcceptances.userId))
        .where(and(eq(termsAcceptances.schoolId, schoolId), eq(termsAcceptances.version, version)))
        .orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.id))
        .limit(LATEST_ACCEPTANCES)
    : [];
  return presentSchoolTerms(current, counts ?? { members: 0, accepted: 0 }, latest, mediaUrl);
}

/**
 * Publishes a new terms version of the actor's school (`POST /api/schools/{id}/terms/`), in
 * the request's transaction: the school's row takes the new addresses first, which locks it,
 * so two admins publishing at once get versions n and n + 1, never the same. Returns the
 * version's number. The notification is queued by the route (notify.ts).
 */
export async function publishTerms(db: Db, actor: Actor, input: TermsChangeInput): Promise<number> {
  const schoolId = actor.school.id;
  await db
    .update(schools)
    .set({ termsUseUrl: input.terms_use_url, privacyPolicyUrl: input.privacy_policy_url })
    .where(eq(schools.id, schoolId));
  const [row] = await db
    .insert(schoolTermsVersions)
    .values({
      schoolId,
      version: sql`(select coalesce(max(${schoolTermsVersions.version}), 0) + 1 from ${schoolTermsVersions} where ${schoolTermsVersions.schoolId} = ${schoolId})`,
      termsUseUrl: input.terms_use_url,
      privacyPolicyUrl: input.privacy_policy_url,
      publishedBy: actor.authUser.id,
      notifyMembers: input.notify_members,
    })
    .returning({ version: schoolTermsVersions.version });
  if (!row) throw new Error(`no terms version inserted for school ${schoolId}`);
  return row.version;
}

/**
 * Records that `userId` accepts version `version` of the school's terms, once: accepting it
 * again keeps the first date. Returns when they accepted it.
 */
async function recordAcceptance(
  db: Db,
  schoolId: number,
  userId: number,
  version: number,
): Promise<Date> {
  await db
    .insert(termsAcceptances)
    .values({ schoolId, userId, version })
    .onConflictDoNothing({
      target: [termsAcceptances.schoolId, termsAcceptances.userId, termsAcceptances.version],
    });
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.schoolId, schoolId),
        eq(termsAcceptances.userId, userId),
        eq(termsAcceptances.version, version),
      ),
    );
  if (!row) throw new Error(`terms acceptance of user ${userId} vanished`);
  return row.acceptedAt;
}

/**
 * The signed-in member accepts the school's current terms (`POST /api/users/me/terms/accept/`):
 * one row per version, the first date kept, so the call is idempotent; the account's own
 * `terms_use` and `privacy_policy` flags (spec 1 §3 User) are set too. Returns the version and
 * when it was accepted; nulls when the school never published a version (nothing to accept).
 */
export async function acceptTerms(db: Db, actor: Actor): Promise<TermsAcceptance> {
  const current = await currentTermsVersion(db, actor.school.id);
  if (!current) return presentAcceptance(null, null);
  const userId = actor.authUser.id;
  const acceptedAt = await recordAcceptance(db, actor.school.id, userId, current.version);
  await db
    .update(users)
    .set({ termsUse: true, privacyPolicy: true })
    .where(
      and(eq(users.id, userId), or(eq(users.termsUse, false), eq(users.privacyPolicy, false))),
    );
  return presentAcceptance(current.version, acceptedAt);
}

/**
 * Records, at registration, that the registrant accepted the school's current terms (they
 * ticked the terms and privacy boxes, spec 1 §5 Registration), in the registration's
 * transaction. Does nothing when the school has no terms version.
 */
export async function recordRegistrationAcceptance(
  db: Db,
  schoolId: number,
  userId: number,
): Promise<void> {
  const current = await currentTermsVersion(db, schoolId);
  if (current) await recordAcceptance(db, schoolId, userId, current.version);
}

/**
 * The terms `user` must accept in the school before anything else (the current user's
 * `terms_acceptance_due`; domain isTermsAcceptanceDue), or null. No query for someone holding
 * no active role in the school; one otherwise.
 */
export async function termsAcceptanceDue(
  db: Db,
  user: AuthUser,
  schoolId: number,
): Promise<TermsAcceptanceDue> {
  const joined = user.roles
    .filter((role) => role.schoolId === schoolId && role.isActive)
    .map((role) => role.createdAt.getTime());
  if (joined.length === 0) return null;
  const [row] = await db
    .select({
      version: schoolTermsVersions.version,
      termsUseUrl: schoolTermsVersions.termsUseUrl,
      privacyPolicyUrl: schoolTermsVersions.privacyPolicyUrl,
      publishedAt: schoolTermsVersions.publishedAt,
      // The highest version they accepted here (null: none).
      accepted: sql<
        number | null
      >`(select max(${termsAcceptances.version}) from ${termsAcceptances} where ${termsAcceptances.schoolId} = ${schoolId} and ${termsAcceptances.userId} = ${user.id})`,
    })
    .from(schoolTermsVersions)
    .where(eq(schoolTermsVersions.schoolId, schoolId))
    .orderBy(desc(schoolTermsVersions.version))
    .limit(1);
  if (!row) return null;
  const due = isTermsAcceptanceDue({
    current: { version: row.version, publishedAt: row.publishedAt },
    acceptedVersion: row.accepted,
    memberSince: new Date(Math.min(...joined)),
  });
  return due
    ? {
        version: row.version,
        terms_use_url: row.termsUseUrl,
        privacy_policy_url: row.privacyPolicyUrl,
      }
    : null;
}
