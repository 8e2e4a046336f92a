import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import {
  MATCH_STATUSES,
  MENTORING_TYPE_MAX,
  MENTORSHIP_CAP_MAX,
  MENTORSHIP_MEETING_NOTES_MAX,
  MENTORSHIP_MESSAGE_MAX,
  MENTORSHIP_RATING_COMMENT_MAX,
  MENTORSHIP_REFS,
  MENTORSHIP_REFUSAL_MAX,
} from '../mentorship.ts';
import { VALIDATION_REFS, validationRef } from '../validation-messages.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  SignedInErrors,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of mentorship (issue 33; rules in ../mentorship.ts; routes in
 * routes/mentorship.ts): the mentor search, the matches and their moves, a validator's review,
 * meetings, the final rating, the follow-up, the dashboard's pairs, the super users' mentor
 * statistics and the school's settings. Dates are ISO 8601 instants; `met_on` a day.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (max: number, dflt: number) =>
  z.coerce.number().int().min(1).max(max).default(dflt);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) });

/** `{id}`: a match's id. */
export const MatchParamsSchema = IdParamsSchema;
/** `{id}` (the match's) and `{meetingId}`. */
export const MeetingParamsSchema = z.object({ id: DbIdSchema, meetingId: DbIdSchema });

/**
 * `GET /api/mentorship/mentors/?type=&degree_id=&sector=&city=&graduation_year=&q=&page=`:
 * mentors of the school (is_mentor on, an active role), the viewer left out. `type` one of
 * their mentoring types, `sector` a business sector code of their current work, `city` part of
 * their city, `q` words of their name or current work; 12 per page by default.
 */
export const MentorSearchQuerySchema = z.object({
  type: optionalText(MENTORING_TYPE_MAX).optional(),
  degree_id: DbIdSchema.optional(),
  sector: optionalText(64).optional(),
  city: optionalText(150).optional(),
  graduation_year: z.coerce
    .number()
    .int()
    .min(1900, { error: validationRef('yearOutOfRange', { min: 1900, max: 2200 }) })
    .max(2200, { error: validationRef('yearOutOfRange', { min: 1900, max: 2200 }) })
    .optional(),
  q: optionalText(100).optional(),
  page,
  page_size: pageSize(50, 12),
});
export type MentorSearchQuery = z.input<typeof MentorSearchQuerySchema>;

/** A mentor as the search shows them. */
export const MentorCardSchema = z.object({
  id: z.number().int().describe("The mentor's user id"),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
  /** Current work: "title, organisation"; null when none. */
  headline: z.string().nullable(),
  city: z.string().nullable(),
  degree: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  graduation_year: z.number().int().nullable(),
  /** Business sector code of the current work (static list `business_sector`). */
  sector: z.string().nullable(),
  types: z.array(z.string()).describe('Mentoring types the mentor offers'),
  /** Mentees they take at most (their own maximum and the school's cap); null: no limit. */
  capacity: z.number().int().nullable(),
  accepted: z.number().int().describe('Matches accepted and running'),
  full: z.boolean().describe('At capacity: the request button is off (spec 2 §8 tooltip)'),
  my_match_id: z.number().int().nullable().describe("The viewer's open match with them"),
  my_match_status: z.number().int().nullable().describe('Its status (0 pending, 1 accepted)'),
});
export type MentorCard = z.infer<typeof MentorCardSchema>;
export const MentorPageSchema = pageOf(MentorCardSchema).extend({
  /** Pending requests the viewer has (at most MENTOR_SOLICITATIONS_MAX). */
  my_pending: z.number().int(),
});
export type MentorPage = z.infer<typeof MentorPageSchema>;

/** What the viewer may do with a match now (the buttons to show). */
export const MatchAbilitiesSchema = z.object({
  accept: z.boolean(),
  refuse: z.boolean(),
  cancel: z.boolean(),
  delete: z.boolean(),
  rate: z.boolean(),
  log_meeting: z.boolean(),
  review: z.boolean(),
});

/** A match as one of its members (or a validator) sees it. */
export const MatchSchema = z.object({
  id: z.number().int(),
  status: z
    .number()
    .int()
    .describe('0 pending, 1 accepted, 2 finished, 9 refused, 10 cancelled, 11 timed out'),
  /** The viewer's side; null for a validator who is neither. */
  role: z.enum(['mentor', 'mentee']).nullable(),
  mentor: UserSummarySchema,
  mentee: UserSummarySchema,
  request_message: z.string(),
  mentoring_type: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  /** False while the request waits for a mentorship validator. */
  validated: z.boolean(),
  created_at: z.string(),
  /** When the mentor got the request (invitation date); null while it waits for a validator. */
  invited_at: z.string().nullable(),
  status_at: z.string(),
  accepted_at: z.string().nullable(),
  /** End of the six months of follow-up (accepted matches). */
  ends_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  can: MatchAbilitiesSchema,
});
export type Match = z.infer<typeof MatchSchema>;

