import { z } from 'zod';
import { MEMBER_STATUSES } from '../directory.ts';
import { BadRequestSchema, ErrorDetailSchema } from './shared.ts';

/**
 * Contract of the members directory (spec 1 §2 Directory, spec 2 §5, issue "Members"),
 * `/api/directory/…`: the member list, its map and the recent joiners. The query of the list
 * and the map is `DirectoryQuerySchema` (directory.ts, with the directory's rules); this file
 * adds the answers and the recent joiners' query.
 */

/** A member's role in this school, as the directory shows it. */
export const DirectoryRoleSchema = z.object({
  id: z.number().int(),
  role: z.number().int().describe('Role code 2–8'),
  is_active: z.boolean(),
  graduation_year: z.number().int().nullable(),
  degree: z.number().int().nullable(),
  campus: z.number().int().nullable(),
});
export type DirectoryRole = z.infer<typeof DirectoryRoleSchema>;

/** Contact and account columns of the admin list (`type=list`, school admins only). */
export const DirectoryAdminColumnsSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  external_ref: z.string().nullable(),
  is_active: z.boolean(),
  activation_date: z.string().nullable(),
  registration_date: z.string().nullable(),
  import_date: z.string().nullable(),
  last_profile_update: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES).describe('Where the member stands in this school'),
  invited_at: z
    .string()
    .nullable()
    .describe('When the latest activation link for this school was sent'),
});
export type DirectoryAdminColumns = z.infer<typeof DirectoryAdminColumnsSchema>;

/** A member of the directory: what every member may see of another. */
export const DirectoryEntrySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable().describe('Public URL of the profile picture'),
  city: z.string().nullable(),
  country: z.string().nullable(),
  roles: z.array(DirectoryRoleSchema),
  /** Ids of the school's badges the member holds (the school's details describe them). */
  badges: z.array(z.number().int()),
  admin: DirectoryAdminColumnsSchema.optional().describe('Admin list (type=list) only'),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

/**
 * `GET /api/directory/`: a page of members `{count, count_exact, next, results}` (issue 16
 * part 3). Pages follow one another by keyset cursor ("load more"): `next` is the `cursor` of
 * the following page, or null on the last. The count comes with the first page only: exact up
 * to DIRECTORY_EXACT_COUNT_MAX matching members, PostgreSQL's estimate beyond.
 */
export const DirectoryPageSchema = z.object({
  count: z
    .number()
    .int()
    .nullable()
    .describe('Members matching, on the first page; null on the pages after a cursor'),
  count_exact: z
    .boolean()
    .describe('True when count is exact; false when it is an estimate (or null)'),
  next: z.string().nullable().describe('Cursor of the following page, null on the last'),
  results: z.array(DirectoryEntrySchema),
});
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

/** One place on the members' map: the members of a city, in degrees (WGS 84). */
export const DirectoryMapPointSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  country: z.string(),
  count: z.number().int(),
});
export type DirectoryMapPoint = z.infer<typeof DirectoryMapPointSchema>;

/** `GET /api/directory/map/`: members matching the filters, those not placed, and the places. */
export const DirectoryMapSchema = z.object({
  count: z.number().int().describe('Members matching the filters'),
  unplaced: z.number().int().describe('Members whose city is not in the gazetteer (or empty)'),
  points: z.array(DirectoryMapPointSchema),
});
export type DirectoryMap = z.infer<typeof DirectoryMapSchema>;

/** Query of `GET /api/directory/recent/`: how many joiners, 8 by default, 24 at most. */
export const RecentJoinersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

/** A member who joined this school recently, with when (`null` when unknown). */
export const RecentJoinerSchema = DirectoryEntrySchema.extend({
  joined_at: z.string().nullable(),
});
export type RecentJoiner = z.infer<typeof RecentJoinerSchema>;

/** `GET /api/directory/recent/`: `{results}`, most recent first. */
export const RecentJoinersSchema = z.object({ results: z.array(RecentJoinerSchema) });
export type RecentJoiners = z.infer<typeof RecentJoinersSchema>;

export const DirectoryResponses = {
  200: DirectoryPageSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};

export const DirectoryMapResponses = {
  200: DirectoryMapSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  /** The school has its map disabled. */
  404: ErrorDetailSchema,
};

export const RecentJoinersResponses = {
  200: RecentJoinersSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
