import { hobbySchema, profileLinkSchema } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/locale.ts';
import { parseInput } from '../../platform/validation.ts';
import { addHobby, addLink, deleteHobby, deleteLink } from './items.service.ts';
import { authorizeOnMember, canEditProfile, changeOf } from './policy.ts';
import { presentHobby, presentLink } from './presenters.ts';
import type { ProfilesOptions } from './routes.ts';
import {
  DeletedResponses,
  HobbyBodyDoc,
  HobbyParamsSchema,
  HobbyResponses,
  LinkBodyDoc,
  LinkParamsSchema,
  LinkResponses,
  UserParamsSchema,
} from './schemas.ts';

/** Hobbies and links of a profile (spec 1 §3 Profile items, §5 Profile "a link needs a title and a valid URL"). */
export const itemsRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, { db }) => {
  /** POST /api/users/{id}/hobbies/ `{name}` (owner check): 201 `{id, name}`; 400, 401, 403, 404. */
  app.post(
    '/users/:id/hobbies/',
    {
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Add a hobby',
        params: UserParamsSchema,
        body: HobbyBodyDoc,
        response: HobbyResponses,
      },
    },
    async (request, reply) => {
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const input = parseInput(hobbySchema(requestLocale(request)), request.body);
      const row = await addHobby(db, changeOf(ctx, member), input.name);
      return reply.status(201).send(presentHobby(row));
    },
  );

  /** DELETE /api/users/{id}/hobbies/{hobbyId}/ (owner check): 204; 404 for another's hobby. */
  app.delete(
    '/users/:id/hobbies/:hobbyId/',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a hobby',
        params: HobbyParamsSchema,
        response: DeletedResponses,
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
    '/users/:id/links/',
    {
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link',
        params: UserParamsSchema,
        body: LinkBodyDoc,
        response: LinkResponses,
      },
    },
    async (request, reply) => {
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const input = parseInput(profileLinkSchema(requestLocale(request)), request.body);
      const row = await addLink(db, changeOf(ctx, member), input);
      return reply.status(201).send(presentLink(row));
    },
  );

  /** DELETE /api/users/{id}/links/{linkId}/ (owner check): 204; 404 for another's link. */
  app.delete(
    '/users/:id/links/:linkId/',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a link',
        params: LinkParamsSchema,
        response: DeletedResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      await deleteLink(db, changeOf(ctx, member), request.params.linkId);
      return reply.status(204).send(null);
    },
  );
};
