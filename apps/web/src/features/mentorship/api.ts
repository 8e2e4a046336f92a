import type {
  Followup,
  Locale,
  Match,
  MatchCreateInput,
  MatchPage,
  MatchRatingInput,
  MatchReviewInput,
  MatchUpdateInput,
  Meeting,
  MeetingCreateInput,
  MentorPage,
  MentorStatsPage,
  MentorshipPairs,
  MentorshipSettings,
} from '@alumni/domain';
import { apiPath, MENTORSHIP_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import type { MentorFilters } from './mentorshipRules.ts';

/**
 * The mentorship API (issue 33; contract `@alumni/domain` api/mentorship.ts, routes
 * MENTORSHIP_PATHS): the mentor search, my matches and their moves, a validator's review, the
 * follow-up's meetings and rating, the dashboard's pairs, the super users' mentor statistics
 * and the school's settings.
 */

/** Root of every cached read of mentorship: a change refreshes all of them. */
export const mentorshipKey = ['mentorship'] as const;
export const mentorsKey = [...mentorshipKey, 'mentors'] as const;
export const matchesKey = [...mentorshipKey, 'matches'] as const;
export const followupKey = [...mentorshipKey, 'followup'] as const;
export const pairsKey = [...mentorshipKey, 'pairs'] as const;
export const pendingMatchesKey = [...mentorshipKey, 'pending'] as const;
export const mentorStatsKey = ['mentor-stats'] as const;
export const mentorshipSettingsKey = ['school-settings', 'mentorship'] as const;

const paging = (request: PageRequest) => ({ page: request.page, page_size: request.pageSize });

/** `GET /api/mentorship/mentors/`: one page of the school's mentors matching `filters`. */
export const fetchMentors = (filters: MentorFilters, request: PageRequest, signal?: AbortSignal) =>
  api.get<MentorPage>(
    apiPath(MENTORSHIP_PATHS.mentors, undefined, { ...filters, ...paging(request) }),
    signal,
  );

/** `GET /api/mentorship/matches/?role=`: my matches on one side, newest first. */
export const fetchMatches = (
  role: 'mentor' | 'mentee',
  request: PageRequest,
  signal?: AbortSignal,
) =>
  api.get<MatchPage>(
    apiPath(MENTORSHIP_PATHS.matches, undefined, { role, ...paging(request) }),
    signal,
  );

/** `POST /api/mentorship/matches/`: asks a mentor; 409 at two pending requests. */
export const createMatch = (body: MatchCreateInput) =>
  api.post<Match>(apiPath(MENTORSHIP_PATHS.matches), body);

/** `PATCH /api/mentorship/matches/{id}/`: accept, refuse (reason) or cancel. */
export const updateMatch = (id: number, body: MatchUpdateInput) =>
  api.patch<Match>(apiPath(MENTORSHIP_PATHS.match, { id }), body);

/** `DELETE /api/mentorship/matches/{id}/`: hides the match on my side. */
export const deleteMatch = (id: number) =>
  api.delete<void>(apiPath(MENTORSHIP_PATHS.match, { id }));

/** `POST /api/mentorship/matches/{id}/review/`: a validator lets a request through or refuses it. */
export const reviewMatch = (id: number, body: MatchReviewInput) =>
  api.post<Match>(apiPath(MENTORSHIP_PATHS.review, { id }), body);

/** `GET /api/mentorship/pending/`: requests waiting for a validator, oldest first. */
export const fetchPendingMatches = (request: PageRequest, signal?: AbortSignal) =>
  api.get<MatchPage>(apiPath(MENTORSHIP_PATHS.pending, undefined, paging(request)), signal);

/** `POST /api/mentorship/matches/{id}/meetings/`: logs a meeting (day and notes). */
export const createMeeting = (id: number, body: MeetingCreateInput) =>
  api.post<Meeting>(apiPath(MENTORSHIP_PATHS.meetings, { id }), body);

/** `DELETE /api/mentorship/matches/{id}/meetings/{meetingId}/`: a meeting I logged. */
export const deleteMeeting = (id: number, meetingId: number) =>
  api.delete<void>(apiPath(MENTORSHIP_PATHS.meeting, { id, meetingId }));

/** `POST /api/mentorship/matches/{id}/rating/`: the mentee's final rating; the match ends. */
export const rateMatch = (id: number, body: MatchRatingInput) =>
  api.post<Match>(apiPath(MENTORSHIP_PATHS.rating, { id }), body);

/** `GET /api/mentorship/followup/`: my accepted matches with their six months and meetings. */
export const fetchFollowup = (signal?: AbortSignal) =>
  api.get<Followup>(apiPath(MENTORSHIP_PATHS.followup), signal);

/** `GET /api/mentorship/pairs/`: the latest accepted pairs of the school. */
export const fetchPairs = (signal?: AbortSignal) =>
  api.get<MentorshipPairs>(apiPath(MENTORSHIP_PATHS.pairs), signal);

/** `GET /api/superadmin/mentor-stats/` (super users): per mentor and school. */
export const fetchMentorStats = (
  schoolId: number | undefined,
  request: PageRequest,
  signal?: AbortSignal,
) =>
  api.get<MentorStatsPage>(
    apiPath(MENTORSHIP_PATHS.stats, undefined, { school_id: schoolId, ...paging(request) }),
    signal,
  );

/** The CSV download of the mentor statistics, its headers in `locale`. */
export const mentorStatsExportUrl = (schoolId: number | undefined, locale: Locale) =>
  apiPath(MENTORSHIP_PATHS.statsExport, undefined, { school_id: schoolId, lang: locale });

/** `GET /api/school-settings/mentorship/` (school admins): the cap and match validation. */
export const fetchMentorshipSettings = (signal?: AbortSignal) =>
  api.get<MentorshipSettings>(apiPath(MENTORSHIP_PATHS.settings), signal);

/** `PUT /api/school-settings/mentorship/`: saves both; 400 per field. */
export const putMentorshipSettings = (body: MentorshipSettings) =>
  api.put<MentorshipSettings>(apiPath(MENTORSHIP_PATHS.settings), body);
