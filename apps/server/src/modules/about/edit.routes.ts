import {
  fastifyPath,
  KeyNumbersBodySchema,
  KeyNumbersResponses,
  SCHOOL_PAGES_PATHS,
  SchoolPagesParamsSchema,
  SchoolPagesPatchBodySchema,
  SchoolPagesPatchResponses,
  SchoolPagesResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { patchPages, replaceKeyNumbers, schoolPagesAdmin } from './pages.service.ts';
import { pagesEditor } from './policy.ts';

/**
 * School settings → school pages (spec 1 §2 "School page editing: about, team section,
 * homepage presentation, mentorship presentation, key stats"; spec 2 §6 "School admins … edit
 * school pages"): the school's admins, from the school's own host (another school's id is not
 * found). Not switched with the `about` feature: admins prepare the page before turning it on.
 * The home presentation and the key numbers are in the school's details: each change of them
 * reaches every instance's copy at once (`school.changed`).
 */
export const schoolPagesRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/schools/{id}/pages/: `{about, home, mentorship, key_numbers, team}`, the three
   * presentations per language, the key numbers and the team as the section edits them (with
   * biographies, linked members and places). 401; 403 for non-admins; 404 for another school.
   */
  app.get(
    fastifyPath(SCHOOL_PAGES_PATHS.pages),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: "The school's pages as School settings edits them",
        params: SchoolPagesParamsSchema,
        response: SchoolPagesResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      return schoolPagesAdmin(db, actor.school.id, mediaUrl);
    },
  );

  /**
   * PATCH /api/schools/{id}/pages/ `{about?, home?, mentorship?}`, each `{fr, en}` rich text
   * (a language left out is emptied), sanitised as the feed's posts are (scripts, styles,
   * handlers, frames and images dropped), at most 10 000 characters of text per language:
   * 200 as GET; 400 per field; 401; 403; 404 for another school.
   */
  app.patch(
    fastifyPath(SCHOOL_PAGES_PATHS.pages),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: "Change the school's presentations",
        params: SchoolPagesParamsSchema,
        body: SchoolPagesPatchBodySchema,
        response: SchoolPagesPatchResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      const pages = await patchPages(db, actor.school.id, request.body, mediaUrl);
      if (request.body.home) await actor.emit(db, 'school.changed', { part: 'pages' });
      return pages;
    },
  );

  /**
   * PUT /api/schools/{id}/key-numbers/ `{key_numbers: [{value, label: {fr, en}}]}`: the whole
   * list in its order, 0 to 6 entries (spec 2 §9 "Key stats: 3 minimum to show the banner, 6
   * maximum"), each value ≤ 32 characters, each label ≤ 60 in one language at least. 200 the
   * list as saved; 400 per field (`key_numbers` for a seventh); 401; 403; 404.
   */
  app.put(
    fastifyPath(SCHOOL_PAGES_PATHS.keyNumbers),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: "Replace the school's key numbers",
        params: SchoolPagesParamsSchema,
        body: KeyNumbersBodySchema,
        response: KeyNumbersResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      const numbers = await replaceKeyNumbers(db, actor.school.id, request.body);
      await actor.emit(db, 'school.changed', { part: 'key_numbers' });
      return numbers;
    },
  );
};