/** `GET /api/mentorship/matches/?role=&status=&page=`: my matches, newest first. */
export const MatchListQuerySchema = z.object({
  role: z.enum(['mentor', 'mentee']).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (MATCH_STATUSES as readonly number[]).includes(s), {
      error: VALIDATION_REFS.invalidChoice,
    })
    .optional(),
  page,
  page_size: pageSize(100, 20),
});
export type MatchListQuery = z.input<typeof MatchListQuerySchema>;
export const MatchPageSchema = pageOf(MatchSchema);
export type MatchPage = z.infer<typeof MatchPageSchema>;

/** Body of `POST /api/mentorship/matches/`: the mentor asked, a message, the type of mentoring. */
export const MatchCreateBodySchema = z.object({
  mentor_id: DbIdSchema,
  message: optionalText(MENTORSHIP_MESSAGE_MAX).optional().default(''),
  mentoring_type: optionalText(MENTORING_TYPE_MAX).nullable().optional(),
});
export type MatchCreateInput = z.input<typeof MatchCreateBodySchema>;

const reasonRule = (value: { action?: unknown; reason?: unknown }, ctx: z.RefinementCtx) => {
  if (value.action !== 'refuse') return;
  if (typeof value.reason !== 'string' || value.reason.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: MENTORSHIP_REFS.reasonRequired });
  }
};
const reason = optionalText(MENTORSHIP_REFUSAL_MAX).nullable().optional();

/** Body of `PATCH /api/mentorship/matches/{id}/`: the mentor accepts or refuses (reason), the mentee cancels. */
export const MatchUpdateBodySchema = z
  .object({ action: z.enum(['accept', 'refuse', 'cancel']), reason })
  .superRefine(reasonRule);
export type MatchUpdateInput = z.input<typeof MatchUpdateBodySchema>;

/** Body of `POST /api/mentorship/matches/{id}/review/`: a validator lets it through or refuses it (reason). */
export const MatchReviewBodySchema = z
  .object({ action: z.enum(['validate', 'refuse']), reason })
  .superRefine(reasonRule);
export type MatchReviewInput = z.input<typeof MatchReviewBodySchema>;

/** `GET /api/mentorship/pending/?page=`: requests waiting for a validator, oldest first. */
export const MentorshipPendingQuerySchema = z.object({ page, page_size: pageSize(100, 20) });

/** A meeting of a match. */
export const MeetingSchema = z.object({
  id: z.number().int(),
  met_on: z.string().describe('The day they met, 2026-03-01'),
  notes: z.string(),
  author: UserSummarySchema,
  created_at: z.string(),
  /** The viewer logged it: they may delete it. */
  mine: z.boolean(),
});
export type Meeting = z.infer<typeof MeetingSchema>;
export const MeetingListSchema = z.object({ results: z.array(MeetingSchema) });

/** Body of `POST …/meetings/`: the day (not in the future nor before the acceptance) and notes. */
export const MeetingCreateBodySchema = z.object({
  met_on: z.iso.date({ error: VALIDATION_REFS.invalidDate }),
  notes: optionalText(MENTORSHIP_MEETING_NOTES_MAX).optional().default(''),
});
export type MeetingCreateInput = z.input<typeof MeetingCreateBodySchema>;

/** Body of `POST …/rating/`: one of the five emotions (1..5) and a comment. */
export const MatchRatingBodySchema = z.object({
  rating: z
    .number({ error: VALIDATION_REFS.invalidChoice })
    .int({ error: VALIDATION_REFS.invalidChoice })
    .min(1, { error: VALIDATION_REFS.invalidChoice })
    .max(5, { error: VALIDATION_REFS.invalidChoice }),
  comment: optionalText(MENTORSHIP_RATING_COMMENT_MAX).nullable().optional(),
});
export type MatchRatingInput = z.input<typeof MatchRatingBodySchema>;

/** A month of the follow-up (domain followupMonths). */
export const FollowupMonthSchema = z.object({
  month: z.number().int().describe('1..6'),
  from: z.string(),
  to: z.string(),
  meetings: z.number().int(),
  met: z.boolean(),
  state: z.enum(['past', 'current', 'future']),
});
export type FollowupMonth = z.infer<typeof FollowupMonthSchema>;

