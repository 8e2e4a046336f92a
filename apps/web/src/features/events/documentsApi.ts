import type { DocumentDecisionBody, RegistrationDocuments, RequiredDocument } from '@alumni/domain';
import { apiPath, EVENT_PARTICIPANT_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import { eventsKey } from './api.ts';

/**
 * The API of documents to validate (issue 14 item 5; contract `@alumni/domain`
 * api/event-participants.ts): a registration's documents, its member's uploads and the
 * organisers' decisions, and the list an event requires.
 */

/** A document's `{id, registrationId, documentId}` in the path. */
const documentOf = (eventId: number, registrationId: number, documentId: number) => ({
  id: eventId,
  registrationId,
  documentId,
});

/** Query key of a registration's documents (under the events' key: read again with them). */
export const registrationDocumentsKey = (eventId: number, registrationId: number) =>
  [...eventsKey, 'documents', eventId, registrationId] as const;
/** Query key of the documents an event requires. */
export const requiredDocumentsKey = (eventId: number) =>
  [...eventsKey, 'required-documents', eventId] as const;

/** A registration's required documents and where each stands. */
export const fetchRegistrationDocuments = (
  eventId: number,
  registrationId: number,
  signal?: AbortSignal,
) =>
  api.get<RegistrationDocuments>(
    apiPath(EVENT_PARTICIPANT_PATHS.registrationDocuments, { id: eventId, registrationId }),
    signal,
  );

/** Sends the member's file for one required document (PDF or Word). */
export const uploadRegistrationDocument = (
  eventId: number,
  registrationId: number,
  documentId: number,
  file: File,
) =>
  api.upload<RegistrationDocuments>(
    apiPath(
      EVENT_PARTICIPANT_PATHS.registrationDocument,
      documentOf(eventId, registrationId, documentId),
    ),
    file,
  );

/** Where an uploaded file downloads (its member and the organisers). */
export const registrationDocumentFileUrl = (
  eventId: number,
  registrationId: number,
  documentId: number,
) =>
  apiPath(
    EVENT_PARTICIPANT_PATHS.registrationDocumentFile,
    documentOf(eventId, registrationId, documentId),
  );

/** An organiser accepts an uploaded file, or refuses it with a reason. */
export const decideRegistrationDocument = (
  eventId: number,
  registrationId: number,
  documentId: number,
  body: DocumentDecisionBody,
) =>
  api.post<RegistrationDocuments>(
    apiPath(
      EVENT_PARTICIPANT_PATHS.registrationDocumentDecision,
      documentOf(eventId, registrationId, documentId),
    ),
    body,
  );

/** The documents an event requires. */
export const fetchRequiredDocuments = (eventId: number, signal?: AbortSignal) =>
  api.get<RequiredDocument[]>(
    apiPath(EVENT_PARTICIPANT_PATHS.requiredDocuments, { id: eventId }),
    signal,
  );

/** Replaces the documents an event requires (kept ones by id). */
export const saveRequiredDocuments = (
  eventId: number,
  documents: { id?: number; title: string }[],
) =>
  api.put<RequiredDocument[]>(apiPath(EVENT_PARTICIPANT_PATHS.requiredDocuments, { id: eventId }), {
    documents,
  });
