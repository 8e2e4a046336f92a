import { z } from 'zod';
import {
  JOB_AD_STATUSES,
  JOB_APPLICATION_MARKS,
  JOB_FILLED_HOW,
  JOB_SEARCH_MAX,
  JOBS_PAGE_SIZE,
  JOBS_PAGE_SIZE_MAX,
  jobAdSchema,
  jobApplicationMarkSchema,
  jobApplicationSchema,
  jobDeactivationSchema,
  jobReactivationSchema,
  jobReviewSchema,
} from '../jobs.ts';
import { JOB_ATTACHMENT_MAX_BYTES } from '../limits.ts';
import { staticChoiceSchema } from '../static-lists.ts';
import { PostImageSchema } from './feed.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of jobs (spec 1 §2 Jobs "list, creation, edit, details modal, application modal",
 * §3 Job ad and Job application, §4 Job ad, §5 Job; issue 15, server foundation):
 * `/api/jobs/…` with job ads under the publication workflow (validation by Jobs validators
 * when the school has `validate_jobads`), deactivation and reactivation, applications with a
 * CV and a cover letter, and the uploads they reference.
 */

/** `{id}` of a job ad in the path. */
export const JobAdParamsSchema = z.object({ id: DbIdSchema });
/** `{id}` of a job ad and `{applicationId}` of one of its applications. */
export const JobApplicationParamsSchema = z.object({ id: DbIdSchema, applicationId: DbIdSchema });
/** `{file}` of an application: its CV or its cover letter. */
export const JobApplicationFileParamsSchema = JobApplicationParamsSchema.extend({
  file: z.enum(['cv', 'cover_letter']),
});

/**
 * `GET /api/jobs/?contract_type=&sector=&experience=&city=&q=&status=&mine=&page=&page_size=`
 * (issue 15 item 6 "filters contract, sector, experience, city, date, text"): active ads by
 * default, newest publication first; `contract_type`, `sector` and `experience` are codes of
 * the school's lists (a code no option has finds nothing); `q` searches position, company and description; `city`
 * the city (both accent- and case-insensitive); `status` another status (authors see their
 * own ads, Jobs validators and admins everyone's); `mine` only the actor's ads.
 */
export const JobAdListQuerySchema = z.object({
  contract_type: staticChoiceSchema().optional(),
  sector: staticChoiceSchema().optional(),
  experience: staticChoiceSchema().optional(),
  city: z.string().trim().max(JOB_SEARCH_MAX).optional(),
  q: z.string().trim().max(JOB_SEARCH_MAX).optional(),
  status: z.enum(JOB_AD_STATUSES).default('active'),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).default(JOBS_PAGE_SIZE),
});

/** Body of `POST /api/jobs/` and `PUT /api/jobs/{id}/` (domain jobAdSchema). */
export const JobAdBodySchema = jobAdSchema();
/** Body of `POST /api/jobs/{id}/review/`: `{decision, reason}`. */
export const JobAdReviewBodySchema = jobReviewSchema();
/** Body of `POST /api/jobs/{id}/deactivate/`: `{filled_how}`. */
export const JobAdDeactivationBodySchema = jobDeactivationSchema();
/** Body of `POST /api/jobs/{id}/reactivate/`: `{start_date, application_deadline}`. */
export const JobAdReactivationBodySchema = jobReactivationSchema();
export type JobAdReactivationBody = z.input<typeof JobAdReactivationBodySchema>;
/** Body of `POST /api/jobs/{id}/applications/` (domain jobApplicationSchema). */
export const JobApplicationBodySchema = jobApplicationSchema();

export const JobApplicationMarkBodySchema = jobApplicationMarkSchema();

/** Body of `POST /api/jobs/logos/` as the OpenAPI document shows it (multipart). */
export const JobLogoUploadBodySchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF' }),
});
/** Body of `POST /api/jobs/files/` as the OpenAPI document shows it (multipart). */
export const JobFileUploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `A PDF or Word document, ${JOB_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB at most`,
  }),
});
/** An uploaded document: pass it as an ad's `attachment` or an application's `cv`. */
export const JobFileUploadSchema = z.object({ key: z.string(), name: z.string() });
export type JobFileUpload = z.infer<typeof JobFileUploadSchema>;

