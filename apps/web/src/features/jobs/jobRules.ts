import type {
  JobAdStatus,
  PermissionSchool,
  PermissionUser,
  PublicationStatus,
  SchoolDetails,
} from '@alumni/domain';
import {
  canPostJobAds,
  canValidateJobs,
  isSchoolAdmin,
  JOB_SEARCH_MAX,
  STATIC_OPTION_CODE_MAX,
  STATIC_OPTION_CODE_PATTERN,
} from '@alumni/domain';

/**
 * What the jobs pages offer whom and how the list's filters live in the address (spec 1 §2
 * Jobs "list, creation, edit, details modal"; issue 15 item 6 "filters contract, sector,
 * experience, city, date, text"), free of React so it is unit-tested on its own. The server
 * decides; these only show the filters and buttons that will work.
 */

/** The list's status filter, in the order shown: active first (the default). */
export const LIST_STATUSES: readonly JobAdStatus[] = [
  'active',
  'draft',
  'pending',
  'scheduled',
  'refused',
  'inactive',
  'filled',
];

/** What the list asks the API (`GET /api/jobs/`), empty texts and null choices left out. */
export interface JobListFilters {
  status: JobAdStatus;
  /** Codes of the school's lists (contract_type, business_sector, job_experience). */
  contract_type: string | null;
  sector: string | null;
  experience: string | null;
  city: string;
  q: string;
  mine: boolean;
}

/** Who posts job ads: members with the jobs view and external recruiters (domain canPostJobAds). Never throws. */
export function canPostJobs(user: PermissionUser | null, school: PermissionSchool): boolean {
  return user !== null && canPostJobAds(user, school);
}

/**
 * The status filters `user` gets: members who post see their own drafts, pending, refused,
 * inactive and filled ads, Jobs validators and admins everyone's (the server filters); the
 * others active ads only. Never throws.
 */
export function listStatuses(
  user: PermissionUser | null,
  school: PermissionSchool,
): readonly JobAdStatus[] {
  return canPostJobs(user, school) ? LIST_STATUSES : ['active'];
}

/** Whether `user` sees an ad's history: its author, Jobs validators and admins. */
export function seesJobHistory(
  user: (PermissionUser & { id: number }) | null,
  school: PermissionSchool,
  authorId: number,
): boolean {
  if (!user) return false;
  return user.id === authorId || canValidateJobs(user, school) || isSchoolAdmin(user, school);
}

const pick = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((value) => value === raw) ?? null;
/** A code of one of the school's lists, as the address gives it (which codes exist is the list's). */
const code = (raw: string | null): string | null =>
  raw && raw.length <= STATIC_OPTION_CODE_MAX && STATIC_OPTION_CODE_PATTERN.test(raw) ? raw : null;
const text = (raw: string | null) => (raw ?? '').trim().slice(0, JOB_SEARCH_MAX);

/**
 * The filters read from the address (`?status=&contract=&sector=&experience=&city=&q=&mine=`):
 * values not shaped as codes dropped (a code no option has finds nothing), a status the
 * viewer lacks read as active, texts trimmed to the
 * API's 100 characters. Never throws.
 */
export function filtersOf(
  params: URLSearchParams,
  statuses: readonly JobAdStatus[],
): JobListFilters {
  return {
    status: pick(statuses, params.get('status')) ?? 'active',
    contract_type: code(params.get('contract')),
    sector: code(params.get('sector')),
    experience: code(params.get('experience')),
    city: text(params.get('city')),
    q: text(params.get('q')),
    mine: statuses.length > 1 && params.get('mine') === 'true',
  };
}

/** The API's query of `filters` (without the page). */
export function apiQueryOf(filters: JobListFilters): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.contract_type) params.set('contract_type', filters.contract_type);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.city) params.set('city', filters.city);
  if (filters.q) params.set('q', filters.q);
  if (filters.mine) params.set('mine', 'true');
  return params;
}

/**
 * The school's external job board (spec 1 §1 "An optional external job-board button may be
 * shown": `jt_button`), or null when it has none or its address is not http(s).
 */
export function jobBoardUrl(school: Pick<SchoolDetails, 'jt_button'>): string | null {
  const { enabled, url } = school.jt_button;
  return enabled && url && /^https?:\/\/\S+$/i.test(url) ? url : null;
}

/** A positive id read from the address; null for anything else. */
export function idOf(raw: string | undefined | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A day (`YYYY-MM-DD`) `days` after `now`'s, in the browser's time zone (the date inputs'). */
export function dayAfter(days: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day (`YYYY-MM-DD`) as a Date at local midnight, so that formatting shows that very day. */
export function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/**
 * An ad's status as the publication rules name it (the form's buttons, blogRules
 * saveActions): active, inactive and filled ads are published ones. Null for a new ad.
 */
export function publicationStatusOf(status: JobAdStatus | null): PublicationStatus | null {
  if (status === 'active' || status === 'inactive' || status === 'filled') return 'published';
  return status;
}
