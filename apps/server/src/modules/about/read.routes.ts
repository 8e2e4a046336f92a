import {
  ABOUT_PATHS,
  AboutPageResponses,
  fastifyPath,
  TeamMemberPageParamsSchema,
  TeamMemberPageResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { aboutPage } from './pages.service.ts';
import { authorizeAboutReader } from './policy.ts';
import { presentTeamMemberPage } from './presenters.ts';
import { teamRow } from './store.ts';

/**
 * The about page (`/about`, `/about/{id}`; spec 1 §2 "School page editing", "Publicly visible
 * feature names: dashboard, about, blog, blog-slug"): for members with the about view and, where
 * the school has public pages, anonymous readers. Both routes belong to the `about` feature:
 * 404 while the school has it off (platform/feature-switches.ts).
 */
export const aboutReadRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/about/: `{presentation, mentorship, key_numbers, team}` of the request's school:
   * the about and mentorship presentations (sanitised rich text per language), every key
   * number in the school's order (the page shows the banner from 3 on) and the team's cards
   * `{id, name, position, photo}` in the school's order. 401 for an anonymous reader where the
   * school has no public pages; 403 without the about view; 404 when `about` is off.
   */
  app.get(
    fastifyPath(ABOUT_PATHS.about),
    {
      schema: {
        tags: ['about'],
        summary: "The school's about page",
        response: AboutPageResponses,
      },
    },
    async (request) => {
      const reader = await authorizeAboutReader(request, db);
      return aboutPage(db, reader.school.id, mediaUrl);
    },
  );

  /**
   * GET /api/about/team/{id}/: one person of the team, `{id, name, position, photo,
   * biography, profile}`; `profile` is the linked member's user id for a signed-in member of
   * the school (null for anonymous readers, or once the linked person left). 401; 403; 404 for
   * another school's person or when `about` is off.
   */
  app.get(
    fastifyPath(ABOUT_PATHS.teamMember),
    {
      schema: {
        tags: ['about'],
        summary: 'One person of the team',
        params: TeamMemberPageParamsSchema,
        response: TeamMemberPageResponses,
      },
    },
    async (request) => {
      const reader = await authorizeAboutReader(request, db);
      const row = await teamRow(db, reader.school.id, request.params.id);
      return presentTeamMemberPage(row, mediaUrl, reader.member);
    },
  );
};