/** `GET /api/mentorship/followup/`: each accepted match of mine with its months and meetings. */
export const FollowupSchema = z.object({
  results: z.array(
    z.object({
      match: MatchSchema,
      months: z.array(FollowupMonthSchema),
      meetings: z.array(MeetingSchema),
    }),
  ),
});
export type Followup = z.infer<typeof FollowupSchema>;

/** `GET /api/mentorship/pairs/`: the latest accepted pairs (at most 12). */
export const MentorshipPairsSchema = z.object({
  count: z.number().int().describe('Accepted pairs running in the school'),
  results: z.array(
    z.object({
      id: z.number().int(),
      mentor: UserSummarySchema,
      mentee: UserSummarySchema,
      accepted_at: z.string(),
    }),
  ),
});
export type MentorshipPairs = z.infer<typeof MentorshipPairsSchema>;

/** `GET /api/superadmin/mentor-stats/?school_id=&page=`; the export adds `lang` (CSV headers). */
export const MentorStatsQuerySchema = z.object({
  school_id: DbIdSchema.optional(),
  page,
  page_size: pageSize(500, 50),
});
export const MentorStatsExportQuerySchema = z.object({
  school_id: DbIdSchema.optional(),
  lang: z.enum(LOCALES).optional(),
});

/** One mentor in one school. */
export const MentorStatsRowSchema = z.object({
  school: z.object({ id: z.number().int(), name: z.string(), subdomain: z.string() }),
  mentor: UserSummarySchema.extend({ email: z.string() }),
  requests: z.number().int().describe('Requests that reached the mentor'),
  accepted: z.number().int(),
  refused: z.number().int(),
  timed_out: z.number().int(),
  median_response_hours: z.number().nullable().describe('Invitation to accept or refuse'),
});
export type MentorStatsRow = z.infer<typeof MentorStatsRowSchema>;
export const MentorStatsPageSchema = pageOf(MentorStatsRowSchema);
export type MentorStatsPage = z.infer<typeof MentorStatsPageSchema>;

/** `GET`/`PUT /api/school-settings/mentorship/`: the cap of mentees per mentor and match validation. */
export const MentorshipSettingsSchema = z.object({
  max_mentees_per_mentor: z
    .number({ error: VALIDATION_REFS.invalidValue })
    .int({ error: VALIDATION_REFS.invalidValue })
    .min(1, { error: validationRef('minValue', { min: 1 }) })
    .max(MENTORSHIP_CAP_MAX, { error: validationRef('maxValue', { max: MENTORSHIP_CAP_MAX }) })
    .nullable(),
  validate_mentorship: z.boolean({ error: VALIDATION_REFS.invalidValue }),
});
export type MentorshipSettings = z.infer<typeof MentorshipSettingsSchema>;

export const MentorSearchResponses = { 200: MentorPageSchema, ...InputErrors };
export const MatchListResponses = { 200: MatchPageSchema, ...InputErrors };
/** 409: the mentee's solicitations are at the maximum, or a match with this mentor is open. */
export const MatchCreateResponses = { 201: MatchSchema, 409: ErrorDetailSchema, ...InputErrors };
export const MatchResponses = { 200: MatchSchema, ...SignedInErrors };
/** 409: not in a status for this move, or the mentor is at capacity. */
export const MatchUpdateResponses = { 200: MatchSchema, 409: ErrorDetailSchema, ...InputErrors };
export const MatchDeleteResponses = {
  204: NoContentSchema,
  409: ErrorDetailSchema,
  ...SignedInErrors,
};
export const MatchReviewResponses = MatchUpdateResponses;
export const MentorshipPendingResponses = { 200: MatchPageSchema, ...InputErrors };
export const MeetingListResponses = { 200: MeetingListSchema, ...SignedInErrors };
export const MeetingCreateResponses = {
  201: MeetingSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
export const MeetingDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
export const MatchRatingResponses = { 200: MatchSchema, 409: ErrorDetailSchema, ...InputErrors };
export const FollowupResponses = { 200: FollowupSchema, ...SignedInErrors };
export const MentorshipPairsResponses = { 200: MentorshipPairsSchema, ...SignedInErrors };
export const MentorStatsResponses = { 200: MentorStatsPageSchema, ...InputErrors };
export const MentorStatsExportResponses = {
  200: z.string().describe('text/csv (`;`, UTF-8 with BOM): one line per mentor and school'),
  ...InputErrors,
};
export const MentorshipSettingsResponses = { 200: MentorshipSettingsSchema, ...InputErrors };
