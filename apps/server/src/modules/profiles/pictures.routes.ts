import {
  fastifyPath,
  IMAGE_MESSAGES,
  PROFILE_IMAGE_FORMATS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZES,
  PROFILE_PATHS,
  ProfileImageBodySchema,
  type ProfileImageKind,
  ProfileImagesResponses,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { newMediaKey, readImageUpload, toWebp } from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canManageProfile, changeOf } from './policy.ts';
import { presentProfileImages } from './presenters.ts';
import { removeProfileImage, replaceProfileImage } from './service.ts';

const KINDS: ProfileImageKind[] = ['picture', 'banner'];

/**
 * The profile header's picture and banner (spec 1 §5 Images and files, spec 2 §8 "Invalid
 * attachment format", "image too heavy"). Multipart parsing is registered here only.
 */
export const picturesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (
  app,
  { db, mediaUrl, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  for (const kind of KINDS) {
    const { width, height } = PROFILE_IMAGE_SIZES[kind];

    /**
     * POST /api/users/{id}/picture/ or /banner/ (owner check and school admins): multipart
     * field `file`, a JPEG, PNG, WebP or GIF judged by its content (not its name), 5 MB at
     * most. Stored cropped to 400×400 (picture) or 1500×500 (banner) as WebP without its
     * metadata; the old file is removed. 200 `{picture, banner}` as URLs; 400 `{"file":
     * ["Invalid attachment format…"]}`; 413 `{"detail": "Image too heavy…"}`; 401, 403, 404.
     *
     * The body schema documents the form (multipartBody): the file is read from the
     * multipart stream by readImageUpload.
     */
    app.post(
      fastifyPath(PROFILE_PATHS[kind]),
      {
        preValidation: requireSignedIn,
        bodyLimit: PROFILE_IMAGE_MAX_BYTES * 2,
        schema: {
          tags: ['profiles'],
          summary: `Upload the profile ${kind}`,
          consumes: ['multipart/form-data'],
          params: ProfileUserParamsSchema,
          body: multipartBody(ProfileImageBodySchema),
          response: ProfileImagesResponses,
        },
      },
      async (request) => {
        const messages = IMAGE_MESSAGES[requestLocale(request)];
        const { ctx, member } = await authorizeOnMember(
          request,
          db,
          request.params.id,
          canManageProfile,
        );
        const upload = await readImageUpload(request, {
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          messages,
        });
        const data = await toWebp(upload, {
          size: { width, height },
          formats: PROFILE_IMAGE_FORMATS,
          messages,
        });
        const keys = await replaceProfileImage(db, changeOf(ctx, member), {
          mediaRoot,
          kind,
          key: newMediaKey(`users/${member.user.id}`),
          data,
        });
        return presentProfileImages(keys, mediaUrl);
      },
    );

    /** DELETE /api/users/{id}/picture/ or /banner/: removes the image (file and key); 200 `{picture, banner}`. */
    app.delete(
      fastifyPath(PROFILE_PATHS[kind]),
      {
        preValidation: requireSignedIn,
        schema: {
          tags: ['profiles'],
          summary: `Remove the profile ${kind}`,
          params: ProfileUserParamsSchema,
          response: ProfileImagesResponses,
        },
      },
      async (request) => {
        const { ctx, member } = await authorizeOnMember(
          request,
          db,
          request.params.id,
          canManageProfile,
        );
        const keys = await removeProfileImage(db, changeOf(ctx, member), { mediaRoot, kind });
        return presentProfileImages(keys, mediaUrl);
      },
    );
  }
};
