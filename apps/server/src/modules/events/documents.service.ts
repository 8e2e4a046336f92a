import {
  checkDocument,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME_TYPES,
  detectDocumentFormat,
  EVENT_MESSAGES,
  PARTICIPANT_MESSAGES,
  type RegistrationDocuments,
} from '@alumni/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eventRegistrationDocuments,
  eventRegistrations,
  eventRequiredDocuments,
  events,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { safeFileName } from '../../platform/downloads.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { newMediaKey, readMedia, writeMedia } from '../../platform/images.ts';
import { organisedEvent, organises } from './participants.service.ts';
import { refreshSeatedStatuses } from './required-documents.ts';
import { accessTo, type EventRecord } from './store.ts';

/**
 * Documents to validate (issue 14 item 5): an event's organisers list the documents its
 * registrants must give (a title each); a registrant uploads a file per document (a PDF or
 * Word document judged by its bytes, kept outside the public media folders), organisers
 * accept it or refuse it with a reason, and the registration holds its seats as `pending`
 * until every required document is accepted, then is `confirmed` (required-documents.ts).
 */

type RequiredDocument = { id: number; title: string };
type DocumentStatus = RegistrationDocuments['documents'][number]['status'];

/** The documents event `eventId` requires, in their order. */
const documentsOf = (db: Db, eventId: number): Promise<RequiredDocument[]> =>
  db
    .select({ id: eventRequiredDocuments.id, title: eventRequiredDocuments.title })
    .from(eventRequiredDocuments)
    .where(eq(eventRequiredDocuments.eventId, eventId))
    .orderBy(asc(eventRequiredDocuments.position), asc(eventRequiredDocuments.id));

/**
 * The documents event `eventId` requires, for whoever may open it. 404 unseen; 403
 * restricted.
 */
export async function requiredDocuments(
  db: Db,
  actor: Actor,
  eventId: number,
): Promise<RequiredDocument[]> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.schoolId, actor.school.id)));
  const access = event ? accessTo(actor, event) : 'none';
  if (!event || access === 'none') throw notFound();
  if (access === 'restricted') throw forbidden(EVENT_MESSAGES[actor.locale].restricted);
  return documentsOf(db, event.id);
}

/**
 * Replaces the documents event `eventId` requires (organisers): entries with `id` keep that
 * document (and its uploads) under a new title, others are added, missing ones removed
 * with their uploads; then every seated registration gets the status its documents give,
 * all in one transaction. Returns the list. 400 `{"documents"}` for an id not of this event.
 */
export async function setRequiredDocuments(
  db: Db,
  actor: Actor,
  input: { eventId: number; documents: { id?: number | undefined; title: string }[] },
): Promise<RequiredDocument[]> {
  return db.transaction(async (tx) => {
    const event = await organisedEvent(tx, actor, input.eventId);
    const current = new Set((await documentsOf(tx, event.id)).map((d) => d.id));
    const kept = input.documents.flatMap((d) => (d.id === undefined ? [] : [d.id]));
    if (kept.some((id) => !current.has(id)) || new Set(kept).size !== kept.length) {
      throw badRequest({ documents: [PARTICIPANT_MESSAGES[actor.locale].unknownDocument] });
    }
    await tx
      .delete(eventRequiredDocuments)
      .where(
        and(
          eq(eventRequiredDocuments.eventId, event.id),
          kept.length ? notInArray(eventRequiredDocuments.id, kept) : undefined,
        ),
      );
    for (const [position, doc] of input.documents.entries()) {
      if (doc.id === undefined) {
        await tx
          .insert(eventRequiredDocuments)
          .values({ schoolId: event.schoolId, eventId: event.id, position, title: doc.title });
      } else {
        await tx
          .update(eventRequiredDocuments)
          .set({ position, title: doc.title })
          .where(eq(eventRequiredDocuments.id, doc.id));
      }
    }
    await refreshSeatedStatuses(tx, event.id);
    return documentsOf(tx, event.id);
  });
}

type Ids = { eventId: number; registrationId: number };

/**
 * Registration `registrationId` of event `eventId` with its event, when the actor is its
 * member or organises the event (`organiser` says which); 404 otherwise.
 */
async function reachable(db: Db, actor: Actor, ids: Ids) {
  const [found] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.id, ids.registrationId),
        eq(eventRegistrations.eventId, ids.eventId),
        eq(eventRegistrations.schoolId, actor.school.id),
      ),
    );
  if (!found) throw notFound();
  const organiser = organises(actor, found.event);
  if (!organiser && found.registration.userId !== actor.user.id) throw notFound();
  return { ...found, organiser };
}

