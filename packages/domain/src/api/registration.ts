import { z } from 'zod';
import { memberAddSchema, registrationRefusalReasonSchema } from '../registration-admin.ts';
import { newRoleRequestSchema } from '../settings-validation.ts';
import { passwordSchema, registrationSchema } from '../validation.ts';
import { VALIDATION_REFS } from '../validation-messages.ts';
import {
  BadRequestSchema,
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  pageOf,
} from './shared.ts';
import { MeSchema } from './users.ts';

/**
 * Contract of self-registration, activation links, the validation of registrations and the
 * new-role questionnaire (spec 1 §2, §4, §5 Registration; `/api/registration/…`,
 * `/api/registrations/…`).
 *
 * The two questionnaires have rules that depend on the school (its minimum age, whether it
 * has campuses or degrees). A route schema is compiled once at start, for every school, so
 * the bodies below check the shape and the school-independent rules only; the server applies
 * the school's rules afterwards with the same factories (`registrationSchema`,
 * `newRoleRequestSchema`) built from the school's settings.
 */

const m = VALIDATION_REFS;

/**
 * Body of `POST /api/registration/`: the registration form without the school's rules
 * (minimum age 0, campus optional; the year range is the one of the day of the request).
 */
export const RegisterBodySchema = registrationSchema({
  minAge: 0,
  campusRequired: false,
  kind: 'manual',
});

/** Query of `GET /api/registration/activation/`: the link's token. */
export const ActivationCheckQuerySchema = z.object({ token: z.string().min(1).max(100) });

/**
 * Body of `POST /api/registration/activation/` `{token, password?, password_confirm?}`: a
 * password (rules of passwordSchema, confirmed) is needed when the account has none
 * (invitations); the server says so when it is missing.
 */
export const ActivationBodySchema = z
  .object({
    token: z.string({ error: m.required }).min(1, { error: m.required }).max(100),
    password: passwordSchema().optional(),
    password_confirm: z.string().optional(),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when a field failed (see `when`): the value is read defensively.
      const { password, password_confirm: confirm } = value as Record<string, unknown>;
      if (typeof password === 'string' && password !== confirm) {
        ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: m.passwordMismatch });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ActivationBody = z.infer<typeof ActivationBodySchema>;

/** Whom a valid activation link is for (`GET /api/registration/activation/`). */
export const ActivationCheckSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  needs_password: z.boolean(),
});
export type ActivationCheck = z.infer<typeof ActivationCheckSchema>;

/** `POST /api/registration/activation/`: `user` is set when a session was opened. */
export const ActivationResultSchema = z.object({
  detail: z.string(),
  awaiting_validation: z.boolean(),
  user: MeSchema.nullable(),
});
export type ActivationResult = z.infer<typeof ActivationResultSchema>;

/**
 * `?page=&page_size=&search=` of the registrations tab's lists (pending registrations, members
 * awaiting activation): numbered pages of at most 100 (50 by default), `search` matching the
 * first name, last name or e-mail (accents and case ignored).
 */
export const RegistrationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
});

/**
 * A registration awaiting validation (a user role and its user), `GET /api/registrations/`:
 * the answers of its questionnaire (role, year, degree, campus) and `kind`, `new_role` when the
 * person already holds another role here (the new-role questionnaire), else `registration`.
 */
export const PendingRegistrationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['registration', 'new_role']),
  role: z.number().int(),
  is_recruiter: z.boolean(),
  graduation_year: z.number().int().nullable(),
  degree: z.number().int().nullable(),
  campus: z.number().int().nullable(),
  created_at: z.string(),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    city: z.string().nullable(),
  }),
});
export type PendingRegistration = z.infer<typeof PendingRegistrationSchema>;

/** `GET /api/registrations/`: a page of the school's pending registrations, oldest first. */
export const PendingRegistrationListSchema = pageOf(PendingRegistrationSchema);
export type PendingRegistrationList = z.infer<typeof PendingRegistrationListSchema>;

/** Path of `POST /api/registrations/{id}/{decision}/`. */
export const RegistrationDecisionParamsSchema = z.object({
  id: DbIdSchema,
  decision: z.enum(['accept', 'refuse']),
});
export type RegistrationDecision = z.infer<typeof RegistrationDecisionParamsSchema>['decision'];

/**
 * Body of `POST /api/registrations/{id}/{decision}/` (may be empty): on a refusal, the reason
 * (free text, at most 500 characters), stored with the role and written in the e-mail.
 */
