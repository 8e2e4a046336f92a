import { z } from 'zod';
import {
  passwordChangeSchema,
  personalDataSchema,
  UserSchoolSettingsSchema,
  UserSchoolSettingsUpdateSchema,
} from '../settings-validation.ts';
import { BadRequestSchema, ErrorDetailSchema } from './shared.ts';
import { TermsAcceptanceDueSchema } from './terms.ts';

/**
 * Contract of the signed-in user's own account (spec 2 §7 "Session and user",
 * `/api/users/me/…`): who they are, their roles, personal data, password and per-school
 * settings.
 */

/** One of the user's roles, in any school (`me.roles`). */
export const MeRoleSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  school: z.number().int(),
  school_subdomain: z.string().nullable(),
  school_name: z.string().nullable(),
  is_active: z.boolean(),
  requires_validation: z.boolean(),
  degree: z.number().int().nullable(),
  graduation_year: z.number().int().nullable(),
  campus: z.number().int().nullable(),
  has_pending_change: z.boolean(),
  is_recruiter: z.boolean().describe('An external recruiter here (spec 2 §6 "Other roles")'),
});
export type MeRole = z.infer<typeof MeRoleSchema>;

/** The signed-in user (`GET /api/users/me/`, also the answer of sign-in). */
export const MeSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  summary: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  date_birth: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  picture: z.string().nullable(),
  banner: z.string().nullable(),
  civility: z.string().nullable(),
  birth_name: z.string().nullable(),
  roles: z.array(MeRoleSchema),
  opportunities_enabled: z.boolean(),
  mentors: z.array(z.number().int()),
  is_superuser: z.boolean(),
  terms_use: z.boolean(),
  privacy_policy: z.boolean(),
  settings_per_school: z.array(z.unknown()),
  links: z.array(z.unknown()),
  last_profile_update: z.string().nullable(),
  job_application: z.array(z.unknown()),
  /**
   * The validator scopes of the user's own roles in the request's school, shaped as the
   * school's `userrole_validators` (`{"1": [user role id], …}`, spec 2 §6 Validator scopes):
   * the public school details no longer list who validates what (issue 30 item 22), so the
   * web takes the viewer's part from here.
   */
  userrole_validators: z.record(z.string(), z.array(z.number().int())),
  /**
   * The school's new terms the user must accept before anything else (issue 31 item 5,
   * api/terms.ts), or null when nothing is due in the request's school.
   */
  terms_acceptance_due: TermsAcceptanceDueSchema,
  /**
   * When the erasure of the account (or of the member's data in a school) waiting for its
   * date takes effect, ISO 8601 (issue 34 item 6: signing in shows it and offers to cancel);
   * null when none waits.
   */
  erasure_due_at: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** Body of `PATCH /api/users/me/` (Settings → Personal data). */
export const PersonalDataBodySchema = personalDataSchema();
/** Body of `POST /api/users/me/password/`. */
export const PasswordChangeBodySchema = passwordChangeSchema();
/** Body of `PATCH /api/users/me/settings/`. */
export const SettingsBodySchema = UserSchoolSettingsUpdateSchema;
export type SettingsBody = z.infer<typeof SettingsBodySchema>;

export const MeResponses = { 200: MeSchema, 401: ErrorDetailSchema };
/**
 * `GET /api/auth/session/`: who the visitor is, `{user: null}` when signed out. The web's
 * identity check on each page load: an anonymous visit is a normal answer, not a 401
 * (issue 12); `/api/users/me/` keeps its 401 for callers that need a user.
 */
export const SessionSchema = z.object({ user: MeSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;
export const SessionResponses = { 200: SessionSchema };
/** `GET /api/users/ping/`: the id of the session's user. */
export const PingSchema = z.object({ id: z.number().int() });
export type Ping = z.infer<typeof PingSchema>;
export const PingResponses = { 200: PingSchema, 401: ErrorDetailSchema };
export const UpdateMeResponses = {
  200: MeSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
};
export const PasswordChangeResponses = {
  200: ErrorDetailSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
};
export const SettingsResponses = {
  200: UserSchoolSettingsSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
