import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DocumentDecisionBodySchema,
  DocumentFileResponses,
  DocumentUploadBodySchema,
  EVENT_PARTICIPANT_PATHS,
  EventParamsSchema,
  EventRegistrationParamsSchema,
  fastifyPath,
  RegistrationDocumentParamsSchema,
  RegistrationDocumentsResponses,
  RequiredDocumentsBodySchema,
  RequiredDocumentsResponses,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { readUpload } from '../../platform/images.ts';
import { authorize } from '../../platform/policy.ts';
import {
  decideDocument,
  documentFile,
  registrationDocuments,
  requiredDocuments,
  setRequiredDocuments,
  uploadDocument,
} from './documents.service.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';

/**
 * Documents to validate (issue 14 item 5): the documents an event requires, a registrant's
 * uploads, and the organisers' decisions; a registration is confirmed only once all its
 * documents are accepted (pending and holding its seats until then).
 */
export const documentsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  /** GET /api/events/{id}/documents/: the documents the event requires. 200; 401; 403; 404. */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.requiredDocuments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Documents an event requires',
        params: EventParamsSchema,
        response: RequiredDocumentsResponses,
      },
    },
    async (request) =>
      requiredDocuments(db, await authorize(request, db, canReadEvents), request.params.id),
  );

  /**
   * PUT /api/events/{id}/documents/ `{documents: [{id?, title}]}` (organisers): replaces the
   * list; seated registrations become pending or confirmed by their documents. 200 with the
   * list; 400 per field, `{"documents"}` an id not of this event; 401; 403; 404.
   */
  app.put(
    fastifyPath(EVENT_PARTICIPANT_PATHS.requiredDocuments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Set the documents an event requires (organisers)',
        params: EventParamsSchema,
        body: RequiredDocumentsBodySchema,
        response: RequiredDocumentsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      return setRequiredDocuments(db, actor, { ...request.body, eventId: request.params.id });
    },
  );

  /**
   * GET /api/events/{id}/registrations/{registrationId}/documents/: the registration's
   * documents and status, for its member and the organisers. 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.registrationDocuments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: "A registration's documents",
        params: EventRegistrationParamsSchema,
        response: RegistrationDocumentsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId } = request.params;
      return registrationDocuments(db, actor, { eventId: id, registrationId });
    },
  );

  /**
   * POST /api/events/{id}/registrations/{registrationId}/documents/{documentId}/ (multipart
   * field `file`, a PDF or Word document by its bytes, 3 MB at most): the member's file for
   * that document, pending a decision. 201 with the registration's documents; 400
   * `{"file"}`; 401; 403; 404; 409 cancelled or already accepted; 413.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.registrationDocument),
    {
      bodyLimit: DOCUMENT_MAX_BYTES * 2,
      schema: {
        tags: ['events'],
        summary: 'Upload a required document',
        consumes: ['multipart/form-data'],
        params: RegistrationDocumentParamsSchema,
        body: multipartBody(DocumentUploadBodySchema),
        response: RegistrationDocumentsResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const file = await readUpload(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        messages: DOCUMENT_MESSAGES[actor.locale],
      });
      const { id, registrationId, documentId } = request.params;
      const view = await uploadDocument(db, actor, {
        eventId: id,
        registrationId,
        documentId,
        mediaRoot,
        file,
      });
      return reply.status(201).send(view);
    },
  );

  /**
   * GET …/documents/{documentId}/file/: the uploaded file as a download (its type,
   * attachment, nosniff, sandboxing CSP, not cached), for its member and the organisers.
   * 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.registrationDocumentFile),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Download an uploaded document',
        params: RegistrationDocumentParamsSchema,
        response: DocumentFileResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId, documentId } = request.params;
      const file = await documentFile(db, actor, {
        eventId: id,
        registrationId,
        documentId,
        mediaRoot,
      });
      return sendDownload(reply, file);
    },
  );

  /**
   * POST …/documents/{documentId}/decision/ `{decision: accept|refuse, reason}`
   * (organisers): decides the uploaded file; the registration is confirmed once all are
   * accepted. 200 with the registration's documents; 400 per field (a refusal needs a
   * reason); 401; 403; 404 no file; 409 cancelled.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.registrationDocumentDecision),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Accept or refuse an uploaded document (organisers)',
        params: RegistrationDocumentParamsSchema,
        body: DocumentDecisionBodySchema,
        response: RegistrationDocumentsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId, documentId } = request.params;
      return decideDocument(db, actor, {
        eventId: id,
        registrationId,
        documentId,
        ...request.body,
      });
    },
  );
};
