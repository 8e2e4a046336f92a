/**
 * The routes of an event's participants, calendars, check-in and required documents,
 * relative to `/api` (../paths.ts).
 */
export const EVENT_PARTICIPANT_PATHS = {
  /** GET a page of the event's participants. */
  participants: '/events/{id}/participants/',
  /** GET the participants as a spreadsheet. */
  participantsExport: '/events/{id}/participants/export/',
  /** POST: mail the participants. */
  participantsMessage: '/events/{id}/participants/message/',
  /** POST: move a registration between lists. */
  moveRegistration: '/events/{id}/registrations/{registrationId}/move/',
  /** GET the QR code of a registration. */
  registrationQr: '/events/{id}/registrations/{registrationId}/qr/',
  /** POST: check a participant in. */
  checkIn: '/events/{id}/check-in/',
  /** GET the event's `.ics`. */
  calendar: '/events/{id}/calendar/',
  /** GET, POST (new address) and DELETE the member's calendar feed. */
  calendarFeed: '/events/calendar-feed/',
  /** GET the calendar feed's `.ics` by its token. */
  calendarFeedFile: '/events/calendar-feed/{token}/',
  /** GET and PUT the documents an event requires. */
  requiredDocuments: '/events/{id}/documents/',
  /** GET a registration's documents. */
  registrationDocuments: '/events/{id}/registrations/{registrationId}/documents/',
  /** POST: upload a required document. */
  registrationDocument: '/events/{id}/registrations/{registrationId}/documents/{documentId}/',
  /** GET an uploaded document's file. */
  registrationDocumentFile:
    '/events/{id}/registrations/{registrationId}/documents/{documentId}/file/',
  /** POST: accept or refuse a document. */
  registrationDocumentDecision:
    '/events/{id}/registrations/{registrationId}/documents/{documentId}/decision/',
} as const;
