import type { DirectoryFiltersInput, DirectoryType, MemberStatus } from '@alumni/domain';
import { DirectoryQuerySchema, isDirectoryType, MEMBER_STATUSES } from '@alumni/domain';

/**
 * The directory's state as its address carries it (spec 1 §2 Directory, spec 2 §5): the view
 * type, the name search, the advanced filters and the admin list's status filter. Everything
 * is in the URL, so a filtered directory can be linked to and the back button undoes a
 * filter. Pages are not: the list grows with "show more" (keyset cursors, issue 16 part 3),
 * and an address with `page=` from before reads as the first page.
 */
export interface DirectoryParams {
  type: DirectoryType;
  search: string;
  degrees: number[];
  roles: number[];
  campus: number[];
  graduation_year: number[];
  /** Ids of the school's badges: members holding one of them (issue 31 item 8). */
  badge: number[];
  /** The admin list's status filter (issue 12 item 8); null for every member. */
  status: MemberStatus | null;
}

/** The advanced filters, each a list of ids, role codes or years. */
export const ADVANCED_FILTERS = ['degrees', 'roles', 'campus', 'graduation_year', 'badge'] as const;
export type AdvancedFilter = (typeof ADVANCED_FILTERS)[number];

const shape = DirectoryQuerySchema.shape;

/** One field read with the domain's rule; a value the rule rejects falls back to its default. */
function field<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: string | null,
  fallback: T,
): T {
  if (value === null) return fallback;
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : fallback;
}

/** Sorted, without duplicates: the same filter always gives the same address and query key. */
const normalized = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

function statusOf(value: string | null): MemberStatus | null {
  return (MEMBER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as MemberStatus)
    : null;
}

/**
 * Reads the directory's state from the query string. The type must be grid, list or map:
 * anything else reads as grid (spec 2 §5); lists follow DirectoryQuerySchema, and a
 * malformed one is dropped rather than failing the page.
 */
export function readDirectoryParams(search: URLSearchParams): DirectoryParams {
  const type = search.get('type');
  return {
    type: isDirectoryType(type) ? type : 'grid',
    search: field(shape.search, search.get('search'), ''),
    degrees: normalized(field(shape.degrees, search.get('degrees'), [])),
    roles: normalized(field(shape.roles, search.get('roles'), [])),
    campus: normalized(field(shape.campus, search.get('campus'), [])),
    graduation_year: normalized(field(shape.graduation_year, search.get('graduation_year'), [])),
    badge: normalized(field(shape.badge, search.get('badge'), [])),
    status: statusOf(search.get('status')),
  };
}

/**
 * The query string of a directory state, omitting defaults (grid, empty filters), in a fixed
 * order. Used for the page's own address.
 */
export function writeDirectoryParams(params: DirectoryParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.type !== 'grid') out.set('type', params.type);
  if (params.search.trim()) out.set('search', params.search.trim());
  for (const key of ADVANCED_FILTERS) {
    const values = params[key];
    if (values.length) out.set(key, normalized(values).join(','));
  }
  if (params.status) out.set('status', params.status);
  return out;
}

/** How many advanced filters hold a value (shown on the advanced-filters button). */
export function activeFilterCount(params: DirectoryParams): number {
  return ADVANCED_FILTERS.filter((key) => params[key].length > 0).length;
}

/**
 * The API query of `GET /api/directory/` (`withType`) or `/map/` (without) for a state, the
 * cursor apart; the page size is the server's default, DIRECTORY_PAGE_SIZE.
 */
export function directoryApiQuery(params: DirectoryParams, opts: { withType: boolean }): string {
  const out = new URLSearchParams();
  if (params.search.trim()) out.set('search', params.search.trim());
  for (const key of ADVANCED_FILTERS) {
    if (params[key].length) out.set(key, params[key].join(','));
  }
  if (opts.withType) {
    out.set('type', params.type === 'list' ? 'list' : 'grid');
    // The status filter belongs to the admin list only.
    if (params.type === 'list' && params.status) out.set('status', params.status);
  }
  return out.toString();
}

/** A new state after the viewer changed something: the change over the current state. */
export function changeDirectoryParams(
  current: DirectoryParams,
  change: Partial<DirectoryParams>,
): DirectoryParams {
  return { ...current, ...change };
}

/**
 * The members count as the directory shows it (issue 16 part 3): exact as given, or, for
 * PostgreSQL's estimate, rounded to two significant digits (100,066 → 100,000; 2,055 →
 * 2,100), never below 1,000 (an estimate is past DIRECTORY_EXACT_COUNT_MAX). Null without a count.
 */
export function shownCount(page: { count: number | null; count_exact: boolean } | undefined) {
  if (!page || page.count === null) return null;
  if (page.count_exact) return { count: page.count, exact: true };
  const digits = Math.max(0, Math.floor(Math.log10(page.count)) - 1);
  const unit = 10 ** digits;
  return { count: Math.max(Math.round(page.count / unit) * unit, 1000), exact: false };
}

/**
 * The admin list's filters as a bulk action's body takes them (`filters`, the contract's
 * DirectoryFiltersSchema: the list's own query, comma-separated lists), for "all N matching".
 */
export function adminListFilters(params: DirectoryParams): DirectoryFiltersInput {
  const filters: DirectoryFiltersInput = { search: params.search.trim() };
  for (const key of ADVANCED_FILTERS) {
    if (params[key].length) filters[key] = params[key].join(',');
  }
  if (params.status) filters.status = params.status;
  return filters;
}
