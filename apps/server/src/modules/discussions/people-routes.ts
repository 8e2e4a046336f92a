import {
  ChatPeopleQuerySchema,
  ChatPeopleResponses,
  DISCUSSION_PATHS,
  fastifyPath,
  UnreadCountsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import type { DiscussionsOptions } from './options.ts';
import { searchPeople } from './people.service.ts';
import { mayUseMessaging } from './policy.ts';
import { unreadCounts } from './store.ts';

/**
 * The people one may write to and one's unread counts (docs/areas/discussions.md "API"; spec
 * 1 §2 Discussions "search for a person", §4 unread counters never below 0).
 */
export const peopleRoutes: FastifyPluginAsyncZod<DiscussionsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/conversations/people/?search=&page_size=: up to 20 active members of the school
   * the directory lists, whose names start with the search's words, never oneself nor
   * someone blocked either way; each with the direct conversation with them if open.
   */
  app.get(
    fastifyPath(DISCUSSION_PATHS.people),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Members one may write to',
        querystring: ChatPeopleQuerySchema,
        response: ChatPeopleResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return searchPeople(db, actor, request.query, mediaUrl);
    },
  );

  /**
   * GET /api/conversations/unread/: `{unread, conversations: {id: n}}`, the member's unread
   * messages in this school in total and per conversation (the live stream's fallback).
   */
  app.get(
    fastifyPath(DISCUSSION_PATHS.unread),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Unread message counts',
        response: UnreadCountsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return unreadCounts(db, actor.school.id, actor.user.id);
    },
  );
};
