import {
  DegreeImportResponses,
  fastifyPath,
  IdParamsSchema,
  IMPORT_PATHS,
  ImportCreateResponses,
  ImportItemResponses,
  ImportListQuerySchema,
  ImportListResponses,
  ImportLogListResponses,
  ImportPageQuerySchema,
  ImportTemplateQuerySchema,
  ImportTemplateResponses,
  ImportUploadBodySchema,
  ImportUploadJsonSchema,
  importRef,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { PublicUrlConfig } from '../../platform/public-url.ts';
import { createMemberDraft, IMPORT_MAX_BYTES } from './check.service.ts';
import { importDegrees } from './degrees.service.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { canImport, withImportScope } from './policy.ts';
import { presentImport, presentImportLog } from './presenters.ts';
import { reviewRoutes } from './review.routes.ts';
import { getImport, listImportLogs, listImports } from './review.service.ts';
import { memberTemplate } from './template.service.ts';

const UPLOAD = {
  // JSON uploads carry the file's text; multipart ones are bounded by `fileSize` below.
  bodyLimit: IMPORT_MAX_BYTES * 2,
  preValidation: requireSignedIn,
} as const;
const CONSUMES = ['multipart/form-data', 'application/json'];

/**
 * The uploaded file: multipart field `file` (what the web sends), or JSON
 * `{file_name, content}` (ImportUploadJsonSchema: the route's schema has checked its types,
 * not that both are there, since a multipart body reaches it empty). 400 `{"file"}` without
 * a file or for a multipart body that cannot be read (cut short, malformed), 400 per field
 * for a JSON body without its fields; 413 above IMPORT_MAX_BYTES.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ name: string; content: Uint8Array | string }> {
  if (!request.isMultipart()) {
    const body = parseInput(ImportUploadJsonSchema, request.body);
    return { name: body.file_name, content: body.content };
  }
  try {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest({ file: [importRef('noFile')] });
    // The file name is stored: it gets the JSON upload's checks (length, NUL, lone surrogates).
    const { file_name } = parseInput(ImportUploadJsonSchema.pick({ file_name: true }), {
      file_name: part.filename,
    });
    return { name: file_name, content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Too large stays a 413, in the request's language; anything else the multipart reader
    // raises is a broken body.
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, {
        detail: importRef('tooLarge', { max: IMPORT_MAX_BYTES / (1024 * 1024) }),
      });
    }
    throw badRequest({ file: [importRef('brokenUpload')] });
  }
}

/**
 * Member and degree imports (spec 1 §5 "Bulk and administration" User import, §3 Import log;
 * spec 2 §6 "school admins … import users", "Super admins … validate imports"; §9 Import CSV).
 */
export const importsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  config: PublicUrlConfig;
}> = async (app, { db, mailer, config }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4 } });
  await app.register(reviewRoutes, { db, mailer, config });
  await app.register(invitationsRoutes, { db, mailer, config });

  /**
   * POST /api/imports/members/ (school admins): uploads a member CSV (multipart field `file`,
   * or JSON `{file_name, content}`), checks every line and keeps it as a draft. 201 with the
   * import and its report `{rows, valid, invalid: [{line, reason, value}], warnings}`; 400
   * `{"file": ["Ligne N : …"]}` in the request's language for a file that cannot be read
   * (binary, HTML or SVG, not UTF-8, wrong header, unclosed quote, empty) or a broken
   * multipart body, nothing stored; 400 per field for a JSON body without its fields;
   * 401 (before the body is checked), 403; 413 above 5 MB.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.members),
    {
      ...UPLOAD,
      schema: {
        tags: ['imports'],
        summary: 'Upload a member file (draft with its report)',
        consumes: CONSUMES,
        body: ImportUploadBodySchema,
        response: ImportCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canImport);
      const id = await createMemberDraft(db, actor, await readUpload(request));
      return reply.status(201).send(presentImport(await getImport(db, actor, id)));
    },
  );

  /**
   * GET /api/imports/members/template/?format=csv|xlsx (school admins): the member file
   * template, its header line only, as a download: `;` CSV in UTF-8 with BOM (default) or an
   * XLSX workbook (issue 34 item 7). 400 for another format; 401, 403.
   */
  app.get(
    fastifyPath(IMPORT_PATHS.memberTemplate),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Download the member file template (CSV or XLSX)',
        querystring: ImportTemplateQuerySchema,
        response: ImportTemplateResponses,
      },
    },
    async (request, reply) => {
      await authorize(request, db, canImport);
      const file = await memberTemplate(request.query.format);
      // A content type other than JSON: Fastify sends the text or the bytes as they are.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as string);
    },
  );

  /**
   * GET /api/imports/?status=&page=&page_size=: imports newest first, paginated
   * `{count, next, previous, results}`. A school admin sees the school's; a super user
   * sees every school's (Super-administration → Import file validation, `status=submitted`).
   * 400 per field for a bad query (ImportListQuerySchema); 401 before it is checked.
   */
  app.get(
    fastifyPath(IMPORT_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'List imports',
        querystring: ImportListQuerySchema,
        response: ImportListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      const { page, page_size: pageSize, status } = request.query;
      const { count, results } = await withImportScope(request, db, actor, (tx) =>
        listImports(tx, actor, { status, page, pageSize }),
      );
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: results.map(presentImport),
      };
    },
  );

  /**
   * GET /api/imports/logs/?page=&page_size=: the school's import logs, newest first (spec 1
   * §3 Import log: date, valid rows, invalid rows), members and degrees; school admins.
   */
  app.get(
    fastifyPath(IMPORT_PATHS.logs),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: "The school's import logs",
        querystring: ImportPageQuerySchema,
        response: ImportLogListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      const { page, page_size: pageSize } = request.query;
      const { count, results } = await listImportLogs(db, actor, { page, pageSize });
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: results.map(presentImportLog),
      };
    },
  );

  /** GET /api/imports/{id}/: one import with its report; 404 for another school's (admins). */
  app.get(
    fastifyPath(IMPORT_PATHS.import),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'One import',
        params: IdParamsSchema,
        response: ImportItemResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      return presentImport(
        await withImportScope(request, db, actor, (tx) => getImport(tx, actor, request.params.id)),
      );
    },
  );

  /**
   * POST /api/imports/degrees/ (school admins): applies a degree file at once, lines
   * `degree;subsection;section` without header (spec 1 §5; Degree §3): names the school has
   * are updated, new ones created, in one transaction with an import log. 200 `{rows,
   * created, updated, invalid: [{line, reason, value}], warnings}` (a name over 128
   * characters is a warning); 400 `{"file": ["…"]}` in the request's language for a file
   * that is not text CSV (a binary file, NUL characters, not UTF-8, an HTML page or an SVG
   * image: issue 12 item 6) or cannot be read, nothing applied.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.degrees),
    {
      ...UPLOAD,
      schema: {
        tags: ['imports'],
        summary: 'Import degrees',
        consumes: CONSUMES,
        body: ImportUploadBodySchema,
        response: DegreeImportResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      return importDegrees(db, actor, await readUpload(request));
    },
  );
};
