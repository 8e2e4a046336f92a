import { z } from 'zod';
import { JOB_REFS } from './job-messages.ts';
import {
  DEFAULT_JOB_PUBLICATION_DAYS,
  JOB_CITY_MAX,
  JOB_COMPANY_MAX,
  JOB_EMAIL_MAX,
  JOB_LINK_MAX,
  JOB_POSITION_MAX,
  MAX_JOB_APPLICATION,
} from './limits.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-images.ts';
import { type PublicationState, publicationStatus } from './publication.ts';
import { publicationReviewSchema } from './publication-settings.ts';
import { ROLE_CODES } from './roles.ts';
import { type StaticListScope, staticChoiceSchema } from './static-lists.ts';
import { RUN_ON_ANY_OBJECT } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';
import { validatesPublications } from './validations.ts';

// The messages live apart, without zod, for the code that only puts them into words.
export { JOB_MESSAGES, JOB_REFS, type JobMessageCatalogue } from './job-messages.ts';

/**
 * Job ads and applications (spec 1 §3 Job ad and Job application, §4 Job ad, §5 Job; spec 2
 * §6 validator scope 2 Jobs, §8 "Already applied to a job offer", §9 "Job position / company /
 * city / email / link 80 / 50 / 50 / 50 / 500", "Default job publication 90 days",
 * "maxJobApplication 2"; issue 15). Pure: the server enforces them (one application per
 * person and ad in the database), the web's forms use the same schemas. Publication (draft,
 * pending validation, refused, published) reuses publication.ts; a published ad is then
 * active until it is deactivated (inactive, or filled) or archived after 90 days.
 */

/** Publication lasts this many days, then the sweep archives the ad (spec 2 §9: 90). */
export const JOB_PUBLICATION_DAYS = DEFAULT_JOB_PUBLICATION_DAYS;
/** The author is warned this many days before the archive (issue 15: 7, so on day 83). */
export const JOB_EXPIRY_WARNING_DAYS = 7;
/**
 * How many times a member may send an application to one ad (spec 1 §5 Job "A warning
 * appears when reapplying. A user may not apply more than allowed (maxJobApplication 2)"):
 * what it counts is submissions by one person to one ad, the first and one more after the
 * "already applied" warning. The database keeps one application per person and ad (UNIQUE,
 * issue 15): a second POST is the warning (409); resending replaces that one application's
 * content and counts as the second submission; a third is refused (409).
 */
export const JOB_APPLICATION_SUBMISSIONS_MAX = MAX_JOB_APPLICATION;
/** Description (characters) and refusal reason. Not in the spec: a long ad fits. */
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_REFUSAL_REASON_MAX = 1000;
/** Salary as written (gross annual, spec 1 §3), e.g. "45 000 €" or "40–45 k€". */
export const JOB_SALARY_MAX = 50;
/** Application message, and the applicant's names and phone (characters). */
export const JOB_APPLICATION_MESSAGE_MAX = 5000;
export const JOB_APPLICANT_TEXT_MAX = 150;
export const JOB_APPLICANT_PHONE_MAX = 30;
/** A logo upload at most (bytes), before the server crops it to 200×200: an image's limit. */
export const JOB_LOGO_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
/** Restriction filters: at most this many values of each kind. */
export const JOB_FILTER_VALUES_MAX = 200;
/** Ads per page by default and at most; search text at most. */
export const JOBS_PAGE_SIZE = 12;
export const JOBS_PAGE_SIZE_MAX = 50;
export const JOB_SEARCH_MAX = 100;

/**
 * The fields of a job ad whose values are options of the school's static lists (spec 1 §3 Job
 * ad "contract type, business sector, experience required, role/category"; issue 31 item 3),
 * and their lists: the ad stores the option's code, the server checks it against the school's
 * list (static-lists.ts STATIC_LIST_DEFAULTS gives a new school's first options).
 */
