import {
  applicationRefusal,
  DOCUMENT_MIME_TYPES,
  type DocumentFormat,
  detectDocumentFormat,
  JOB_APPLICATION_SUBMISSIONS_MAX,
  JOB_MESSAGES,
  type JobApplicationData,
  type JobApplicationMark,
} from '@alumni/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds, jobApplications, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { readMedia } from '../../platform/images.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { newApplicationEmail } from './emails.ts';
import { jobFileOf } from './files.ts';
import { isAdmin, managesAd } from './policy.ts';
import { accessTo, findJobAd, statusOf } from './store.ts';

/**
 * Applications to job ads (spec 1 §3 Job application, §5 Job; spec 2 §8 "Already applied to
 * a job offer", §9 maxJobApplication 2; issue 15 item 4): one per person and ad, decided by
 * the database's UNIQUE (job_ad_id, user_id) (a second is 409, however many arrive at once);
 * none on an ad that is not active or is past its deadline; resent at most once more.
 * Applications and their files are readable only by the applicant, the ad's author and
 * admins.
 */

export type ApplicationRow = typeof jobApplications.$inferSelect & {
  applicant: { id: number; firstName: string; lastName: string; picture: string | null };
};

const selection = {
  application: jobApplications,
  applicant: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    picture: users.picture,
  },
};
const flatten = (r: {
  application: typeof jobApplications.$inferSelect;
  applicant: ApplicationRow['applicant'];
}) => ({
  ...r.application,
  applicant: r.applicant,
});

/** Ad `id` as an applicant reaches it: 404; 403 restricted or their own; 409 when closed. */
async function openAdFor(db: Db, actor: Actor, id: number) {
  const messages = JOB_MESSAGES[actor.locale];
  const ad = await findJobAd(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!ad) throw notFound();
  const access = accessTo(actor, ad);
  if (access === 'none') throw notFound();
  if (access === 'restricted') throw forbidden(messages.restricted);
  if (ad.authorId === actor.user.id) throw forbidden(messages.ownAd);
  const refusal = applicationRefusal(
    { status: statusOf(ad), applicationDeadline: ad.applicationDeadline },
    new Date(),
  );
  if (refusal) throw conflict(messages[refusal]);
  return ad;
}

/** The columns of an application's body (its files checked as this member's uploads). */
async function columnsOf(actor: Actor, input: JobApplicationData, mediaRoot: string) {
  const cv = await jobFileOf(actor, input.cv, { mediaRoot, field: 'cv' });
  const coverLetter = await jobFileOf(actor, input.cover_letter, {
    mediaRoot,
    field: 'cover_letter',
  });
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    cvKey: cv?.key ?? '',
    cvName: cv?.name ?? '',
    coverLetterKey: coverLetter?.key ?? null,
    coverLetterName: coverLetter?.name ?? null,
  };
}

/** One application of the school by id with its applicant, or null. */
async function findApplication(db: Db, jobAdId: number, id: number) {
  const [row] = await db
    .select(selection)
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(and(eq(jobApplications.id, id), eq(jobApplications.jobAdId, jobAdId)))
    .limit(1);
  return row ? flatten(row) : null;
}

/** What telling an ad's author of a new application needs: the mailer, the public URLs. */
export interface ApplicationMail {
  mailer: Mailer;
  urls: PublicUrlConfig;
}

/**
 * Tells the author of ad `ad` that `applicant` applied (issue 30 item 3: "the job ad's author
 * is not told of a new application"): a domain event (the notifications module writes their
 * notification) and, unless they turned off the platform's e-mails in this school's settings
 * ("Recevoir les informations de la plateforme"), a mail in the school's language through the
 * job queue, keyed by the application. Both commit or roll back with the application.
 */
async function tellAuthor(
  db: Db,
  actor: Actor,
  mail: ApplicationMail,
  ad: { id: number; authorId: number; position: string },
  application: ApplicationRow,
) {
  await actor.emit(db, 'job_application.created', {
    applicationId: application.id,
    jobAdId: ad.id,
    authorId: ad.authorId,
    applicantId: actor.user.id,
    position: ad.position,
  });
  const [author] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      wantsMail: sql<boolean>`coalesce(${userSchoolSettings.platformInformationEmails}, true)`,
    })
    .from(users)
    .leftJoin(
      userSchoolSettings,
      and(
        eq(userSchoolSettings.userId, users.id),
        eq(userSchoolSettings.schoolId, actor.school.id),
      ),
    )
    .where(eq(users.id, ad.authorId))
    .limit(1);
  if (!author?.wantsMail || ad.authorId === actor.user.id) return;
  const { school } = actor;
  const locale = schoolLocale(school);
  const content = newApplicationEmail(locale, {
    schoolName: school.name,
    firstName: author.firstName,
    applicant: `${application.firstName} ${application.lastName}`,
    position: ad.position,
    link: schoolUrl(mail.urls, school, `/jobs/${ad.id}`),
  });
  await mail.mailer.send({
    school,
    to: author.email,
    ...schoolEmail(school, content, locale),
    key: `job-application:${application.id}`,
  });
}

/**
 * The actor applies to ad `id` (one INSERT … ON CONFLICT DO NOTHING on the unique pair: of
 * 50 at once, one is created), and its author is told (notification and mail, tellAuthor).
 * Returns the application; 409 "already applied" (spec 2 §8), or closed / past its deadline;
 * 404; 403; 400 per field.
 */
