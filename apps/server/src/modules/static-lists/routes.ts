import {
  fastifyPath,
  STATIC_LIST_PATHS,
  StaticListAdminResponses,
  StaticListParamsSchema,
  StaticListsResponses,
  StaticOptionCreateBodySchema,
  StaticOptionCreateResponses,
  StaticOptionDeleteResponses,
  StaticOptionParamsSchema,
  StaticOptionPatchBodySchema,
  StaticOptionUpdateResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import { authorizeListReader } from './policy.ts';
import { createOption, deleteOption, listOptions, updateOption } from './service.ts';
import { readStaticLists } from './store.ts';

/**
 * The school's static lists (issue 31 item 3; spec 1 §3 Other "List translation", §2 Settings
 * "static lists"): every list for the school's forms and pages, cached per instance until a
 * change (`school.changed` drops it everywhere), and School settings → static lists for the
 * school's admins, from the school's own host (a school id other than the host's is not
 * found). What uses an option is counted by the modules that own the content
 * (app.staticListUsage).
 */
export const staticListsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { usage: app.staticListUsage };

  /**
   * GET /api/static-lists/: `{article_category: [...], event_category: [...], contract_type:
   * [...], business_sector, job_experience, job_category, group_category}`, each option
   * `{id, scope, ext_id, translations: {fr, en}, order}` in its order. The school's members;
   * anyone where it has public pages. 401; 403 for a signed-in non-member.
   */
  app.get(
    fastifyPath(STATIC_LIST_PATHS.lists),
    {
      schema: {
        tags: ['static-lists'],
        summary: "The school's static lists (categories…), each in its order",
        response: StaticListsResponses,
      },
    },
    async (request) => {
      const school = await authorizeListReader(request, db);
      return readStaticLists(app.schoolCaches, db, school.id);
    },
  );

  /**
   * GET /api/schools/{id}/static-lists/{scope}/: the list's options in their order, each with
   * `uses` (`[{kind, count}]`: the content storing its code). 401; 403 for non-admins; 404.
   */
  app.get(
    fastifyPath(STATIC_LIST_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['static-lists'],
        summary: 'One static list with what uses each option',
        params: StaticListParamsSchema,
        response: StaticListAdminResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return listOptions(db, actor, request.params.scope, deps);
    },
  );

  /**
   * POST /api/schools/{id}/static-lists/{scope}/ `{translations: {fr, en}, ext_id?}` (one
   * text at least, each ≤ 100 characters; the code made from the texts when absent): 201 the
   * option, last; 400 per field (`ext_id` taken), or `{"detail"}` when the list is full; 401;
   * 403; 404.
   */
  app.post(
    fastifyPath(STATIC_LIST_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['static-lists'],
        summary: 'Add an option at the end of a static list',
        params: StaticListParamsSchema,
        body: StaticOptionCreateBodySchema,
        response: StaticOptionCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const option = await createOption(db, actor, request.params.scope, request.body, deps);
      await actor.emit(db, 'school.changed', { part: 'static_lists' });
      return reply.code(201).send(option);
    },
  );

  /**
   * PATCH /api/schools/{id}/static-lists/{scope}/{optionId}/ `{translations?, order?}`: new
   * texts and/or a new place (from 0; past the end is last); the code stays. 200 the option;
   * 400 per field; 401; 403; 404 for another school's option or another list's.
   */
  app.patch(
    fastifyPath(STATIC_LIST_PATHS.option),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['static-lists'],
        summary: 'Rename or move an option of a static list',
        params: StaticOptionParamsSchema,
        body: StaticOptionPatchBodySchema,
        response: StaticOptionUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { scope, optionId } = request.params;
      const option = await updateOption(db, actor, scope, optionId, request.body, deps);
      await actor.emit(db, 'school.changed', { part: 'static_lists' });
      return option;
    },
  );

  /**
   * DELETE /api/schools/{id}/static-lists/{scope}/{optionId}/: 204; 409 `{"detail"}` naming
   * what uses it ("used by 3 articles"), nothing deleted; 401; 403; 404.
   */
  app.delete(
    fastifyPath(STATIC_LIST_PATHS.option),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['static-lists'],
        summary: 'Delete an unused option of a static list',
        params: StaticOptionParamsSchema,
        response: StaticOptionDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      await deleteOption(db, actor, request.params.scope, request.params.optionId, deps);
      await actor.emit(db, 'school.changed', { part: 'static_lists' });
      return reply.code(204).send(null);
    },
  );
};