export const JOB_LIST_FIELDS = {
  contract_type: 'contract_type',
  sector: 'business_sector',
  experience: 'job_experience',
  category: 'job_category',
} as const satisfies Record<string, StaticListScope>;
export type JobListField = keyof typeof JOB_LIST_FIELDS;

/**
 * How a deactivated ad was filled (spec 1 §4 Job ad "Deactivation asks how it was filled:
 * unknown, via this network, outside it, still open"); kept for statistics.
 */
export const JOB_FILLED_HOW = ['unknown', 'network', 'outside', 'open'] as const;
export type JobFilledHow = (typeof JOB_FILLED_HOW)[number];

/** An active ad's end: `archived` (inactive) or `filled`. */
export type JobClosure = 'archived' | 'filled';

/** Filled when the answer says it was (via this network or outside it), archived otherwise. */
export const closureOf = (how: JobFilledHow): JobClosure =>
  how === 'network' || how === 'outside' ? 'filled' : 'archived';

/**
 * A job ad's status (spec 1 §4 Job ad "pending validation, active, inactive (archived),
 * refused (with reason), filled"; the publication states give draft and, for a future
 * publication date, scheduled).
 */
export const JOB_AD_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'active',
  'inactive',
  'filled',
  'refused',
] as const;
export type JobAdStatus = (typeof JOB_AD_STATUSES)[number];

/** The status of an ad in publication `state`, closed as `closure` (null: open), at `now`. */
export function jobAdStatus(
  ad: { state: PublicationState; closure: JobClosure | null; publishAt: Date | null },
  now: Date,
): JobAdStatus {
  const status = publicationStatus(ad.state, ad.publishAt, now);
  if (status !== 'published') return status;
  if (ad.closure === 'filled') return 'filled';
  return ad.closure === 'archived' ? 'inactive' : 'active';
}

const DAY_MS = 86_400_000;
/** When an ad published at `publishedAt` is archived: 90 days later (spec 2 §9). */
export const jobAdExpiresAt = (publishedAt: Date) =>
  new Date(publishedAt.getTime() + JOB_PUBLICATION_DAYS * DAY_MS);
/** When its author is warned: 7 days before, day 83. */
export const jobAdWarningAt = (publishedAt: Date) =>
  new Date(publishedAt.getTime() + (JOB_PUBLICATION_DAYS - JOB_EXPIRY_WARNING_DAYS) * DAY_MS);

/** `now`'s day in `timeZone`, as YYYY-MM-DD. */
export const dayOf = (now: Date, timeZone = 'UTC') => now.toLocaleDateString('en-CA', { timeZone });

/**
 * Why an application to an ad is refused, or null (issue 15 "An archived or past-deadline ad
 * takes no application"): `closed` unless the ad is active, `deadlinePassed` after its
 * deadline's day (in `timeZone`; the day itself is open). Never throws.
 */
export function applicationRefusal(
  ad: { status: JobAdStatus; applicationDeadline: string },
  now: Date,
  timeZone = 'UTC',
): 'closed' | 'deadlinePassed' | null {
  if (ad.status !== 'active') return 'closed';
  return ad.applicationDeadline < dayOf(now, timeZone) ? 'deadlinePassed' : null;
}

/**
 * The week a weekly job summary sent at `now` covers (issue 15 item 7 "a weekly mail of new
 * ads … one per member per week, never repeated"): the whole ISO week before `now`'s, Monday
 * 00:00 UTC to Monday 00:00 UTC, named by `now`'s ISO week (`2026-W48`). Every ad falls in
 * one such week, so however often or late the summary runs in a week, an ad is mailed once.
 */