export const RegistrationDecisionBodySchema = z.object({
  reason: registrationRefusalReasonSchema().optional(),
});
export type RegistrationDecisionBody = z.infer<typeof RegistrationDecisionBodySchema>;

/** The decided registration, with whether its role is now active and the refusal's reason. */
export const DecidedRegistrationSchema = PendingRegistrationSchema.extend({
  is_active: z.boolean(),
  refusal_reason: z.string().nullable(),
});
export type DecidedRegistration = z.infer<typeof DecidedRegistrationSchema>;

/**
 * Body of `POST /api/registration/roles/` `{role, graduation_year, degree, campus}`: the
 * new-role questionnaire without the school's rules (degree and campus optional here).
 */
export const NewRoleBodySchema = newRoleRequestSchema({
  campusRequired: false,
  degreeRequired: false,
});

/** The role asked for: waiting for validation when the school validates registrations. */
export const NewRoleResultSchema = z.object({
  detail: z.string(),
  id: z.number().int(),
  role: z.number().int(),
  is_active: z.boolean(),
  requires_validation: z.boolean(),
});
export type NewRoleResult = z.infer<typeof NewRoleResultSchema>;

/**
 * Body of `POST /api/registrations/members/`: the manual add without the school's rule on the
 * campus (the server applies it: 'Merci de choisir un centre' when the school has campuses).
 */
export const MemberAddBodySchema = memberAddSchema({ campusRequired: false });

/** The added member: the account, its role here and whether an invitation went out. */
export const MemberAddedSchema = z.object({
  detail: z.string(),
  user: z.number().int(),
  user_role: z.number().int(),
  invited: z.boolean(),
});
export type MemberAdded = z.infer<typeof MemberAddedSchema>;

/**
 * A member awaiting activation (`GET /api/registrations/activations/`): an account not yet
 * activated with a role of this school not refused (invited, added by hand, or registered
 * without confirming the e-mail), when its latest link was sent and whether it expired.
 */
export const AwaitingActivationSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.number().int(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  link_expired: z.boolean(),
});
export type AwaitingActivation = z.infer<typeof AwaitingActivationSchema>;
export const AwaitingActivationListSchema = pageOf(AwaitingActivationSchema);
export type AwaitingActivationList = z.infer<typeof AwaitingActivationListSchema>;

/** Path of `POST /api/registrations/activations/{id}/`: the member's user id. */
export const MemberActivationParamsSchema = IdParamsSchema;

/** A new link sent: the words to show, and when another may be sent. */
export const ActivationSentSchema = z.object({
  detail: z.string(),
  next_allowed_at: z.string(),
});
export type ActivationSent = z.infer<typeof ActivationSentSchema>;

/** `POST /api/registrations/activations/`: how many links the queued job will send. */
export const ActivationsQueuedSchema = z.object({ detail: z.string(), count: z.number().int() });
export type ActivationsQueued = z.infer<typeof ActivationsQueuedSchema>;

/** Body of `POST /api/registration/activation/renewal/`: the expired link's token. */
export const ActivationRenewalBodySchema = z.object({
  token: z.string({ error: m.required }).min(1, { error: m.required }).max(100),
});

export const RegisterResponses = {
  201: ErrorDetailSchema,
  400: BadRequestSchema,
  429: ErrorDetailSchema,
};
export const ActivationCheckResponses = {
  200: ActivationCheckSchema,
  400: BadRequestSchema,
  410: ErrorDetailSchema,
};
export const ActivationResponses = {
  200: ActivationResultSchema,
  400: BadRequestSchema,
  410: ErrorDetailSchema,
  429: ErrorDetailSchema,
};
export const RegistrationListResponses = {
  200: PendingRegistrationListSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
export const RegistrationDecisionResponses = {
  200: DecidedRegistrationSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
  409: ErrorDetailSchema,
};
export const NewRoleResponses = {
  201: NewRoleResultSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
export const MemberAddResponses = {
  201: MemberAddedSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  409: ErrorDetailSchema,
};
export const AwaitingActivationListResponses = {
  200: AwaitingActivationListSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
export const MemberActivationResponses = {
  200: ActivationSentSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
  429: ErrorDetailSchema,
};
export const ActivationsQueuedResponses = {
  202: ActivationsQueuedSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
export const ActivationRenewalResponses = {
  200: ActivationSentSchema,
  400: BadRequestSchema,
  409: ErrorDetailSchema,
  410: ErrorDetailSchema,
  429: ErrorDetailSchema,
};
