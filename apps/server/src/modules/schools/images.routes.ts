import {
  fastifyPath,
  IMAGE_MESSAGES,
  PROFILE_IMAGE_FORMATS,
  PROFILE_IMAGE_MAX_BYTES,
  SCHOOL_IMAGE_SIZES,
  SCHOOL_INFO_PATHS,
  SchoolImageBodySchema,
  SchoolImageParamsSchema,
  SchoolImagesResponses,
  SchoolOptionalImageParamsSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { newMediaKey, readImageUpload, toWebp } from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { removeSchoolImage, replaceSchoolImage, type SchoolImageKeys } from './images.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/**
 * School settings "school info and images": the school's logo, header, PWA icon and login
 * cover (spec 1 §5 Images and files; domain SCHOOL_IMAGE_SIZES). Multipart parsing is
 * registered here only.
 */
export const schoolImagesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}> = async (app, { db, mediaUrl, mediaRoot }) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * POST /api/schools/{id}/images/{kind}/ (kind logo, cover, icon_pwa or login_photo;
   * admins of the school, from its own host): multipart field `file`, a JPEG, PNG, WebP or GIF
   * judged by its content, 5 MB at most, stored cropped to the kind's size (200×200,
   * 1920×325, 512×512, 1920×1080 px) as WebP without metadata; the old file is removed and
   * every instance sees the new one at once (`school.changed`). 200 `{logo, cover, icon_pwa,
   * login_photo}` as URLs; 400 `{"file": […]}`; 413 `{"detail"}`; 401; 403; 404 for another
   * school's id.
   */
  app.post(
    fastifyPath(SCHOOL_INFO_PATHS.image),
    {
      preValidation: requireSignedIn,
      bodyLimit: PROFILE_IMAGE_MAX_BYTES * 2,
      schema: {
        tags: ['schools'],
        summary: 'Upload a school image',
        consumes: ['multipart/form-data'],
        params: SchoolImageParamsSchema,
        body: multipartBody(SchoolImageBodySchema),
        response: SchoolImagesResponses,
      },
    },
    async (request) => {
      const messages = IMAGE_MESSAGES[requestLocale(request)];
      const ctx = await schoolSettingsActor(request, db);
      const { kind } = request.params;
      const upload = await readImageUpload(request, {
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        messages,
      });
      const data = await toWebp(upload, {
        size: SCHOOL_IMAGE_SIZES[kind],
        formats: PROFILE_IMAGE_FORMATS,
        messages,
      });
      const keys = await replaceSchoolImage(db, ctx.school.id, {
        mediaRoot,
        kind,
        key: newMediaKey(`schools/${ctx.school.subdomain}`),
        data,
      });
      await ctx.emit(db, 'school.changed', { part: 'images' });
      return presentImages(keys);
    },
  );

  /**
   * DELETE /api/schools/{id}/images/{kind}/ (kind cover or login_photo: the logo and the PWA
   * icon are required, replaced but never removed): the image is gone from the school and
   * its file removed; every instance sees it at once. 200 `{logo, cover, icon_pwa,
   * login_photo}`; 400 for a required or unknown kind; 401; 403; 404 for another school's id.
   */
  app.delete(
    fastifyPath(SCHOOL_INFO_PATHS.image),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Remove an optional school image',
        params: SchoolOptionalImageParamsSchema,
        response: SchoolImagesResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const keys = await removeSchoolImage(db, ctx.school.id, {
        mediaRoot,
        kind: request.params.kind,
      });
      await ctx.emit(db, 'school.changed', { part: 'images' });
      return presentImages(keys);
    },
  );

  /** The image keys as URLs (SchoolImagesSchema). */
  function presentImages(keys: SchoolImageKeys) {
    return {
      logo: mediaUrl(keys.logo),
      cover: mediaUrl(keys.cover),
      icon_pwa: mediaUrl(keys.icon_pwa),
      login_photo: mediaUrl(keys.login_photo),
    };
  }
};
