import { z } from 'zod';
import { DB_ID_MAX } from './api/shared.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/** Directory views (spec 1 §2 Directory, spec 2 §5): grid, admin list, map. */
export const DIRECTORY_TYPES = ['grid', 'list', 'map'] as const;
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

/** True for 'grid', 'list' or 'map'; any other value is rejected (spec 2 §5). */
export function isDirectoryType(value: unknown): value is DirectoryType {
  return typeof value === 'string' && (DIRECTORY_TYPES as readonly string[]).includes(value);
}

/**
 * Whether the advanced filters stay open after switching to `type`: switching to grid or
 * map closes them (spec 1 §2, spec 2 §5); the admin list keeps their state.
 */
export function advancedFiltersOpenAfterSwitch(type: DirectoryType, open: boolean): boolean {
  return type === 'list' ? open : false;
}

/**
 * Where a member stands in a school, as the admin list shows it and filters on (issue 12
 * "Import for admins"): `active` (account activated, a role active here), `waiting` (a
 * registration or a new role waiting for validation), `invited` (not activated, an
 * activation link sent for this school), `not_invited` (not activated, never sent one: an
 * import applied without invitations).
 */
export const MEMBER_STATUSES = ['active', 'invited', 'not_invited', 'waiting'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Default and maximum page sizes of the directory (members per page). */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_PAGE_SIZE_MAX = 100;

/**
 * Up to how many matching members the directory counts exactly (issue 16 part 3); past it,
 * its count is PostgreSQL's estimate and says so (`count_exact: false`), so that no request
 * counts a whole school of 100,000 members.
 */
export const DIRECTORY_EXACT_COUNT_MAX = 1000;

/**
 * A comma-separated list of positive integers ("3,4"); empty or absent → []. Each must fit
 * a PostgreSQL integer (an id past 2^31 − 1 names no row: 400, not a database error).
 */
const idList = z
  .string()
  .max(2000)
  .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, { error: VALIDATION_REFS.invalidValue })
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .refine((ids) => ids.every((id) => id <= DB_ID_MAX), {
    error: validationRef('maxValue', { max: DB_ID_MAX }),
  });

/**
 * Query of `GET /api/directory/` (issue "Members"): `search` (name, accent- and
 * case-insensitive), `degrees` (ids), `roles` (codes 2–8), `campus` (ids),
 * `graduation_year` (years), `badge` (ids of the school's badges: members holding one of them;
 * issue 31 item 8), each list comma-separated; `cursor` (the `next` of the page
 * before: pages follow one another by keyset, "load more"), `page_size` up to 100 (default
 * 24); `type` as the view asks; `status` (MEMBER_STATUSES) filters the admin list
 * (`type=list`) and is ignored elsewhere.
 */
export const DirectoryQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  degrees: idList.optional().default([]),
  roles: idList
    .refine((codes) => codes.every((c) => c >= 2 && c <= 8), {
      error: VALIDATION_REFS.invalidRole,
    })
    .optional()
    .default([]),
  campus: idList.optional().default([]),
  graduation_year: idList
    .refine((years) => years.every((y) => y >= 1900 && y <= 2200), {
      error: validationRef('yearOutOfRange', { min: 1900, max: 2200 }),
    })
    .optional()
    .default([]),
  badge: idList.optional().default([]),
  type: z.enum(DIRECTORY_TYPES).optional().default('grid'),
  status: z.enum(MEMBER_STATUSES).optional(),
  cursor: z
    .string()
    .max(2000)
    .optional()
    .describe('The `next` of the previous page; absent for the first page'),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(DIRECTORY_PAGE_SIZE_MAX)
    .optional()
    .default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

/**
 * Words of a name search, as the database indexes them: accents removed, lowercased,
 * split on anything that is not a letter or a digit ("Jean-Pierre d'Arc" → jean, pierre,
 * d, arc), at most 5 words of at most 50 characters.
 */
export function searchTerms(search: string): string[] {
  return search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((term) => term.slice(0, 50));
}

/**
 * The role codes whose holders the directory lists (spec 1 §2 Directory; spec 2 §6 "Only
 * enabled roles are offered"; schools can hide roles): the school's roles that are enabled
 * and shown in the directory, ascending. Never throws.
 */
export function directoryListedRoles(school: {
  roles: readonly { role: number; enabled: boolean; shown_in_directory: boolean }[];
}): number[] {
  return school.roles
    .filter((r) => r.enabled && r.shown_in_directory)
    .map((r) => r.role)
    .sort((a, b) => a - b);
}
