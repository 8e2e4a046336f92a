import {
  CUSTOM_PAGE_PATHS,
  CustomPageListResponses,
  CustomPageReadResponses,
  CustomPageSlugParamsSchema,
  CustomSubpageReadParamsSchema,
  CustomSubpageReadResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customPageReader } from './policy.ts';
import { listReadablePages, readPage, readSubpage } from './reading.service.ts';

/**
 * Reading the custom pages (spec 1 §2 `/page`, `/page/{slug}`, `/page/{slug}/{id}`; spec 2 §6
 * Feature visibility; issue 31 item 6): the school's members read them, anonymous visitors
 * (and signed-in users of other schools) the public ones where the school has public pages;
 * a page whose navbar entries are all off is not found, except for its admins.
 */
export const customPageReadingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/custom-pages/: `[{slug, title: {fr, en}, visibility}]`, the pages the caller may
   * read, oldest first. 401 anonymous where the school has no public pages; 403 signed in
   * without a role in it likewise.
   */
  app.get(
    fastifyPath(CUSTOM_PAGE_PATHS.list),
    {
      schema: {
        tags: ['custom-pages'],
        summary: 'The custom pages the caller may read',
        response: CustomPageListResponses,
      },
    },
    async (request) => listReadablePages(db, await customPageReader(request, db)),
  );

  /**
   * GET /api/custom-pages/{slug}/: `{id, slug, title, body, visibility, subpages: [{id, title}],
   * can_edit}`, texts per language, bodies sanitised HTML. 401 anonymous on a member-only page
   * (or any page where the school has no public pages); 403 signed in without a role in the
   * school likewise; 404 unknown or switched off.
   */
  app.get(
    fastifyPath(CUSTOM_PAGE_PATHS.page),
    {
      schema: {
        tags: ['custom-pages'],
        summary: 'A custom page with its sub-pages',
        params: CustomPageSlugParamsSchema,
        response: CustomPageReadResponses,
      },
    },
    async (request) => readPage(db, await customPageReader(request, db), request.params.slug),
  );

  /**
   * GET /api/custom-pages/{slug}/{id}/: `{id, title, body, page: {id, slug, title}, subpages,
   * can_edit}`, a sub-page under its page's rules; 404 when `id` is not one of its sub-pages.
   */
  app.get(
    fastifyPath(CUSTOM_PAGE_PATHS.subpage),
    {
      schema: {
        tags: ['custom-pages'],
        summary: 'A sub-page of a custom page',
        params: CustomSubpageReadParamsSchema,
        response: CustomSubpageReadResponses,
      },
    },
    async (request) =>
      readSubpage(db, await customPageReader(request, db), request.params.slug, request.params.id),
  );
};
