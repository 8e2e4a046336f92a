import type { AuditChange, Locale } from '@alumni/domain';
import {
  AUDIT_ACTION_MAX,
  AUDIT_LOG_PATHS,
  AUDIT_TARGET_ID_MAX,
  AUDIT_TARGET_TYPE_MAX,
  apiPath,
} from '@alumni/domain';

/**
 * The audit log page's rules (School settings → logs; issue 31 item 2, spec 1 §2 Settings
 * "logs"), free of React so that they are unit-tested: the filters as the address keeps them,
 * how an action is named for people (from its route and method: an area and a verb), and how
 * a recorded value and an entry's time are written.
 */

/** The filters of the page, as the address keeps them and the API takes them. */
export interface AuditLogFilters {
  user?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** Days, 'YYYY-MM-DD', read by the server in the school's time zone. */
  from?: string;
  to?: string;
}

/** The address's parameters of the filters (the API's names), page aside. */
export const AUDIT_FILTER_PARAMS = [
  'user',
  'action',
  'target_type',
  'target_id',
  'from',
  'to',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && text >= '1900-01-01';
const text = (raw: string | null, max: number) => {
  const value = raw?.trim() ?? '';
  return value && value.length <= max ? value : undefined;
};

/**
 * The filters read from the address; a value the API would refuse (not a number, too long, not
 * a day) is left out rather than breaking the page. Never throws.
 */
export function readAuditFilters(params: URLSearchParams): AuditLogFilters {
  const filters: AuditLogFilters = {};
  const user = params.get('user') ?? '';
  if (/^[1-9]\d{0,9}$/.test(user) && Number(user) <= 2_147_483_647) filters.user = Number(user);
  const action = text(params.get('action'), AUDIT_ACTION_MAX);
  if (action) filters.action = action;
  const type = text(params.get('target_type'), AUDIT_TARGET_TYPE_MAX);
  if (type) filters.target_type = type;
  const id = text(params.get('target_id'), AUDIT_TARGET_ID_MAX);
  if (id) filters.target_id = id;
  for (const bound of ['from', 'to'] as const) {
    const day = params.get(bound) ?? '';
    if (isDay(day)) filters[bound] = day;
  }
  return filters;
}

/**
 * `params` with the filters changed to `patch` (a key set to undefined or '' is removed) and
 * back to the first page; other parameters (the section) kept. Returns a new object.
 */
export function withAuditFilters(
  params: URLSearchParams,
  patch: Partial<Record<keyof AuditLogFilters, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  next.delete('page');
  return next;
}

/** `params` without any filter nor page (the "reset" button). */
export function withoutAuditFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of AUDIT_FILTER_PARAMS) next.delete(name);
  next.delete('page');
  return next;
}

/** True when at least one filter is set. */
export const hasAuditFilters = (filters: AuditLogFilters) => Object.keys(filters).length > 0;

/** True when both days are set and the end comes before the start (the list is then empty). */
export const auditDaysReversed = (filters: AuditLogFilters) =>
  Boolean(filters.from && filters.to && filters.to < filters.from);

/** The CSV download with the page's filters, in the page's language (a link cannot set Accept-Language). */
export function auditExportUrl(schoolId: number, filters: AuditLogFilters, locale: Locale) {
  return apiPath(AUDIT_LOG_PATHS.logsExport, { id: schoolId }, { ...filters, lang: locale });
}

/** How an action is named: the area it touched, the part of it when nested, and a verb. */
export interface AuditActionWords {
  area: string;
  part: string | null;
  verb: string;
}

/** Route words that hold the school's own settings rather than name an area. */
const CONTAINERS = new Set(['schools', 'school-settings']);
/** Route words that stand for the actor or the actor's own item, not a resource. */
const SELF = new Set(['me', 'mine']);
/** Last words of a POST route that say what was done rather than what was made. */
const POST_VERBS = new Set([
  'submit',
  'validate',
  'reject',
  'review',
  'deactivate',
  'reactivate',
  'cancel',
  'move',
  'like',
  'read',
  'mute',
  'check-in',
  'message',
  'decision',
  'update-link',
  'activation',
]);
const METHOD_VERBS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * The words naming an operation from its method and route template (`PATCH`,
 * `/schools/{id}/roles/{roleId}/`) and, when known, its path parameters (a `{decision}`'s
 * value): the area is the route's first word (past `/schools/{id}/`), the part its last
 * resource word when nested, the verb the route's last word when it says what was done
 * (`…/submit/`, `{decision}` → accept), else the method's (create, update, delete). Pure.
 */
export function auditActionWords(
  method: string,
  route: string,
  params: Record<string, string> = {},
): AuditActionWords {
  const segments = route.split('/').filter((segment) => segment !== '');
  let words = segments.filter((segment) => !segment.startsWith('{') && !SELF.has(segment));
  if (words.length > 1 && CONTAINERS.has(words[0] ?? '')) words = words.slice(1);
  const upper = method.toUpperCase();
  let verb = METHOD_VERBS[upper] ?? upper.toLowerCase();
  const last = segments.at(-1) ?? '';
  if (last === '{decision}') verb = params.decision ?? 'decision';
  else if (upper === 'POST' && POST_VERBS.has(last) && words.length > 1) {
    verb = last;
    words = words.slice(0, -1);
  }
  const area = words[0] ?? segments[0] ?? '';
  const part = words.length > 1 ? (words.at(-1) ?? null) : null;
  return { area, part, verb };
}

/** A route word as words when the catalogue has no label for it: 'calendar-feed' → 'Calendar feed'. */
export function humanizeWord(word: string): string {
  const spaced = word.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The route with the entry's path parameters put in (`/schools/1/campuses/3/`), for reading. */
export function filledRoute(route: string, params: Record<string, string>): string {
  return route.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A field changed by a row change: its value before and after (null: none), or hidden. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
  hidden: boolean;
}

/**
 * The fields of a row change, in name order: for an update the changed ones before and after,
 * for a creation each field of the new row (nothing before), for a deletion each field of the
 * old row (nothing after); then the secret fields set or changed, hidden (names only, as
 * recorded). Pure.
 */
export function auditFieldChanges(change: AuditChange): AuditFieldChange[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return [
    ...fields.map((field) => ({
      field,
      before: change.operation === 'INSERT' ? null : (before[field] ?? null),
      after: change.operation === 'DELETE' ? null : (after[field] ?? null),
      hidden: false,
    })),
    ...change.redacted.map((field) => ({ field, before: null, after: null, hidden: true })),
  ];
}

/** Longest value shown in a change; longer ones end with '…' (the CSV has them whole). */
export const AUDIT_VALUE_SHOWN = 300;

/** A timestamp as the database writes it in JSON ('2026-11-28T08:56:00+00:00', '…Z'). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A recorded value in words: none as `empty`, a boolean as `yes`/`no`, a timestamp through
 * `time` (the page's language and the school's zone), other text as it is, anything else
 * (numbers, lists, objects) as JSON; cut at AUDIT_VALUE_SHOWN characters. Pure.
 */
export function auditValueText(
  value: unknown,
  words: { empty: string; yes: string; no: string; time?: (iso: string) => string },
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' && words.time && TIMESTAMP.test(value)) {
    return Number.isNaN(Date.parse(value)) ? value : words.time(value);
  }
  const shown = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return shown.length > AUDIT_VALUE_SHOWN ? `${shown.slice(0, AUDIT_VALUE_SHOWN - 1)}…` : shown;
}

/** An entry's time in `locale`, in the school's `timeZone`: '29 nov. 2026, 07:31'. */
export function auditDateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
