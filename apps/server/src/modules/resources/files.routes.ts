import { stat } from 'node:fs/promises';
import {
  canListResources,
  canManageResources,
  fastifyPath,
  RESOURCE_MIME_TYPES,
  RESOURCE_PATHS,
  RESOURCE_VIDEO_MAX_BYTES,
  ResourceFileResponses,
  ResourceFileUploadBodySchema,
  ResourceParamsSchema,
  ResourceUploadResponses,
  resourceDownloadName,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { sendFileDownload } from '../../platform/downloads.ts';
import { authorize } from '../../platform/policy.ts';
import { receiveResourceFile, resourceFilePath } from './files.ts';
import type { ResourcesOptions } from './options.ts';
import { downloadResource } from './service.ts';
import { formatOf } from './store.ts';

/**
 * A resource's file (issue 31 item 7: "typed by content, 3 MB except video at 50 MB, streamed
 * to disk … downloads counted"): the admins' upload, and the download, counted, for whoever
 * may see the resource. Files are never under the public `/media/` folders.
 */
export const filesRoutes: FastifyPluginAsyncZod<ResourcesOptions> = async (
  app,
  { db, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: RESOURCE_VIDEO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * POST /api/resources/files/ (admins): multipart field `file`, piped to disk as it arrives: a
   * PDF, Word (doc, docx), GIF, JPEG or PNG file of 3 MB at most, or an MP4 video of 50 MB at
   * most, judged by its content (never its name or declared type, which must agree with it),
   * with no HTML or script in its first bytes. 201 `{key, name, format, size}`: pass `{key,
   * name}` as a resource's `file`. 400 `{"file"}` (none, empty, "Invalid attachment format",
   * HTML inside, name or type naming another format); 413 `{"detail"}` past the limit; 401; 403.
   */
  app.post(
    fastifyPath(RESOURCE_PATHS.files),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['resources'],
        summary: "Upload a resource's file",
        consumes: ['multipart/form-data'],
        body: multipartBody(ResourceFileUploadBodySchema),
        response: ResourceUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, (c) =>
        canManageResources(c.user, c.permissionSchool),
      );
      return reply.code(201).send(await receiveResourceFile(request, actor, mediaRoot));
    },
  );

  /**
   * GET /api/resources/{id}/file/: the resource's file for whoever may see it, counted once
   * (no HEAD: a check would count), read from disk as it goes out: its own type,
   * `Content-Disposition: attachment` named after its title, `nosniff`, a sandboxing CSP, not
   * cached. 401; 403 without the permission on the school resource list view; 404 for a
   * resource meant for other roles, another school's, or whose file is gone.
   */
  app.get(
    fastifyPath(RESOURCE_PATHS.file),
    {
      preValidation: requireSignedIn,
      exposeHeadRoute: false,
      schema: {
        tags: ['resources'],
        summary: "Download a resource's file (counted)",
        params: ResourceParamsSchema,
        response: ResourceFileResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, (c) =>
        canListResources(c.user, c.permissionSchool),
      );
      let size = 0;
      const row = await downloadResource(db, actor, request.params.id, async (found) => {
        const file = await stat(resourceFilePath(mediaRoot, found.fileKey)).catch(() => null);
        size = file?.isFile() ? file.size : -1;
        return size >= 0;
      });
      const format = formatOf(row);
      return sendFileDownload(reply, {
        path: resourceFilePath(mediaRoot, row.fileKey),
        size,
        contentType: RESOURCE_MIME_TYPES[format],
        fileName: resourceDownloadName(row.title, format),
      });
    },
  );
};
