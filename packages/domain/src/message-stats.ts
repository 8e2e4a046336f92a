import { z } from 'zod';
import { messageRef } from './message-refs.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

export {
  MESSAGE_STATS_MESSAGES,
  MESSAGE_STATS_REFS,
  type MessageStatsMessageCatalogue,
} from './message-stats-messages.ts';

/**
 * Message statistics for super users (spec 1 §2 Super-administration "Message stats"; issue
 * 32 item 6 "message statistics for super users (counts per school and day, no content)"):
 * the period asked, its default and its longest, shared by the server and the tab.
 */

/** Days of the period when none is asked: the last 30 days, today included. */
export const MESSAGE_STATS_DEFAULT_DAYS = 30;
/** Longest period (days, both ends included): a year, a leap one too. */
export const MESSAGE_STATS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** `day` ('2026-03-01') moved by `days` calendar days (negative: back). Pure. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day; 0 or less when reversed). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Today's calendar day in UTC ('2026-03-01'), the default period's end. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The period of the statistics, its missing ends filled: `to` is today (UTC) unless given,
 * `from` is MESSAGE_STATS_DEFAULT_DAYS days before `to` (both included) unless given. Pure.
 */
export function messageStatsPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string = todayUtc(),
): { from: string; to: string } {
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const from = asked.from ?? addDays(to, 1 - MESSAGE_STATS_DEFAULT_DAYS);
  return { from, to };
}

/**
 * What is wrong with a period once filled (messageStatsPeriod): `to` before `from`
 * ("endBeforeStart"), or longer than MESSAGE_STATS_MAX_DAYS; as `{field: ref}`, or null.
 */
export function messageStatsPeriodIssue(period: {
  from: string;
  to: string;
}): { field: 'from' | 'to'; ref: string } | null {
  const days = daysBetween(period.from, period.to);
  if (days < 1) return { field: 'to', ref: VALIDATION_REFS.endBeforeStart };
  if (days > MESSAGE_STATS_MAX_DAYS) {
    return {
      field: 'from',
      ref: messageRef('messagestats', 'rangeTooLong', { max: MESSAGE_STATS_MAX_DAYS }),
    };
  }
  return null;
}

const day = z.iso.date({ error: VALIDATION_REFS.invalidDate });

/**
 * The filters of `GET /api/message-stats/` and of its CSV export: `from`, `to` (days, both
 * included, each school's days in its own time zone), `school` (one school's id); all
 * optional. Checked as a whole by refineMessageStatsPeriod.
 */
export const MESSAGE_STATS_FILTER_SHAPE = {
  from: day.optional(),
  to: day.optional(),
  school: z.coerce
    .number({ error: VALIDATION_REFS.invalidChoice })
    .int({ error: VALIDATION_REFS.invalidChoice })
    .positive({ error: VALIDATION_REFS.invalidChoice })
    .max(2_147_483_647, { error: VALIDATION_REFS.invalidChoice })
    .optional(),
};

/**
 * A zod refinement of the filters: the period, its ends filled as messageStatsPeriod does,
 * may not be reversed nor longer than MESSAGE_STATS_MAX_DAYS (the issue on `to` or `from`).
 */
export function refineMessageStatsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  // zod runs this even when a field failed already: a period with a bad end is not judged.
  const { from, to } = query;
  if ((from !== undefined && !isIsoDay(from)) || (to !== undefined && !isIsoDay(to))) return;
  const issue = messageStatsPeriodIssue(messageStatsPeriod({ from, to }));
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.ref });
}

/** Whether `text` is a calendar day written `2026-03-01`. */
const isIsoDay = (text: unknown): text is string =>
  typeof text === 'string' && day.safeParse(text).success;

/** The filters as the server reads them: the period's ends as asked, and one school or all. */
export interface MessageStatsFilter {
  from?: string | undefined;
  to?: string | undefined;
  school?: number | undefined;
}
