import { z } from 'zod';
import { termsChangeSchema } from '../terms.ts';
import { IdParamsSchema, InputErrors, UserSummarySchema } from './shared.ts';

/**
 * Contract of a school's terms changes (spec 1 §2 Settings "notifying users of terms change";
 * rules in terms.ts; docs/areas/terms.md): `GET` and `POST /api/schools/{id}/terms/` for the
 * school's admins, `POST /api/users/me/terms/accept/` for its members, and what the current
 * user's payload says of the acceptance due (`terms_acceptance_due`).
 */

/** `{id}`: the school's id (404 for another school than the host's). */
export const TermsParamsSchema = IdParamsSchema;

/** Body of `POST /api/schools/{id}/terms/`: `{terms_use_url, privacy_policy_url, notify_members}`. */
export const TermsChangeBodySchema = termsChangeSchema();

/**
 * The terms the signed-in member must accept before anything else, or null when nothing is
 * due (the current user's `terms_acceptance_due`).
 */
export const TermsAcceptanceDueSchema = z
  .object({
    version: z.number().int().describe("The school's current terms version"),
    terms_use_url: z.string().nullable(),
    privacy_policy_url: z.string().nullable(),
  })
  .nullable();
export type TermsAcceptanceDue = z.infer<typeof TermsAcceptanceDueSchema>;

/** One member's acceptance of the current version, for the admins' list of the latest ones. */
export const TermsAcceptanceEntrySchema = z.object({
  user: UserSummarySchema,
  accepted_at: z.string().describe('ISO 8601 date and time of the acceptance'),
});
export type TermsAcceptanceEntry = z.infer<typeof TermsAcceptanceEntrySchema>;

/** The school's terms as its admins see them: the current version and who accepted it. */
export const SchoolTermsSchema = z.object({
  version: z.number().int().nullable().describe('The current version; null before the first'),
  terms_use_url: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
  published_at: z.string().nullable().describe('When the current version was published'),
  notified: z.boolean().describe('Whether the members were e-mailed about the current version'),
  members: z
    .number()
    .int()
    .describe('Active members of the school: those a notification mails, and who must accept'),
  accepted: z.number().int().describe('Of those members, how many accepted the current version'),
  latest_acceptances: z
    .array(TermsAcceptanceEntrySchema)
    .describe('The latest acceptances of the current version, newest first (at most 5)'),
});
export type SchoolTerms = z.infer<typeof SchoolTermsSchema>;

/** The member's acceptance of the school's current version, or nulls when it has none. */
export const TermsAcceptanceSchema = z.object({
  version: z.number().int().nullable(),
  accepted_at: z.string().nullable().describe('When the member accepted it (the first time)'),
});
export type TermsAcceptance = z.infer<typeof TermsAcceptanceSchema>;

export const SchoolTermsResponses = { 200: SchoolTermsSchema, ...InputErrors };
export const TermsChangeResponses = { 201: SchoolTermsSchema, ...InputErrors };
export const TermsAcceptResponses = { 200: TermsAcceptanceSchema, ...InputErrors };
