import {
  CUSTOM_PAGE_ADMIN_PATHS,
  CustomPageAdminResponses,
  CustomPageBodySchema,
  CustomPageCreateResponses,
  CustomPageDeleteResponses,
  CustomPageListParamsSchema,
  CustomPageParamsSchema,
  CustomPageSummariesResponses,
  CustomPageUpdateResponses,
  CustomSubpageBodySchema,
  CustomSubpageCreateResponses,
  CustomSubpageDeleteResponses,
  CustomSubpageParamsSchema,
  CustomSubpageUpdateResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import {
  createCustomPage,
  deleteCustomPage,
  getCustomPage,
  listCustomPages,
  updateCustomPage,
} from './pages.service.ts';
import {
  createCustomSubpage,
  deleteCustomSubpage,
  updateCustomSubpage,
} from './subpages.service.ts';

/**
 * School settings → features and pages → pages (issue 31 item 6; spec 1 §2 Settings "features
 * and pages"; domain custom-pages.ts), for the school's admins, from its own host (another
 * school's id is not found): 401 signed out, 403 for non-admins, 404 for another school's id,
 * page or sub-page. A page's navbar entry and its public display are in the school's details:
 * each change of a page reaches every instance's copy at once (`school.changed`).
 */
export const customPageAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['custom-pages'];
  const guarded = { preValidation: requireSignedIn };

  /** GET /api/schools/{id}/custom-pages/: `[{id, slug, title, visibility, navbar, subpage_count, updated_at}]` by slug. */
  app.get(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.pages),
    {
      ...guarded,
      schema: {
        tags,
        summary: "The school's custom pages",
        params: CustomPageListParamsSchema,
        response: CustomPageSummariesResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return listCustomPages(db, actor.school.id);
    },
  );

  /**
   * POST /api/schools/{id}/custom-pages/ `{slug, title: {fr, en}, body: {fr, en}, visibility,
   * in_navbar}`: 201 the page with `subpages: []`, its navbar entry added when `in_navbar`; 400
   * per field (`slug` taken too, `in_navbar` when the navbar is full, `body.fr` too long) or
   * `{"detail"}` past 50 pages.
   */
  app.post(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.pages),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add a custom page',
        params: CustomPageListParamsSchema,
        body: CustomPageBodySchema,
        response: CustomPageCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const page = await createCustomPage(db, actor.school.id, request.body);
      await actor.emit(db, 'school.changed', { part: 'features' });
      return reply.code(201).send(page);
    },
  );

  /** GET /api/schools/{id}/custom-pages/{pageId}/: the page with its sub-pages whole. */
  app.get(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.page),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'A custom page to edit',
        params: CustomPageParamsSchema,
        response: CustomPageAdminResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return getCustomPage(db, actor.school.id, request.params.pageId);
    },
  );

  /**
   * PATCH /api/schools/{id}/custom-pages/{pageId}/ with the whole page (as POST): a new slug
   * moves its navbar entries; `in_navbar` adds the missing entry or removes them. 200 the
   * page; 400 as POST.
   */
  app.patch(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.page),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change a custom page',
        params: CustomPageParamsSchema,
        body: CustomPageBodySchema,
        response: CustomPageUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { pageId } = request.params;
      const page = await updateCustomPage(db, actor.school.id, pageId, request.body);
      await actor.emit(db, 'school.changed', { part: 'features' });
      return page;
    },
  );

  /** DELETE /api/schools/{id}/custom-pages/{pageId}/: 204, with its sub-pages and navbar entries. */
  app.delete(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.page),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete a custom page with its sub-pages and navbar entries',
        params: CustomPageParamsSchema,
        response: CustomPageDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      await deleteCustomPage(db, actor.school.id, request.params.pageId);
      await actor.emit(db, 'school.changed', { part: 'features' });
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /api/schools/{id}/custom-pages/{pageId}/subpages/ `{title: {fr, en}, body: {fr, en}}`:
   * 201 the sub-page, after the others; 400 per field or `{"detail"}` past 20 sub-pages.
   */
  app.post(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.subpages),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add a sub-page to a custom page',
        params: CustomPageParamsSchema,
        body: CustomSubpageBodySchema,
        response: CustomSubpageCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const { pageId } = request.params;
      const subpage = await createCustomSubpage(db, actor.school.id, pageId, request.body);
      return reply.code(201).send(subpage);
    },
  );

  /** PATCH /api/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/ with the whole sub-page. */
  app.patch(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.subpage),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change a sub-page',
        params: CustomSubpageParamsSchema,
        body: CustomSubpageBodySchema,
        response: CustomSubpageUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { pageId, subpageId } = request.params;
      return updateCustomSubpage(db, actor.school.id, pageId, subpageId, request.body);
    },
  );

  /** DELETE /api/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/: 204. */
  app.delete(
    fastifyPath(CUSTOM_PAGE_ADMIN_PATHS.subpage),
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete a sub-page',
        params: CustomSubpageParamsSchema,
        response: CustomSubpageDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const { pageId, subpageId } = request.params;
      await deleteCustomSubpage(db, actor.school.id, pageId, subpageId);
      return reply.code(204).send(null);
    },
  );
};
