import { ErrorDetailSchema, ValidationErrorSchema } from '@alumni/domain';
import { z } from 'zod';

export const DirectoryEntrySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  roles: z.array(
    z.object({
      id: z.number().int(),
      role: z.number().int(),
      is_active: z.boolean(),
      graduation_year: z.number().int().nullable(),
      degree: z.number().int().nullable(),
      campus: z.number().int().nullable(),
    }),
  ),
  /** Present for school admins in the admin list only. */
  admin: z
    .object({
      email: z.string(),
      phone: z.string().nullable(),
      external_ref: z.string().nullable(),
      is_active: z.boolean(),
      activation_date: z.string().nullable(),
      registration_date: z.string().nullable(),
      import_date: z.string().nullable(),
      last_profile_update: z.string().nullable(),
    })
    .optional(),
});

export const DirectoryResponses = {
  200: z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(DirectoryEntrySchema),
  }),
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};

export const DirectoryMapResponses = {
  200: z.object({
    /** Members matching the filters. */
    count: z.number().int(),
    /** Members whose city is not in the gazetteer (or empty). */
    unplaced: z.number().int(),
    /** One point per place: degrees (WGS 84) and how many members live there. */
    points: z.array(
      z.object({
        lat: z.number(),
        lon: z.number(),
        city: z.string(),
        country: z.string(),
        count: z.number().int(),
      }),
    ),
  }),
  400: ValidationErrorSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
};

export const RecentJoinersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const RecentJoinersResponses = {
  200: z.object({
    results: z.array(DirectoryEntrySchema.extend({ joined_at: z.string().nullable() })),
  }),
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