/** A job ad in a list. */
export const JobAdSummarySchema = z.object({
  id: z.number().int(),
  position: z.string(),
  company: z.string(),
  city: z.string(),
  logo_url: z.string(),
  contract_type: z.string().describe('A code of the school’s contract_type list'),
  sector: z.string().describe('A code of the school’s business_sector list'),
  experience: z.string().describe('A code of the school’s job_experience list'),
  category: z.string().describe('A code of the school’s job_category list'),
  salary: z.string(),
  start_date: z.string(),
  application_deadline: z.string(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('When the ad is archived (90 days of publication)'),
  state: z.number().int().describe('Publication state: draft 1, pending 2, published 3, refused 4'),
  status: z.enum(JOB_AD_STATUSES),
  author: UserSummarySchema,
  restricted: z.boolean(),
  view_count: z.number().int().nullable().describe('null when the school hides views'),
  can_edit: z.boolean(),
  can_review: z.boolean(),
  can_close: z.boolean().describe('The author or an admin may deactivate or reactivate it'),
  applied: z.boolean().describe('The viewer has applied ("already applied" warning)'),
});
export type JobAdSummary = z.infer<typeof JobAdSummarySchema>;

/** A job ad with its details. */
export const JobAdSchema = JobAdSummarySchema.extend({
  logo: z.string(),
  description: z.string(),
  contact_email: z.string(),
  application_link: z.string(),
  attachment: JobFileUploadSchema.nullable(),
  filter_degrees: z.array(z.number().int()),
  filter_roles: z.array(z.number().int()),
  filled_how: z.enum(JOB_FILLED_HOW).nullable(),
  validated: z.boolean(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobAd = z.infer<typeof JobAdSchema>;

/** A history row: one per transition (who, when, from, to, reason). */
export const JobAdHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z
    .string()
    .describe('create, save, submit, validate, refuse, publish, deactivate, reactivate, archive'),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  actor: UserSummarySchema.nullable().describe('null for the scheduler'),
  created_at: z.string(),
});
export type JobAdHistoryEntry = z.infer<typeof JobAdHistoryEntrySchema>;

/** An application as its applicant, the ad's author and admins see it. */
export const JobApplicationSchema = z.object({
  id: z.number().int(),
  job_ad_id: z.number().int(),
  applicant: UserSummarySchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  cv_name: z.string(),
  cover_letter_name: z.string().nullable(),
  submissions: z.number().int().describe('How many times it was sent (maxJobApplication 2)'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobApplication = z.infer<typeof JobApplicationSchema>;

/** An application as the ad's author and admins read it: with the author's own mark. */
export const JobAdApplicationSchema = JobApplicationSchema.extend({
  mark: z.enum(JOB_APPLICATION_MARKS).describe("The author's mark; never shown to the applicant"),
});
export type JobAdApplication = z.infer<typeof JobAdApplicationSchema>;

/** One of the actor's applications with the ad it went to (settings "my applications"). */
export const MyJobApplicationSchema = JobApplicationSchema.extend({
  job_ad: z.object({
    id: z.number().int(),
    position: z.string(),
    company: z.string(),
    city: z.string(),
    status: z.enum(JOB_AD_STATUSES),
  }),
});
export type MyJobApplication = z.infer<typeof MyJobApplicationSchema>;

export const JobAdResponses = { 200: JobAdSchema, 201: JobAdSchema, ...InputErrors };
/** A change someone may race (a decision, an admin edit, a close): 409 for the loser. */
export const JobAdChangeResponses = { ...JobAdResponses, 409: ErrorDetailSchema };
export const JobAdDeletedResponses = { 204: NoContentSchema, ...InputErrors };
export const JobAdListResponses = { 200: pageOf(JobAdSummarySchema), ...InputErrors };
export const JobAdHistoryResponses = { 200: z.array(JobAdHistoryEntrySchema), ...InputErrors };
export const JobApplicationResponses = {
  201: JobApplicationSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
export const JobApplicationListResponses = {
  200: z.array(JobAdApplicationSchema),
  ...InputErrors,
};
export const JobApplicationMarkResponses = { 200: JobAdApplicationSchema, ...InputErrors };
export const MyJobApplicationsResponses = { 200: z.array(MyJobApplicationSchema), ...InputErrors };
/** An ad's attachment, as a download (its own type). */
export const JobAdAttachmentResponses = { ...InputErrors };
/** An application's file, as a download (its own type). */
export const JobApplicationFileResponses = { ...InputErrors };
export const JobLogoUploadResponses = {
  201: PostImageSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
export const JobFileUploadResponses = {
  201: JobFileUploadSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