export async function applyToJobAd(
  db: Db,
  actor: Actor,
  input: JobApplicationData & { id: number },
  deps: { mediaRoot: string; mail: ApplicationMail },
): Promise<ApplicationRow> {
  const ad = await openAdFor(db, actor, input.id);
  const columns = await columnsOf(actor, input, deps.mediaRoot);
  const [created] = await db
    .insert(jobApplications)
    .values({ ...columns, schoolId: actor.school.id, jobAdId: ad.id, userId: actor.user.id })
    .onConflictDoNothing({ target: [jobApplications.jobAdId, jobApplications.userId] })
    .returning({ id: jobApplications.id });
  if (!created) throw conflict(JOB_MESSAGES[actor.locale].alreadyApplied);
  const row = await findApplication(db, ad.id, created.id);
  if (!row) throw notFound();
  await tellAuthor(db, actor, deps.mail, ad, row);
  return row;
}

/**
 * The actor sends their application to ad `id` again, replacing its content (spec 1 §5 Job
 * "A warning appears when reapplying"): the second and last submission (maxJobApplication
 * 2), by one conditional UPDATE. Returns it; 404 without one; 409 after the second or when
 * the ad takes no application any more.
 */
export async function resendApplication(
  db: Db,
  actor: Actor,
  input: JobApplicationData & { id: number },
  mediaRoot: string,
): Promise<ApplicationRow> {
  const ad = await openAdFor(db, actor, input.id);
  const columns = await columnsOf(actor, input, mediaRoot);
  const [updated] = await db
    .update(jobApplications)
    .set({
      ...columns,
      submissions: sql`${jobApplications.submissions} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(jobApplications.jobAdId, ad.id),
        eq(jobApplications.userId, actor.user.id),
        lt(jobApplications.submissions, JOB_APPLICATION_SUBMISSIONS_MAX),
      ),
    )
    .returning({ id: jobApplications.id });
  if (!updated) {
    const [mine] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobAdId, ad.id), eq(jobApplications.userId, actor.user.id)));
    if (!mine) throw notFound();
    throw conflict(JOB_MESSAGES[actor.locale].tooManyApplications);
  }
  const row = await findApplication(db, ad.id, updated.id);
  if (!row) throw notFound();
  return row;
}

/**
 * The applications to ad `id`, newest first, for its author and admins (issue 15 item 4
 * "The author sees applications per ad"). 404; 403 for anyone else.
 */
export async function listApplications(db: Db, actor: Actor, id: number) {
  const [ad] = await db
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.schoolId, actor.school.id)))
    .limit(1);
  if (!ad || accessTo(actor, ad) === 'none') throw notFound();
  if (!managesAd(actor, ad.authorId)) throw forbidden();
  const rows = await db
    .select(selection)
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.jobAdId, ad.id))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map(flatten);
}

/**
 * The ad's author (or an admin) marks application `applicationId` of ad `id` (issue 15 item
 * 4 "marks them"): `new`, `shortlisted` or `declined`. Returns the application; 404 when the
 * ad or the application is not there (or the ad is another school's); 403 for anyone else.
 */
export async function markApplication(
  db: Db,
  actor: Actor,
  input: { id: number; applicationId: number; mark: JobApplicationMark },
) {
  const [ad] = await db
    .select({ id: jobAds.id, authorId: jobAds.authorId })
    .from(jobAds)
    .where(and(eq(jobAds.id, input.id), eq(jobAds.schoolId, actor.school.id)))
    .limit(1);
  if (!ad) throw notFound();
  if (!managesAd(actor, ad.authorId)) throw forbidden();
  const [updated] = await db
    .update(jobApplications)
    .set({ mark: input.mark })
    .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.jobAdId, ad.id)))
    .returning({ id: jobApplications.id });
  if (!updated) throw notFound();
  const [row] = await db
    .select(selection)
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.id, updated.id));
  if (!row) throw notFound();
  return flatten(row);
}

/**
 * An application's CV or cover letter as a download, for the applicant, the ad's author and
 * admins only (issue 15 "files readable only by the applicant, the ad's author and admins");
 * 404 for anyone else, as for a file that is not there.
 */
export async function readApplicationFile(
  db: Db,
  actor: Actor,
  opts: { id: number; applicationId: number; file: 'cv' | 'cover_letter'; mediaRoot: string },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const [row] = await db
    .select({ application: jobApplications, authorId: jobAds.authorId })
    .from(jobApplications)
    .innerJoin(jobAds, eq(jobAds.id, jobApplications.jobAdId))
    .where(
      and(
        eq(jobApplications.id, opts.applicationId),
        eq(jobApplications.jobAdId, opts.id),
        eq(jobAds.schoolId, actor.school.id),
      ),
    )
    .limit(1);
  const allowed =
    row &&
    (row.application.userId === actor.user.id || row.authorId === actor.user.id || isAdmin(actor));
  if (!row || !allowed) throw notFound();
  const key = opts.file === 'cv' ? row.application.cvKey : row.application.coverLetterKey;
  const name = opts.file === 'cv' ? row.application.cvName : row.application.coverLetterName;
  const data = key ? await readMedia(opts.mediaRoot, key) : null;
  const format: DocumentFormat | null = data ? detectDocumentFormat(data) : null;
  if (!data || !format) throw notFound();
  return { data, contentType: DOCUMENT_MIME_TYPES[format], fileName: name ?? `document.${format}` };
}

/**
 * The actor's applications in this school, newest first, each with its ad (issue 15 item 4
 * "the applicant follows them in settings 'my applications'").
 */
export async function myApplications(db: Db, actor: Actor) {
  const rows = await db
    .select({ ...selection, ad: jobAds })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .innerJoin(jobAds, eq(jobAds.id, jobApplications.jobAdId))
    .where(and(eq(jobApplications.userId, actor.user.id), eq(jobAds.schoolId, actor.school.id)))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map((r) => ({ ...flatten(r), ad: r.ad }));
}
