import {
  passwordChangeSchema,
  personalDataSchema,
  UserSchoolSettingsSchema,
  UserSchoolSettingsUpdateSchema,
} from '@alumni/domain';
import { z } from 'zod';
import { ErrorDetailSchema, ValidationErrorSchema } from '../../platform/openapi.ts';

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
});

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
});
export type Me = z.infer<typeof MeSchema>;

export const MeResponses = { 200: MeSchema, 401: ErrorDetailSchema };
export const PingResponses = { 200: z.object({ id: z.number().int() }), 401: ErrorDetailSchema };

// English instances document the shapes in OpenAPI; handlers parse with the request's locale.
export const PersonalDataBodyDoc = personalDataSchema('en', { today: new Date() });
export const PasswordChangeBodyDoc = passwordChangeSchema('en');
export const SettingsBodyDoc = UserSchoolSettingsUpdateSchema;

export const UpdateMeResponses = {
  200: MeSchema,
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
};
export const PasswordChangeResponses = {
  200: ErrorDetailSchema,
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
};
export const SettingsResponses = {
  200: UserSchoolSettingsSchema,
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
