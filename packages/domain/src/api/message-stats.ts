import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { MESSAGE_STATS_FILTER_SHAPE, refineMessageStatsPeriod } from '../message-stats.ts';
import { InputErrors } from './shared.ts';

/**
 * Contract of the super users' message statistics (spec 1 §2 Super-administration "Message
 * stats"; issue 32 item 6 "counts per school and day, no content"): `GET /api/message-stats/`
 * and its CSV export, for super users only, over every school (the audited platform-wide
 * path). Counts only: no message text, no participant, no conversation id ever.
 */

/** `GET /api/message-stats/?from=&to=&school=`: the last 30 days by default, at most 366. */
export const MessageStatsQuerySchema = z
  .object(MESSAGE_STATS_FILTER_SHAPE)
  .superRefine(refineMessageStatsPeriod);
export type MessageStatsQuery = z.input<typeof MessageStatsQuerySchema>;

/** `GET /api/message-stats/export/?from=&to=&school=&lang=`: `lang` the CSV's headers' language. */
export const MessageStatsExportQuerySchema = z
  .object({ ...MESSAGE_STATS_FILTER_SHAPE, lang: z.enum(LOCALES).optional() })
  .superRefine(refineMessageStatsPeriod);
export type MessageStatsExportQuery = z.input<typeof MessageStatsExportQuerySchema>;

/** The three counts, for a school's day, a school's period or the whole platform's. */
export const MessageCountsSchema = z.object({
  /** Messages written (a message deleted since still counts: it was sent). */
  messages: z.number().int(),
  /** Conversations with at least one message written in it. */
  active_conversations: z.number().int(),
  /** Members who wrote at least one message (each counted once over the span). */
  senders: z.number().int(),
});
export type MessageCounts = z.infer<typeof MessageCountsSchema>;

/** A school as the statistics name it. */
export const MessageStatsSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
});

/** One school's day with messages (days without any are left out). */
export const MessageStatsDaySchema = MessageCountsSchema.extend({
  school_id: z.number().int(),
  /** The calendar day in the school's time zone, `2026-03-01`. */
  day: z.string(),
});
export type MessageStatsDay = z.infer<typeof MessageStatsDaySchema>;

/** One school over the period: its counts, distinct over the whole period. */
export const MessageStatsSchoolTotalSchema = MessageCountsSchema.extend({
  school: MessageStatsSchoolSchema,
});
export type MessageStatsSchoolTotal = z.infer<typeof MessageStatsSchoolTotalSchema>;

/**
 * `GET /api/message-stats/`: the period (its ends filled), each school's days with messages
 * (by school name, then day), each school's totals over the period (schools without messages
 * left out), and the platform's.
 */
export const MessageStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(MessageStatsDaySchema),
  schools: z.array(MessageStatsSchoolTotalSchema),
  totals: MessageCountsSchema,
});
export type MessageStats = z.infer<typeof MessageStatsSchema>;

export const MessageStatsResponses = { 200: MessageStatsSchema, ...InputErrors };
export const MessageStatsExportResponses = {
  200: z
    .string()
    .describe(
      "text/csv (`;`, UTF-8 with BOM): one line per school and day with messages (days in the school's time zone), counts only",
    ),
  ...InputErrors,
};