/** A registration's documents as its member and organisers see them. */
async function documentsView(
  db: Db,
  registration: { id: number; status: string },
  event: EventRecord,
): Promise<RegistrationDocuments> {
  const [status] = await db
    .select({ status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registration.id));
  const required = await documentsOf(db, event.id);
  const uploads = required.length
    ? await db
        .select()
        .from(eventRegistrationDocuments)
        .where(
          and(
            eq(eventRegistrationDocuments.registrationId, registration.id),
            inArray(
              eventRegistrationDocuments.documentId,
              required.map((d) => d.id),
            ),
          ),
        )
    : [];
  return {
    registration_id: registration.id,
    registration_status: (status?.status ??
      registration.status) as RegistrationDocuments['registration_status'],
    documents: required.map((document) => {
      const upload = uploads.find((u) => u.documentId === document.id);
      return {
        document,
        status: (upload?.status ?? 'missing') as DocumentStatus,
        file_name: upload?.fileName ?? null,
        reason: upload?.reason ?? null,
        uploaded_at: upload?.uploadedAt.toISOString() ?? null,
        decided_at: upload?.decidedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The documents of a registration, for its member and the event's organisers (404 others). */
export async function registrationDocuments(
  db: Db,
  actor: Actor,
  ids: Ids,
): Promise<RegistrationDocuments> {
  const { registration, event } = await reachable(db, actor, ids);
  return documentsView(db, registration, event);
}

/** Document `documentId` when event `eventId` requires it; 404 otherwise. */
async function requiredDocument(db: Db, actor: Actor, eventId: number, documentId: number) {
  const [document] = await db
    .select()
    .from(eventRequiredDocuments)
    .where(
      and(eq(eventRequiredDocuments.id, documentId), eq(eventRequiredDocuments.eventId, eventId)),
    );
  if (!document) throw notFound(PARTICIPANT_MESSAGES[actor.locale].unknownDocument);
  return document;
}

/**
 * The member uploads the file of document `documentId` for their registration (not
 * cancelled): checked by its bytes (checkDocument), stored under `event-files/`, replacing
 * a pending or refused one, and pending an organiser's decision. Returns the registration's
 * documents. 400 `{"file"}`; 404 not theirs or not required; 409 cancelled or accepted.
 */
export async function uploadDocument(
  db: Db,
  actor: Actor,
  input: Ids & {
    documentId: number;
    mediaRoot: string;
    file: { data: Buffer; fileName: string; type: string };
  },
): Promise<RegistrationDocuments> {
  const messages = PARTICIPANT_MESSAGES[actor.locale];
  const { registration, event } = await reachable(db, actor, input);
  if (registration.userId !== actor.user.id) throw notFound();
  if (registration.status === 'cancelled') throw conflict(messages.registrationCancelled);
  const document = await requiredDocument(db, actor, event.id, input.documentId);
  const checked = checkDocument(input.file.data, {
    fileName: input.file.fileName,
    type: input.file.type,
  });
  if (checked.problem) {
    throw badRequest({ file: [DOCUMENT_MESSAGES[actor.locale][checked.problem]] });
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: eventRegistrationDocuments.status })
      .from(eventRegistrationDocuments)
      .where(
        and(
          eq(eventRegistrationDocuments.registrationId, registration.id),
          eq(eventRegistrationDocuments.documentId, document.id),
        ),
      )
      .for('update');
    if (existing?.status === 'accepted') throw conflict(messages.documentAccepted);
    const key = newMediaKey(`event-files/${actor.school.id}/${actor.user.id}`, checked.format);
    await writeMedia(input.mediaRoot, key, input.file.data);
    const values = {
      fileKey: key,
      fileName: safeFileName(input.file.fileName),
      status: 'pending',
      reason: null,
      decidedBy: null,
      decidedAt: null,
      uploadedAt: new Date(),
    };
    await tx
      .insert(eventRegistrationDocuments)
      .values({
        schoolId: actor.school.id,
        registrationId: registration.id,
        documentId: document.id,
        ...values,
      })
      .onConflictDoUpdate({
        target: [eventRegistrationDocuments.registrationId, eventRegistrationDocuments.documentId],
        set: values,
      });
    return documentsView(tx, registration, event);
  });
}

/**
 * An organiser accepts or refuses (with a reason) the file of document `documentId` of a
 * registration; the registration becomes confirmed once all are accepted, pending again
 * if one is refused, in one transaction. Returns its documents. 403/404 organisers only;
 * 404 no file; 409 the registration is cancelled.
 */
export async function decideDocument(
  db: Db,
  actor: Actor,
  input: Ids & { documentId: number; decision: 'accept' | 'refuse'; reason: string },
): Promise<RegistrationDocuments> {
  return db.transaction(async (tx) => {
    const event = await organisedEvent(tx, actor, input.eventId);
    const { registration } = await reachable(tx, actor, input);
    if (registration.status === 'cancelled') {
      throw conflict(PARTICIPANT_MESSAGES[actor.locale].registrationCancelled);
    }
    const accept = input.decision === 'accept';
    const [decided] = await tx
      .update(eventRegistrationDocuments)
      .set({
        status: accept ? 'accepted' : 'refused',
        reason: accept ? null : input.reason,
        decidedBy: actor.user.id,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(eventRegistrationDocuments.registrationId, registration.id),
          eq(eventRegistrationDocuments.documentId, input.documentId),
        ),
      )
      .returning({ id: eventRegistrationDocuments.id });
    if (!decided) throw notFound();
    await refreshSeatedStatuses(tx, event.id, registration.id);
    return documentsView(tx, registration, event);
  });
}

/**
 * The uploaded file of document `documentId` of a registration, for its member and the
 * event's organisers, as a download. 404 otherwise or without one.
 */
export async function documentFile(
  db: Db,
  actor: Actor,
  input: Ids & { documentId: number; mediaRoot: string },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const { registration } = await reachable(db, actor, input);
  const [upload] = await db
    .select()
    .from(eventRegistrationDocuments)
    .where(
      and(
        eq(eventRegistrationDocuments.registrationId, registration.id),
        eq(eventRegistrationDocuments.documentId, input.documentId),
      ),
    );
  const data = upload ? await readMedia(input.mediaRoot, upload.fileKey) : null;
  const format = data ? detectDocumentFormat(data) : null;
  if (!upload || !data || !format) throw notFound();
  return { data, contentType: DOCUMENT_MIME_TYPES[format], fileName: upload.fileName };
}
