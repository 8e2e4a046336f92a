import type { RegistrationDocuments } from '@alumni/domain';
import { api } from '../../api/client.ts';
import { eventsKey } from './api.ts';

/**
 * The API of documents to validate (issue 14 item 5; contract `@alumni/domain`
 * api/event-participants.ts): a registration's documents, its member's uploads and the
 * organisers' decisions, and the list an event requires.
 */

const registration = (eventId: number, registrationId: number) =>
  `/api/events/${eventId}/registrations/${registrationId}/documents/`;

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
) => api.get<RegistrationDocuments>(registration(eventId, registrationId), signal);

/** Sends the member's file for one required document (PDF or Word). */
export const uploadRegistrationDocument = (
  eventId: number,
  registrationId: number,
  documentId: number,
  file: File,
) =>
  api.upload<RegistrationDocuments>(`${registration(eventId, registrationId)}${documentId}/`, file);

/** Where an uploaded file downloads (its member and the organisers). */
export const registrationDocumentFileUrl = (
  eventId: number,
  registrationId: number,
  documentId: number,
) => `${registration(eventId, registrationId)}${documentId}/file/`;

/** An organiser accepts an uploaded file, or refuses it with a reason. */
export const decideRegistrationDocument = (
  eventId: number,
  registrationId: number,
  documentId: number,
  body: { decision: 'accept' | 'refuse'; reason?: string },
) =>
  api.post<RegistrationDocuments>(
    `${registration(eventId, registrationId)}${documentId}/decision/`,
    body,
  );

/** The documents an event requires. */
export const fetchRequiredDocuments = (eventId: number, signal?: AbortSignal) =>
  api.get<{ id: number; title: string }[]>(`/api/events/${eventId}/documents/`, signal);

/** Replaces the documents an event requires (kept ones by id). */
export const saveRequiredDocuments = (
  eventId: number,
  documents: { id?: number; title: string }[],
) => api.put<{ id: number; title: string }[]>(`/api/events/${eventId}/documents/`, { documents });
