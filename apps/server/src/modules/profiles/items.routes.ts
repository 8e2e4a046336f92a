import {
  fastifyPath,
  HobbyBodySchema,
  HobbyParamsSchema,
  HobbyResponses,
  PROFILE_PATHS,
  ProfileDeletedResponses,
  ProfileLinkBodySchema,
  ProfileLinkParamsSchema,
  ProfileLinkResponses,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { removeMedia } from '../../platform/images.ts';
import { addHobby, addLink, deleteHobby, deleteLink } from './items.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, changeOf } from './policy.ts';
import { presentHobby, presentLink } from './presenters.ts';

/** Hobbies and links of a profile (spec 1 §3 Profile items, §5 Profile "a link needs a title and a valid URL"). */
export const itemsRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (
  app,
  { db, mediaRoot },
) => {
  /** POST /api/users/{id}/hobbies/ `{name}` (owner check): 201 `{id, name}`; 400, 401, 403, 404. */
  app.post(
    fastifyPath(PROFILE_PATHS.hobbies),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add a hobby',
        params: ProfileUserParamsSchema,
        body: HobbyBodySchema,
        response: HobbyResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await addHobby(db, changeOf(ctx, member), request.body.name);
      return reply.status(201).send(presentHobby(row));
    },
  );

  /** DELETE /api/users/{id}/hobbies/{hobbyId}/ (owner check): 204; 404 for another's hobby. */
  app.delete(
    fastifyPath(PROFILE_PATHS.hobby),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete a hobby',
        params: HobbyParamsSchema,
        response: ProfileDeletedResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      await deleteHobby(db, changeOf(ctx, member), request.params.hobbyId);
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/users/{id}/links/ `{title, url, icon?}` (owner check): a titled http(s) link.
   * 201 `{id, icon, title, url, attachment}`; 400 per field; 401, 403, 404.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.links),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link',
        params: ProfileUserParamsSchema,
        body: ProfileLinkBodySchema,
        response: ProfileLinkResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await addLink(db, changeOf(ctx, member), request.body);
      return reply.status(201).send(presentLink(row));
    },
  );

  /** DELETE /api/users/{id}/links/{linkId}/ (owner check): 204; 404 for another's link. */
  app.delete(
    fastifyPath(PROFILE_PATHS.link),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete a link',
        params: ProfileLinkParamsSchema,
        response: ProfileDeletedResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const link = await deleteLink(db, changeOf(ctx, member), request.params.linkId);
      await removeMedia(mediaRoot, link.attachment);
      return reply.status(204).send(null);
    },
  );
};
