import {
  COVER_MAX_BYTES,
  fastifyPath,
  GROUP_PATHS,
  GroupBodySchema,
  GroupBySlugResponses,
  GroupChangeResponses,
  GroupDeletedResponses,
  GroupHistoryResponses,
  GroupImageQuerySchema,
  GroupImageUploadBodySchema,
  GroupImageUploadResponses,
  GroupListQuerySchema,
  GroupListResponses,
  GroupParamsSchema,
  GroupResponses,
  GroupSlugParamsSchema,
  IMAGE_MESSAGES,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { notFound } from '../../platform/errors.ts';
import { readImageUpload } from '../../platform/images.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { createGroup, editGroup, removeGroup, storeGroupImage } from './groups.service.ts';
import type { GroupsOptions } from './options.ts';
import { canReadGroups, seesAllGroups } from './policy.ts';
import { presentGroup, presentGroupSummary, presentHistoryEntry } from './presenters.ts';
import { getGroup, groupBySlug, listGroups } from './reading.service.ts';
import { historyOf } from './store.ts';

/**
 * Groups (spec 1 §2 Groups "list (all, mine, pending), form, group page", §5 Group; issue 33
 * items 1–2): the list, creating a group with its two images, reading it by id or slug,
 * editing and deleting it, and its publication history. Members with the clubs view only.
 */
export const groupsRoutes: FastifyPluginAsyncZod<GroupsOptions> = async (
  app,
  { db, mediaUrl, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * GET /api/groups/?filter=all|mine|pending&q=&category=&page=&page_size=: a page of the
   * school's groups by title (reading.service listGroups). 200 `{count, next, previous,
   * results}`; 400; 401; 403.
   */
  app.get(
    fastifyPath(GROUP_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Groups: all, mine, pending',
        querystring: GroupListQuerySchema,
        response: GroupListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const { query } = request;
      const { rows, count } = await listGroups(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentGroupSummary(actor, row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/groups/ (domain groupSchema): creates a group, its creator its first manager.
   * Pending validation where the school has `validate_club` (unless the creator is a Club
   * validator), else active at once; `draft` keeps it a draft. 201 with the group; 400 per
   * field (spec 1 §5 Group; images not the creator's uploads, filters while off); 401; 403.
   */
  app.post(
    fastifyPath(GROUP_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Create a group',
        body: GroupBodySchema,
        response: GroupResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      const id = await createGroup(db, actor, request.body, mediaRoot);
      return reply.status(201).send(presentGroup(actor, await getGroup(db, actor, id), mediaUrl));
    },
  );

  /**
   * POST /api/groups/images/?kind=thumbnail|header: uploads a group's image (multipart field
   * `file`, JPEG, PNG, WebP or GIF, 5 MB at most), stored cropped to 300×300 (thumbnail) or
   * 800×480 (header) as WebP without metadata (spec 1 §5 Images). 201 `{key, url, width,
   * height}`: pass `key` as the group's `thumbnail` or `header`. 400 `{"file"}`, 413, 401, 403.
   */
  app.post(
    fastifyPath(GROUP_PATHS.images),
    {
      bodyLimit: COVER_MAX_BYTES * 2,
      schema: {
        tags: ['groups'],
        summary: 'Upload a group thumbnail or header',
        consumes: ['multipart/form-data'],
        querystring: GroupImageQuerySchema,
        body: multipartBody(GroupImageUploadBodySchema),
        response: GroupImageUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      const upload = await readImageUpload(request, {
        maxBytes: COVER_MAX_BYTES,
        messages: IMAGE_MESSAGES[actor.locale],
      });
      const image = await storeGroupImage(actor, upload, request.query.kind, mediaRoot);
      return reply.status(201).send({ ...image, url: mediaUrl(image.key) ?? '' });
    },
  );

  /**
   * GET /api/groups/{id}/: one group with the viewer's membership and abilities (issue 33
   * design "Visibility rules": a private group's page shows its title, description, images,
   * category, member count and managers to anyone who may see it). 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(GROUP_PATHS.group),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'One group by id',
        params: GroupParamsSchema,
        response: GroupResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      return presentGroup(actor, await getGroup(db, actor, request.params.id), mediaUrl);
    },
  );

  /**
   * GET /api/groups/by-slug/{slug}/: the same by slug (the group's page). 200; 301 `{slug}`
   * with `Location` for an old slug (to those who may see the group); 401; 403; 404.
   */
  app.get(
    fastifyPath(GROUP_PATHS.bySlug),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'One group by slug',
        params: GroupSlugParamsSchema,
        response: GroupBySlugResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      const found = await groupBySlug(db, actor, request.params.slug);
      if ('movedTo' in found) {
        return reply
          .status(301)
          .header('location', `/api/groups/by-slug/${encodeURIComponent(found.movedTo)}/`)
          .send({ slug: found.movedTo });
      }
      return presentGroup(actor, found, mediaUrl);
    },
  );

  /**
   * PUT /api/groups/{id}/ (domain groupSchema): replaces a group's fields (spec 2 §6 "A group
   * manager ... edits ... the group"): an active group by its managers and admins, as often as
   * needed; a draft, pending or refused one under the publication rules (its author or
   * managers resubmit it, a Club validator validates it). 200; 400 per field; 401; 403; 404;
   * 409.
   */
  app.put(
    fastifyPath(GROUP_PATHS.group),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Edit a group',
        params: GroupParamsSchema,
        body: GroupBodySchema,
        response: GroupChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      await editGroup(db, actor, { ...request.body, id: request.params.id }, mediaRoot);
      return presentGroup(actor, await getGroup(db, actor, request.params.id), mediaUrl);
    },
  );

  /**
   * GET /api/groups/{id}/history/: the group's publication transitions, oldest first, for its
   * author, its managers, Club validators and admins. 200; 401; 403; 404 for anyone else.
   */
  app.get(
    fastifyPath(GROUP_PATHS.history),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Publication history of a group',
        params: GroupParamsSchema,
        response: GroupHistoryResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const details = await getGroup(db, actor, request.params.id);
      const mayRead =
        details.isManager || details.group.authorId === actor.user.id || seesAllGroups(actor);
      if (!mayRead) throw notFound();
      const history = await historyOf(db, details.group.id);
      return history.map((entry) => presentHistoryEntry(entry, mediaUrl));
    },
  );

  /**
   * DELETE /api/groups/{id}/: deletes a group with its members, posts and histories (spec 2
   * §6): its managers, school admins and super users; its author while not active yet. 204;
   * 401; 403; 404.
   */
  app.delete(
    fastifyPath(GROUP_PATHS.group),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Delete a group',
        params: GroupParamsSchema,
        response: GroupDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      await removeGroup(db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
