import {
  FollowupResponses,
  fastifyPath,
  MatchParamsSchema,
  MatchRatingBodySchema,
  MatchRatingResponses,
  MENTORSHIP_PATHS,
  MeetingCreateBodySchema,
  MeetingCreateResponses,
  MeetingDeleteResponses,
  MeetingListResponses,
  MeetingParamsSchema,
  MentorshipPairsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import {
  deleteMeeting,
  followupOf,
  latestPairs,
  listMeetings,
  logMeeting,
} from './meetings.service.ts';
import { matchAfterMove, moveMatch } from './moves.service.ts';
import { canMentor } from './policy.ts';
import { presentMatch, presentMeeting } from './presenters.ts';

/**
 * The follow-up of a mentorship (issue 33 item 4; spec 2 §9 "at least one meeting per month,
 * six months of follow-up"): meetings, the mentee's final rating, `/mentorship/followup`'s
 * data, and the dashboard's pairs (item 5).
 */
export const followupRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  const tags = ['mentorship'];

  /** GET /api/mentorship/matches/{id}/meetings/: its meetings, latest first. 200; 401; 403; 404. */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.meetings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "A mentorship's meetings",
        params: MatchParamsSchema,
        response: MeetingListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const rows = await listMeetings(db, actor, request.params.id);
      return { results: rows.map((row) => presentMeeting(row, actor.user.id, mediaUrl)) };
    },
  );

  /**
   * POST /api/mentorship/matches/{id}/meetings/ `{met_on, notes?}`: either member logs a
   * meeting of a running mentorship. 201 the meeting; 400 `{met_on}` (before the acceptance or
   * after today) or per field; 401; 403; 404; 409 unless accepted.
   */
  app.post(
    fastifyPath(MENTORSHIP_PATHS.meetings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Log a mentorship meeting',
        params: MatchParamsSchema,
        body: MeetingCreateBodySchema,
        response: MeetingCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canMentor);
      const row = await logMeeting(db, actor, request.params.id, request.body);
      return reply.status(201).send(presentMeeting(row, actor.user.id, mediaUrl));
    },
  );

  /**
   * DELETE /api/mentorship/matches/{id}/meetings/{meetingId}/: its author deletes a meeting.
   * 204; 401; 403 the other member's; 404.
   */
  app.delete(
    fastifyPath(MENTORSHIP_PATHS.meeting),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Delete a mentorship meeting I logged',
        params: MeetingParamsSchema,
        response: MeetingDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canMentor);
      await deleteMeeting(db, actor, request.params.id, request.params.meetingId);
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/mentorship/matches/{id}/rating/ `{rating 1..5, comment?}`: at the end of the six
   * months the mentee rates the mentorship on five emotions; the match becomes Finished 2.
   * 200 the match; 400; 401; 403 the mentor; 404; 409 before six months or not running.
   */
  app.post(
    fastifyPath(MENTORSHIP_PATHS.rating),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Rate a mentorship at its end (mentee)',
        params: MatchParamsSchema,
        body: MatchRatingBodySchema,
        response: MatchRatingResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const { id } = request.params;
      const { rating, comment } = request.body;
      await moveMatch(db, actor, id, { kind: 'finish', rating, comment });
      return presentMatch(await matchAfterMove(db, actor, id), actor, mediaUrl, new Date());
    },
  );

  /**
   * GET /api/mentorship/followup/: the member's running and finished mentorships, each with
   * its six months (met or not) and meetings. 200 `{results}`; 401; 403.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.followup),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'My mentorships month by month', response: FollowupResponses },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const now = new Date();
      const items = await followupOf(db, actor, now);
      return {
        results: items.map((item) => ({
          match: presentMatch(item.row, actor, mediaUrl, now),
          months: item.months.map((month) => ({
            ...month,
            from: month.from.toISOString(),
            to: month.to.toISOString(),
          })),
          meetings: item.meetings.map((row) => presentMeeting(row, actor.user.id, mediaUrl)),
        })),
      };
    },
  );

  /**
   * GET /api/mentorship/pairs/: the school's latest accepted pairs (dashboard "mentorship
   * pairs"), and how many run. 200 `{count, results}`; 401; 403.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.pairs),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'Latest mentorship pairs', response: MentorshipPairsResponses },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const { count, rows } = await latestPairs(db, actor);
      return {
        count,
        results: rows.map((row) => ({
          id: row.match.id,
          mentor: presentUserSummary(row.mentor, mediaUrl),
          mentee: presentUserSummary(row.mentee, mediaUrl),
          accepted_at: (row.match.acceptedAt as Date).toISOString(),
        })),
      };
    },
  );
};
