import type { Locale, MessageCounts, MessageStats } from '@alumni/domain';
import {
  apiPath,
  MESSAGE_STATS_MAX_DAYS,
  MESSAGE_STATS_PATHS,
  messageStatsPeriod,
  messageStatsPeriodIssue,
} from '@alumni/domain';

/**
 * Super-administration → Message stats (spec 1 §2; issue 32 item 6 "counts per school and
 * day, no content"), free of React so that they are unit-tested: the period as the address
 * keeps it, what is wrong with it, the API's query and download link, and the table's lines.
 */

/** The period asked, as the address keeps it: days, 'YYYY-MM-DD'; none for the default. */
export interface MessageStatsFilters {
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day ('2026-02-31' is none), from 2000 on. */
function isDay(text: string): boolean {
  if (!DAY.test(text) || text < '2000-01-01') return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The period read from the address; a value that is no day is left out. Never throws. */
export function readMessageStatsFilters(params: URLSearchParams): MessageStatsFilters {
  const filters: MessageStatsFilters = {};
  for (const bound of ['from', 'to'] as const) {
    const value = params.get(bound) ?? '';
    if (isDay(value)) filters[bound] = value;
  }
  return filters;
}

/** The address with `patch` applied to the period (an empty value removes it), the rest kept. */
export function withMessageStatsFilters(
  current: URLSearchParams,
  patch: Partial<Record<keyof MessageStatsFilters, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The address without a period (the last 30 days), the rest kept. */
export function withoutMessageStatsFilters(current: URLSearchParams): URLSearchParams {
  return withMessageStatsFilters(current, { from: undefined, to: undefined });
}

/**
 * What the server would refuse in the period, its ends filled as the server fills them
 * (domain messageStatsPeriod): `to` before `from` ('reversed'), or longer than
 * MESSAGE_STATS_MAX_DAYS ('tooLong'); null when it is fine.
 */
export function messageStatsPeriodError(
  filters: MessageStatsFilters,
  today?: string,
): 'reversed' | 'tooLong' | null {
  const issue = messageStatsPeriodIssue(messageStatsPeriod(filters, today));
  if (!issue) return null;
  return issue.field === 'to' ? 'reversed' : 'tooLong';
}

export { MESSAGE_STATS_MAX_DAYS };

/** `GET /api/message-stats/` with the period asked. */
export const messageStatsUrl = (filters: MessageStatsFilters) =>
  apiPath(MESSAGE_STATS_PATHS.list, undefined, { ...filters });

/** The CSV download of the same period, its headers in `locale`. */
export const messageStatsExportUrl = (filters: MessageStatsFilters, locale: Locale) =>
  apiPath(MESSAGE_STATS_PATHS.export, undefined, { ...filters, lang: locale });

/** A line of the table: a school's day, or a school's total over the period. */
export type MessageStatsLine =
  | ({ kind: 'day'; key: string; school: string; day: string } & MessageCounts)
  | ({ kind: 'school'; key: string; school: string } & MessageCounts);

/**
 * The table's lines: each school (by name) with its days with messages, oldest first, then
 * its total over the period (distinct counts over the period, not sums of days).
 */
export function messageStatsLines(stats: MessageStats): MessageStatsLine[] {
  const lines: MessageStatsLine[] = [];
  for (const total of stats.schools) {
    const { school, ...counts } = total;
    for (const day of stats.days) {
      if (day.school_id !== school.id) continue;
      const { school_id: _, day: date, ...dayCounts } = day;
      lines.push({
        kind: 'day',
        key: `${school.id}-${date}`,
        school: school.name,
        day: date,
        ...dayCounts,
      });
    }
    lines.push({ kind: 'school', key: `${school.id}-total`, school: school.name, ...counts });
  }
  return lines;
}

/** A calendar day written in `locale` (`1 mars 2026`), the same wherever the browser is. */
export function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
