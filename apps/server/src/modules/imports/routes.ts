import {
  DegreeImportResponses,
  IdParamsSchema,
  ImportChangeResponses,
  ImportCreateResponses,
  ImportItemResponses,
  ImportListQuerySchema,
  ImportListResponses,
  ImportLogListResponses,
  ImportPageQuerySchema,
  ImportUploadBodySchema,
  ImportUploadJsonSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { type PublicUrlConfig, schoolOrigin } from '../../platform/public-url.ts';
import { validateImport } from './apply.service.ts';
import { createMemberDraft, IMPORT_MAX_BYTES } from './check.service.ts';
import { importDegrees } from './degrees.service.ts';
import { canImport, canValidateImports, withImportScope } from './policy.ts';
import { presentImport, presentImportLog } from './presenters.ts';
import {
  getImport,
  listImportLogs,
  listImports,
  rejectImport,
  submitImport,
} from './review.service.ts';

const UPLOAD = {
  // JSON uploads carry the file's text; multipart ones are bounded by `fileSize` below.
  bodyLimit: IMPORT_MAX_BYTES * 2,
  preValidation: requireSignedIn,
} as const;
const CONSUMES = ['multipart/form-data', 'application/json'];

/**
 * The uploaded file: multipart field `file` (what the web sends), or JSON
 * `{file_name, content}` (ImportUploadJsonSchema: the route's schema has checked its types,
 * not that both are there, since a multipart body reaches it empty). 400 `{"file"}` or per
 * field without one; 413 above IMPORT_MAX_BYTES.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ name: string; content: Uint8Array | string }> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') {
      throw badRequest({ file: ['No file was sent (multipart field "file").'] });
    }
    // The file name is stored: it gets the JSON upload's checks (length, NUL, lone surrogates).
    const { file_name } = parseInput(ImportUploadJsonSchema.pick({ file_name: true }), {
      file_name: part.filename,
    });
    return { name: file_name, content: await part.toBuffer() };
  }
  const body = parseInput(ImportUploadJsonSchema, request.body);
  return { name: body.file_name, content: body.content };
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

  /**
   * POST /api/imports/members/ (school admins): uploads a member CSV (multipart field `file`,
   * or JSON `{file_name, content}`), checks every line and keeps it as a draft. 201 with the
   * import and its report `{rows, valid, invalid: [{line, reason}], warnings}`; 400
   * `{"file": ["Line N: …"]}` for a file that cannot be read (not UTF-8, wrong header,
   * unclosed quote, empty), nothing stored; 400 per field for a JSON body without its
   * fields (in the request's language); 401 (before the body is checked), 403; 413 above 5 MB.
   */
  app.post(
    '/imports/members/',
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
   * GET /api/imports/?status=&page=&page_size=: imports newest first, paginated
   * `{count, next, previous, results}`. A school admin sees the school's; a super user
   * sees every school's (Super-administration → Import file validation, `status=submitted`).
   * 400 per field for a bad query (ImportListQuerySchema); 401 before it is checked.
   */
  app.get(
    '/imports/',
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
    '/imports/logs/',
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
    '/imports/:id/',
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
   * POST /api/imports/{id}/submit/ (the school's admins): sends a draft to the super users
   * for validation; 200 with the import, status `submitted`; 400 `{"detail"}` when it is not
   * a draft; 404 for another school's.
   */
  app.post(
    '/imports/:id/submit/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Submit a draft import for validation',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      return presentImport(
        await withImportScope(request, db, actor, (tx) =>
          submitImport(tx, actor, { id: request.params.id }),
        ),
      );
    },
  );

  /**
   * POST /api/imports/{id}/validate/ (super users): applies a submitted import in one
   * transaction (new accounts inactive with their role, roles added to existing accounts,
   * an import log), then e-mails each created account an activation link on its school's
   * host. 200 with the import, status `applied` and `result` `{rows, valid, invalid,
   * warnings, created, roles_added}`; 400 `{"detail"}` when not submitted; 403; 404.
   */
  app.post(
    '/imports/:id/validate/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Validate and apply a submitted import',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateImports);
      const view = await withImportScope(request, db, actor, (tx) =>
        validateImport(tx, actor, request.params, {
          mailer,
          schoolOrigin: (school) => schoolOrigin(config, school.subdomain),
          onInvitationError: (error, user) =>
            request.log.error({ err: error, userId: user.id }, 'invitation failed'),
        }),
      );
      return presentImport(view);
    },
  );

  /**
   * POST /api/imports/{id}/reject/ (super users): refuses a submitted import; nothing is
   * applied. 200 with the import, status `rejected`; 400 `{"detail"}` when not submitted.
   */
  app.post(
    '/imports/:id/reject/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Reject a submitted import',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateImports);
      return presentImport(
        await withImportScope(request, db, actor, (tx) =>
          rejectImport(tx, actor, { id: request.params.id }),
        ),
      );
    },
  );

  /**
   * POST /api/imports/degrees/ (school admins): applies a degree file at once, lines
   * `degree;subsection;section` without header (spec 1 §5; Degree §3): names the school has
   * are updated, new ones created, in one transaction with an import log. 200 `{rows,
   * created, updated, invalid: [{line, reason}], warnings}` (a name over 128 characters is a
   * warning); 400 `{"file": ["Line N: …"]}` for an unreadable file, nothing applied.
   */
  app.post(
    '/imports/degrees/',
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
