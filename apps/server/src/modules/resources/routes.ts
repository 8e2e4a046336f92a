import {
  canListResources,
  canManageResources,
  fastifyPath,
  RESOURCE_PATHS,
  ResourceCreateBodySchema,
  ResourceCreateResponses,
  ResourceDeleteResponses,
  ResourceListResponses,
  ResourceParamsSchema,
  ResourcePatchBodySchema,
  ResourceUpdateResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { filesRoutes } from './files.routes.ts';
import { removeAfterCommit } from './files.ts';
import type { ResourcesOptions } from './options.ts';
import { createResource, deleteResource, listResources, updateResource } from './service.ts';

/**
 * Resources (issue 31 item 7; spec 1 §2 /resources, §3 "Resource: icon, title, description,
 * file, roles", §5 "Resource files"; spec 2 §6 "Resources: permission on the school resource
 * list view"): the list the viewer may see, and the admins' changes. The file's upload and
 * the counted download are in files.routes.ts.
 */
export const resourcesRoutes: FastifyPluginAsyncZod<ResourcesOptions> = async (app, opts) => {
  const { db, mediaRoot } = opts;
  await app.register(filesRoutes, opts);
  const manage = (request: Parameters<typeof authorize>[0]) =>
    authorize(request, db, (c) => canManageResources(c.user, c.permissionSchool));

  /**
   * GET /api/resources/: the resources the viewer may see, in the admins' order: those for
   * every member and those for one of the viewer's roles; admins and super users see all,
   * with `roles`, `downloads` and `file_name`. 200 `[{id, icon, title, description, format,
   * size, updated_at}]`; 401; 403 without the permission on the school resource list view.
   */
  app.get(
    fastifyPath(RESOURCE_PATHS.resources),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['resources'],
        summary: 'The resources the viewer may download',
        response: ResourceListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, (c) =>
        canListResources(c.user, c.permissionSchool),
      );
      return listResources(db, actor);
    },
  );

  /**
   * POST /api/resources/ `{icon?, title, description?, roles?, file: {key, name}}` (admins):
   * adds a resource at the end of the list, its file an upload of `POST
   * /api/resources/files/`. 201 the resource (as admins see it); 400 per field (`icon` not one
   * emoji, `title` missing or over 100, `description` over 500, `roles` not enabled roles,
   * `file` unknown or used), `{"detail"}` past 200 resources; 401; 403.
   */
  app.post(
    fastifyPath(RESOURCE_PATHS.resources),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['resources'],
        summary: 'Add a resource',
        body: ResourceCreateBodySchema,
        response: ResourceCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await manage(request);
      return reply.code(201).send(await createResource(db, actor, request.body, mediaRoot));
    },
  );

  /**
   * PATCH /api/resources/{id}/ with any of `icon`, `title`, `description`, `roles`, `file`
   * (another upload replaces the file, the old one removed once committed) and `order` (its
   * new place from 0) (admins). 200 the resource; 400 per field; 401; 403; 404 for another
   * school's.
   */
  app.patch(
    fastifyPath(RESOURCE_PATHS.resource),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['resources'],
        summary: 'Change, replace the file of, or move a resource',
        params: ResourceParamsSchema,
        body: ResourcePatchBodySchema,
        response: ResourceUpdateResponses,
      },
    },
    async (request) => {
      const actor = await manage(request);
      const { resource, replacedKey } = await updateResource(
        db,
        actor,
        request.params.id,
        request.body,
        mediaRoot,
      );
      if (replacedKey) removeAfterCommit(mediaRoot, replacedKey, request.log);
      return resource;
    },
  );

  /**
   * DELETE /api/resources/{id}/ (admins): 204, its file removed once the deletion is
   * committed; 401; 403; 404 for another school's.
   */
  app.delete(
    fastifyPath(RESOURCE_PATHS.resource),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['resources'],
        summary: 'Delete a resource and its file',
        params: ResourceParamsSchema,
        response: ResourceDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await manage(request);
      const fileKey = await deleteResource(db, actor, request.params.id);
      removeAfterCommit(mediaRoot, fileKey, request.log);
      return reply.code(204).send(null);
    },
  );
};
