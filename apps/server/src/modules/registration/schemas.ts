import {
  ErrorDetailSchema,
  MeSchema,
  newRoleRequestSchema,
  registrationSchema,
  ValidationErrorSchema,
} from '@alumni/domain';
import { z } from 'zod';

export const RegisterBodyDoc = registrationSchema({
  minAge: 0,
  today: new Date(),
  campusRequired: false,
  kind: 'manual',
});

/** `{token, password?, password_confirm?}`: a password is needed when the account has none (invitations). */
export const activationSchema = (messages: { required: string; mismatch: string }) =>
  z
    .object({
      token: z.string({ error: messages.required }).min(1, { error: messages.required }).max(100),
      password: z.string().optional(),
      password_confirm: z.string().optional(),
    })
    .refine((v) => v.password === undefined || v.password === v.password_confirm, {
      path: ['password_confirm'],
      message: messages.mismatch,
    });

export const ActivationCheckResponses = {
  200: z.object({ email: z.string(), first_name: z.string(), needs_password: z.boolean() }),
  400: ValidationErrorSchema,
  410: ErrorDetailSchema,
};
export const ActivationResponses = {
  200: z.object({
    detail: z.string(),
    awaiting_validation: z.boolean(),
    user: MeSchema.nullable(),
  }),
  400: ValidationErrorSchema,
  410: ErrorDetailSchema,
};
export const RegisterResponses = {
  201: ErrorDetailSchema,
  400: ValidationErrorSchema,
  429: ErrorDetailSchema,
};

export const RegistrationItemSchema = z.object({
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
export const RegistrationListResponses = {
  200: z.object({ count: z.number().int(), results: z.array(RegistrationItemSchema) }),
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
export const RegistrationDecisionResponses = {
  200: RegistrationItemSchema.extend({ is_active: z.boolean() }),
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
  409: ErrorDetailSchema,
};

export const NewRoleBodyDoc = newRoleRequestSchema({
  today: new Date(),
  campusRequired: true,
  degreeRequired: true,
});
export const NewRoleResponses = {
  201: z.object({
    detail: z.string(),
    id: z.number().int(),
    role: z.number().int(),
    is_active: z.boolean(),
    requires_validation: z.boolean(),
  }),
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
