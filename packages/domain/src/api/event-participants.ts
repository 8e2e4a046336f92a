import { z } from 'zod';
import {
  checkInSchema,
  documentDecisionSchema,
  moveRegistrationSchema,
  PARTICIPANT_SEARCH_MAX,
  PARTICIPANTS_PAGE_SIZE,
  PARTICIPANTS_PAGE_SIZE_MAX,
  participantMessageSchema,
  requiredDocumentsSchema,
} from '../event-participants.ts';
import { REGISTRATION_STATUSES } from '../events.ts';
import { LOCALES } from '../locales.ts';
import { EventRegistrationSchema } from './events.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  SignedInErrors,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of an event's participants, calendars and check-in (issue 14 items 4, 6, 7):
 * `/api/events/{id}/participants/…` for its organisers (the author) and admins, the `.ics`
 * of one event, the member's private calendar feed, the QR code of their registration, and
 * check-in by code or by registration.
 */

/**
 * `GET /api/events/{id}/participants/?status=&q=&page=&page_size=`: `status` one of
 * confirmed, waiting, cancelled (default all); `q` part of a first or last name.
 */
export const ParticipantListQuerySchema = z.object({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  q: z.string().trim().max(PARTICIPANT_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PARTICIPANTS_PAGE_SIZE_MAX)
    .default(PARTICIPANTS_PAGE_SIZE),
});
/**
 * `GET /api/events/{id}/participants/export/?status=&q=&lang=`: the same filters, no page;
 * `lang` the page's language (a download link cannot set the request's Accept-Language),
 * else the request's.
 */
export const ParticipantExportQuerySchema = ParticipantListQuerySchema.pick({
  status: true,
  q: true,
}).extend({ lang: z.enum(LOCALES).optional() });

/** Body of `POST …/registrations/{registrationId}/move/`: `{ticket_id}`. */
export const MoveRegistrationBodySchema = moveRegistrationSchema();
/** Body of `POST /api/events/{id}/participants/message/`: `{subject, body, statuses}`. */
export const ParticipantMessageBodySchema = participantMessageSchema();
export type ParticipantMessageBody = z.input<typeof ParticipantMessageBodySchema>;
/** Body of `POST /api/events/{id}/check-in/`: `{code}` or `{registration_id}`. */
export const CheckInBodySchema = checkInSchema();
/** `{token}` of a calendar feed in the path (any text up to 100 characters: unknown is 404). */
export const CalendarFeedParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** A registration as the event's organisers see it. */
export const ParticipantSchema = z.object({
  id: z.number().int(),
  user: UserSummarySchema,
  first_name: z.string().describe('Contact details given at booking (else the profile’s)'),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  ticket: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  amount_cents: z.number().int(),
  payment: z.enum(['free', 'to_pay']),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** The answer of a message to participants: how many e-mails were queued. */
export const ParticipantMessageResultSchema = z.object({ queued: z.number().int() });
export type ParticipantMessageResult = z.infer<typeof ParticipantMessageResultSchema>;

/**
 * A check-in's answer: `checked_in` now, or `already_checked_in` with the first time
 * (`checked_in_at`) and a sentence saying so.
 */
export const CheckInResultSchema = z.object({
  result: z.enum(['checked_in', 'already_checked_in']),
  checked_in_at: z.string(),
  detail: z.string().nullable(),
  participant: ParticipantSchema,
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** The QR code of a confirmed registration: its code and an SVG data URL carrying it. */
export const RegistrationQrSchema = z.object({
  code: z.string(),
  qr_svg: z.string().describe('data:image/svg+xml;base64,… of the QR code carrying `code`'),
});
export type RegistrationQr = z.infer<typeof RegistrationQrSchema>;

/** The member's calendar feed: whether one is active, and its URL right after a rotation. */
export const CalendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  url: z
    .string()
    .nullable()
    .describe('Only in the answer of a rotation: the token is stored hashed, never shown again'),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

const guarded = { ...InputErrors, 409: ErrorDetailSchema };
export const ParticipantListResponses = { 200: pageOf(ParticipantSchema), ...InputErrors };
export const ParticipantExportResponses = {
  200: z
    .string()
    .describe(
      "text/csv (`;`, UTF-8 with BOM): one line per registration; cells that a spreadsheet would read as a formula start with `'`",
    ),
  ...InputErrors,
};
export const MoveRegistrationResponses = { 200: EventRegistrationSchema, ...guarded };
export const ParticipantMessageResponses = { 202: ParticipantMessageResultSchema, ...InputErrors };
export const CheckInResponses = { 200: CheckInResultSchema, ...guarded };
export const RegistrationQrResponses = { 200: RegistrationQrSchema, ...guarded };
export const CalendarFileResponses = {
  200: z.string().describe('text/calendar: VCALENDAR with VTIMEZONE and TZID'),
  ...InputErrors,
};
export const CalendarFeedFileResponses = {
  200: z.string().describe('text/calendar: the member’s confirmed registrations'),
  404: ErrorDetailSchema,
  400: ErrorDetailSchema,
};
export const CalendarFeedResponses = {
  200: CalendarFeedSchema,
  201: CalendarFeedSchema,
  ...SignedInErrors,
};
export const CalendarFeedDeletedResponses = { 204: NoContentSchema, ...SignedInErrors };

/** `{id}` of an event, `{registrationId}` of one of its registrations, `{documentId}` required. */
export const RegistrationDocumentParamsSchema = z.object({
  id: DbIdSchema,
  registrationId: DbIdSchema,
  documentId: DbIdSchema,
});
/** Body of `PUT /api/events/{id}/documents/`: `{documents: [{id?, title}]}`. */
export const RequiredDocumentsBodySchema = requiredDocumentsSchema();
/** Body of an organiser's decision on an uploaded document: `{decision, reason}`. */
export const DocumentDecisionBodySchema = documentDecisionSchema();
export type DocumentDecisionBody = z.input<typeof DocumentDecisionBodySchema>;
/** Body of an upload: the multipart field `file`. */
export const DocumentUploadBodySchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'A PDF or Word document, 3 MB at most' }),
});

/** A document an event requires. */
export const RequiredDocumentSchema = z.object({ id: z.number().int(), title: z.string() });
export type RequiredDocument = z.infer<typeof RequiredDocumentSchema>;
/** One required document of a registration and where its file stands. */
export const RegistrationDocumentSchema = z.object({
  document: RequiredDocumentSchema,
  status: z
    .enum(['missing', 'pending', 'accepted', 'refused'])
    .describe('missing: no file yet; pending: waits for an organiser'),
  file_name: z.string().nullable(),
  reason: z.string().nullable().describe('Why it was refused'),
  uploaded_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
/** A registration's documents and its status (pending until all are accepted). */
export const RegistrationDocumentsSchema = z.object({
  registration_id: z.number().int(),
  registration_status: z.enum(REGISTRATION_STATUSES),
  documents: z.array(RegistrationDocumentSchema),
});
export type RegistrationDocuments = z.infer<typeof RegistrationDocumentsSchema>;

export const RequiredDocumentsResponses = { 200: z.array(RequiredDocumentSchema), ...InputErrors };
export const RegistrationDocumentsResponses = {
  200: RegistrationDocumentsSchema,
  201: RegistrationDocumentsSchema,
  413: ErrorDetailSchema,
  ...guarded,
};
export const DocumentFileResponses = { ...InputErrors };