export function jobSummaryWeek(now: Date): { key: string; from: Date; to: Date } {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  const from = new Date(to.getTime() - 7 * DAY_MS);
  // ISO week-numbering year and week: those of the Thursday of `now`'s week.
  const thursday = new Date(to.getTime() + 3 * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * DAY_MS)) + 1;
  return { key: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`, from, to };
}

/** Whether a member who sent `submissions` applications to an ad may send it again. */
export const canResubmitApplication = (submissions: number) =>
  submissions < JOB_APPLICATION_SUBMISSIONS_MAX;

/** Who reads job ads, posts and applies: the jobs list view (spec 2 §6). Never throws. */
export function canUseJobs(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.jobsList);
}

/**
 * An external recruiter of `school` who is not its admin (spec 2 §6 "Other roles": external
 * recruiters "post jobs and see their own offers", even without the jobs list view): an
 * active role of theirs here carries the recruiter flag. Never throws.
 */
export function isJobRecruiter(user: PermissionUser, school: PermissionSchool): boolean {
  return (
    !isJobAdmin(user, school) &&
    user.roles.some((r) => r.school === school.id && r.is_active && r.is_recruiter === true)
  );
}

/** Who posts job ads: members with the jobs list view and external recruiters. Never throws. */
export function canPostJobAds(user: PermissionUser, school: PermissionSchool): boolean {
  return canUseJobs(user, school) || isJobRecruiter(user, school);
}

/** Who validates job ads: validators of scope 2 Jobs (and super users). Never throws. */
export function canValidateJobs(user: PermissionUser, school: PermissionSchool): boolean {
  return validatesPublications(user, school, 'jobad');
}

/** Whether the user is a school admin here (admin-level edit, every application). */
export const isJobAdmin = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

const MAX_ID = 2_147_483_647;
const m = VALIDATION_REFS;
const text = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) });
const required = (max: number) => text(max).min(1, { error: m.required });
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m.invalidChoice });
const day = () => z.iso.date({ error: m.invalidDate });
const email = () =>
  text(JOB_EMAIL_MAX).refine((v) => v === '' || z.regexes.email.test(v), {
    error: m.invalidEmail,
  });
/** Spec 1 §5 Job "link starts with http:// or {host}": http or https, a host, ≤ 500. */
const link = () =>
  text(JOB_LINK_MAX).refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    error: m.invalidUrl,
  });
const ids = () =>
  z
    .array(z.number({ error: m.invalidChoice }).int().positive().max(MAX_ID), {
      error: m.invalidChoice,
    })
    .max(JOB_FILTER_VALUES_MAX, { error: m.invalidChoice });
/** An uploaded file's key and name (from the upload route). */
const upload = () => z.object({ key: required(200), name: required(150) });

/**
 * Body of a new or edited job ad (spec 1 §5 Job): position (≤ 80), company (≤ 50), city
 * (≤ 50), contact email (≤ 50) and application link (http(s), ≤ 500) optional; contract type,
 * business sector, experience, role/category (codes of the school's lists, JOB_LIST_FIELDS:
 * the server checks them), salary, description, start date, application
 * deadline (not before today in `timeZone`) and logo (an uploaded logo's key) required; an
 * optional attachment; publication date (now when not given) unless `draft`; degree and
 * role filters (checked against the school by the server).
 */
export function jobAdSchema(opts: { now?: () => Date; timeZone?: string } = {}) {
  const now = opts.now ?? (() => new Date());
  return z
    .object({
      position: required(JOB_POSITION_MAX),
      company: required(JOB_COMPANY_MAX),
      city: required(JOB_CITY_MAX),
      logo: required(200),
      contract_type: staticChoiceSchema(),
      sector: staticChoiceSchema(),
      experience: staticChoiceSchema(),
      salary: required(JOB_SALARY_MAX),
      category: staticChoiceSchema(),
      description: required(JOB_DESCRIPTION_MAX),
      contact_email: email().default(''),
      application_link: link().default(''),
      start_date: day(),
      application_deadline: day(),
      publish_at: z.iso
        .datetime({ offset: true, error: m.invalidDate })
        .transform((t) => new Date(t))
        .nullable()
        .default(null),
      draft: z.boolean({ error: m.invalidValue }).default(false),
      attachment: upload().nullable().default(null),
      filter_degrees: ids().default([]),
      filter_roles: z
        .array(
          z
            .number({ error: m.invalidRole })
            .int({ error: m.invalidRole })
            .refine((c) => (ROLE_CODES as readonly number[]).includes(c), { error: m.invalidRole }),
          { error: m.invalidChoice },
        )
        .max(ROLE_CODES.length, { error: m.invalidChoice })
        .default([]),
    })
    .superRefine((ad, ctx) => {
      // zod runs this check even when a field failed: read only what parsed.
      if (typeof ad.application_deadline === 'string') {
        if (ad.application_deadline < dayOf(now(), opts.timeZone)) {
          ctx.addIssue({
            code: 'custom',
            path: ['application_deadline'],
            message: JOB_REFS.deadlineBeforeToday,
          });
        }
      }
    }, RUN_ON_ANY_OBJECT);
}
export type JobAdInput = z.input<ReturnType<typeof jobAdSchema>>;
export type JobAdData = z.output<ReturnType<typeof jobAdSchema>>;

/**
 * Body of a Jobs validator's decision: `validate`, or `refuse` with the school's ticked
 * reasons and/or a written one (≤ 1000 characters; publicationReviewSchema).
 */
export function jobReviewSchema() {
  return publicationReviewSchema({
    reasonMax: JOB_REFUSAL_REASON_MAX,
    reasonRequired: JOB_REFS.reasonRequired,
  });
}

/** Body of a deactivation: how the position was filled (spec 1 §4 Job ad). */
export function jobDeactivationSchema() {
  return z.object({ filled_how: choice(JOB_FILLED_HOW) });
}

/**
 * Body of a reactivation (spec 1 §4 Job ad "Reactivation resets the application deadline and
 * start date"): both new dates, the deadline not before today.
 */
export function jobReactivationSchema(opts: { now?: () => Date; timeZone?: string } = {}) {
  const now = opts.now ?? (() => new Date());
  return z.object({ start_date: day(), application_deadline: day() }).superRefine((body, ctx) => {
    if (
      typeof body.application_deadline === 'string' &&
      body.application_deadline < dayOf(now(), opts.timeZone)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['application_deadline'],
        message: JOB_REFS.deadlineBeforeToday,
      });
    }
  }, RUN_ON_ANY_OBJECT);
}

/**
 * Body of an application (spec 1 §3 Job application: first name, last name, email, phone,
 * message, CV, cover letter; issue 15 "contact fields prefilled from the profile"): names and
 * email required, the CV required (an uploaded document's key), the cover letter optional.
 */
export function jobApplicationSchema() {
  return z.object({
    first_name: required(JOB_APPLICANT_TEXT_MAX),
    last_name: required(JOB_APPLICANT_TEXT_MAX),
    email: required(JOB_APPLICANT_TEXT_MAX).refine((v) => z.regexes.email.test(v), {
      error: m.invalidEmail,
    }),
    phone: text(JOB_APPLICANT_PHONE_MAX).default(''),
    message: text(JOB_APPLICATION_MESSAGE_MAX).default(''),
    cv: upload(),
    cover_letter: upload().nullable().default(null),
  });
}
export type JobApplicationInput = z.input<ReturnType<typeof jobApplicationSchema>>;

/**
 * How the ad's author sorts an application (issue 15 item 4 "the author sees applications
 * per ad, marks them"): `new` until marked, then `shortlisted` or `declined`. The mark is the
 * author's own note: the applicant never sees it.
 */
export const JOB_APPLICATION_MARKS = ['new', 'shortlisted', 'declined'] as const;
export type JobApplicationMark = (typeof JOB_APPLICATION_MARKS)[number];

/** Body of `PATCH …/applications/{applicationId}/`: `{mark}`, one of JOB_APPLICATION_MARKS. */
export function jobApplicationMarkSchema() {
  return z.object({ mark: z.enum(JOB_APPLICATION_MARKS) });
}
export type JobApplicationData = z.output<ReturnType<typeof jobApplicationSchema>>;
