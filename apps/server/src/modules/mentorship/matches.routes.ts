import {
  fastifyPath,
  MatchCreateBodySchema,
  MatchCreateResponses,
  MatchDeleteResponses,
  MatchListQuerySchema,
  MatchListResponses,
  MatchParamsSchema,
  MatchResponses,
  MatchReviewBodySchema,
  MatchReviewResponses,
  MatchUpdateBodySchema,
  MatchUpdateResponses,
  MENTORSHIP_PATHS,
  MentorshipPendingQuerySchema,
  MentorshipPendingResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { matchAfterMove, moveMatch } from './moves.service.ts';
import { canMentor, canMentorOrReview, canReview } from './policy.ts';
import { presentMatch } from './presenters.ts';
import { getMatch, listAwaitingReview, listMyMatches, requestMentor } from './requests.service.ts';
import type { MatchRow } from './store.ts';

/**
 * Mentorship matches (issue 33 items 2, 3; spec 1 §4 Mentorship request): a mentee asks a
 * mentor, the mentor accepts or refuses, the mentee cancels, either hides it; a mentorship
 * validator lets requests through where the school validates matches.
 */
export const matchesRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  const present = (actor: Actor, row: MatchRow) => presentMatch(row, actor, mediaUrl, new Date());
  const tags = ['mentorship'];

  /**
   * GET /api/mentorship/matches/?role=&status=&page=&page_size=: the signed-in member's
   * matches as mentee, and as mentor once requests reached them, the latest change first; each
   * side's deleted ones left out. 200 `{count, next, previous, results}`; 400; 401; 403 without
   * the mentorship view.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.matches),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'My mentorship matches',
        querystring: MatchListQuerySchema,
        response: MatchListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const { rows, count } = await listMyMatches(db, actor, request.query);
      const { page, page_size } = request.query;
      return {
        count,
        ...pageLinks(request.url, page, page_size, count),
        results: rows.map((row) => present(actor, row)),
      };
    },
  );

  /**
   * POST /api/mentorship/matches/ `{mentor_id, message?, mentoring_type?}`: ask a mentor (spec 2
   * §8). 201 the match, pending (reaching the mentor at once, or after a validator); 400
   * `{mentor_id}` (oneself, not a mentor here) or per field; 409 "cannot solicit more than 2
   * mentors", a match with this mentor open, the mentor full; 401; 403.
   */
  app.post(
    fastifyPath(MENTORSHIP_PATHS.matches),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Ask a mentor',
        body: MatchCreateBodySchema,
        response: MatchCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canMentor);
      const row = await requestMentor(db, actor, request.body);
      return reply.status(201).send(present(actor, row));
    },
  );

  /**
   * GET /api/mentorship/matches/{id}/: one match, for its members (while shown on their side)
   * and for mentorship validators while it waits for them. 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.match),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'One mentorship match',
        params: MatchParamsSchema,
        response: MatchResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentorOrReview);
      return present(actor, await getMatch(db, actor, request.params.id));
    },
  );

  /**
   * PATCH /api/mentorship/matches/{id}/ `{action: accept|refuse|cancel, reason?}`: the mentor
   * accepts or refuses (reason required) a request they got, the mentee cancels a pending or
   * running match. 200 the match; 400 `{reason}`; 403 the other side's move; 404 not theirs;
   * 409 no longer in a status for it, or the mentor at capacity (decided under a row lock).
   */
  app.patch(
    fastifyPath(MENTORSHIP_PATHS.match),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Accept, refuse or cancel a mentorship match',
        params: MatchParamsSchema,
        body: MatchUpdateBodySchema,
        response: MatchUpdateResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const { id } = request.params;
      const { action, reason } = request.body;
      await moveMatch(
        db,
        actor,
        id,
        action === 'refuse' ? { kind: 'refuse', reason } : { kind: action },
      );
      return present(actor, await matchAfterMove(db, actor, id));
    },
  );

  /**
   * DELETE /api/mentorship/matches/{id}/: hides the match on the caller's side (kept for the
   * statistics); a running one is cancelled first, a request the mentor has not answered must
   * be answered first (409). 204; 401; 403; 404.
   */
  app.delete(
    fastifyPath(MENTORSHIP_PATHS.match),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Delete a mentorship match on my side',
        params: MatchParamsSchema,
        response: MatchDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canMentor);
      await moveMatch(db, actor, request.params.id, { kind: 'delete' });
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/mentorship/matches/{id}/review/ `{action: validate|refuse, reason?}`: a
   * mentorship validator lets a waiting request through (it reaches the mentor now) or refuses
   * it (Refused 9, reason required). 200 the match; 400; 401; 403 for others; 404; 409 when it
   * waits no more.
   */
  app.post(
    fastifyPath(MENTORSHIP_PATHS.review),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Decide a mentorship request (validators)',
        params: MatchParamsSchema,
        body: MatchReviewBodySchema,
        response: MatchReviewResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReview);
      const { id } = request.params;
      const { action, reason } = request.body;
      await moveMatch(
        db,
        actor,
        id,
        action === 'refuse' ? { kind: 'reject', reason } : { kind: 'validate' },
      );
      return present(actor, await matchAfterMove(db, actor, id));
    },
  );

  /**
   * GET /api/mentorship/pending/?page=: the requests waiting for a mentorship validator, the
   * oldest first (Validations → Mentorship). 200 a page; 401; 403 for others.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.pending),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Mentorship requests waiting for a validator',
        querystring: MentorshipPendingQuerySchema,
        response: MentorshipPendingResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReview);
      const { rows, count } = await listAwaitingReview(db, actor, request.query);
      const { page, page_size } = request.query;
      return {
        count,
        ...pageLinks(request.url, page, page_size, count),
        results: rows.map((row) => present(actor, row)),
      };
    },
  );
};
