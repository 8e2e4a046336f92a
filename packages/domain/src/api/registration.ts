import { z } from 'zod';
import { newRoleRequestSchema } from '../settings-validation.ts';
import { passwordSchema, registrationSchema } from '../validation.ts';
import { VALIDATION_REFS } from '../validation-messages.ts';
import { BadRequestSchema, DbIdSchema, ErrorDetailSchema } from './shared.ts';
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

/** A registration awaiting validation (a user role and its user), `GET /api/registrations/`. */
export const PendingRegistrationSchema = z.object({
  id: z.number().int(),
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

/** `GET /api/registrations/`: every pending registration of the school, oldest first. */
export const PendingRegistrationListSchema = z.object({
  count: z.number().int(),
  results: z.array(PendingRegistrationSchema),
});
export type PendingRegistrationList = z.infer<typeof PendingRegistrationListSchema>;

/** Path of `POST /api/registrations/{id}/{decision}/`. */
export const RegistrationDecisionParamsSchema = z.object({
  id: DbIdSchema,
  decision: z.enum(['accept', 'refuse']),
});
export type RegistrationDecision = z.infer<typeof RegistrationDecisionParamsSchema>['decision'];

/** The decided registration, with whether its role is now active. */
export const DecidedRegistrationSchema = PendingRegistrationSchema.extend({
  is_active: z.boolean(),
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
