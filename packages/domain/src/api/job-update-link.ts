import { z } from 'zod';
import { JOB_UPDATE_TOKEN_MAX } from '../job-update-link.ts';
import { JOB_AD_STATUSES } from '../jobs.ts';
import { JobFileUploadSchema } from './jobs.ts';
import { ErrorDetailSchema, InputErrors, NoContentSchema } from './shared.ts';
import { StaticOptionSchema } from './static-lists.ts';

/**
 * Contract of job-ad update links (spec 1 §2 Jobs "job-update page reached by a token link",
 * spec 2 §8 "Invalid or expired job update link: 'Link invalid'"; issue 15 item 3):
 * `POST /api/jobs/{id}/update-link/` mails the ad's contact email a link; with its token,
 * anyone reads the ad's editable fields with the school's lists its choices come from
 * (`GET /api/jobs/update/{token}/`), saves them
 * (`PUT`, the body of `PUT /api/jobs/{id}/`) or closes the ad (`POST …/deactivate/`, the
 * body of the signed-in deactivation). A bad, expired, revoked or other school's token: 404
 * `{"detail": "Link invalid"}`.
 */

/** `{token}` of an update link in the path. */
export const JobUpdateTokenParamsSchema = z.object({
  token: z.string().min(1).max(JOB_UPDATE_TOKEN_MAX),
});

/** A job ad as its update link shows it: the fields `PUT` takes, and what may be done. */
export const JobAdByLinkSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOB_AD_STATUSES),
  position: z.string(),
  company: z.string(),
  city: z.string(),
  logo: z.string().describe('The current logo’s key: send it back to keep it'),
  logo_url: z.string(),
  contract_type: z.string(),
  sector: z.string(),
  experience: z.string(),
  salary: z.string(),
  category: z.string(),
  description: z.string(),
  contact_email: z.string(),
  application_link: z.string(),
  start_date: z.string(),
  application_deadline: z.string(),
  publish_at: z.string().nullable(),
  attachment: JobFileUploadSchema.nullable(),
  filter_degrees: z.array(z.number().int()),
  filter_roles: z.array(z.number().int()),
  can_edit: z
    .boolean()
    .describe('Saving is allowed: false for a validated ad, which only an admin edits'),
  can_close: z.boolean().describe('The ad is active, so it may be deactivated'),
  link_expires_at: z.string().describe('When this link stops working'),
  lists: z
    .object({
      contract_type: z.array(StaticOptionSchema),
      business_sector: z.array(StaticOptionSchema),
      job_experience: z.array(StaticOptionSchema),
      job_category: z.array(StaticOptionSchema),
    })
    .describe(
      'The school’s lists the ad’s choices come from (the link’s holder may not read GET /api/static-lists/)',
    ),
});
export type JobAdByLink = z.infer<typeof JobAdByLinkSchema>;

export const JobAdByLinkResponses = {
  200: JobAdByLinkSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
/** 204; 400 without a contact email; 409 once the ad's publication is over. */
export const JobUpdateLinkResponses = {
  204: NoContentSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
