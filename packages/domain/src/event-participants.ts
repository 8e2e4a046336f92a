import { z } from 'zod';
import { PARTICIPANT_REFS } from './event-participant-messages.ts';
import { REGISTRATION_STATUSES } from './events.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

export {
  PARTICIPANT_MESSAGES,
  PARTICIPANT_REFS,
  type ParticipantMessageCatalogue,
} from './event-participant-messages.ts';

/**
 * Participants of an event, its calendars and check-in (issue 14 items 4, 6, 7): the
 * bodies' rules, the default time zone, the formula escape of exported cells. Pure.
 */

/**
 * The time zone of a school that names none (the `schools.time_zone` default): event rules,
 * `.ics` TZID and VTIMEZONE, and shown times follow the school's own zone.
 */
export const EVENT_DEFAULT_TIME_ZONE = 'Europe/Paris';
/** Participants per page by default and at most. */
export const PARTICIPANTS_PAGE_SIZE = 50;
export const PARTICIPANTS_PAGE_SIZE_MAX = 200;
/** A message to participants: subject and text (characters). */
export const PARTICIPANT_MESSAGE_SUBJECT_MAX = 200;
export const PARTICIPANT_MESSAGE_BODY_MAX = 10_000;
/**
 * The letters of a check-in code (issue 30 item 9: a code a person reads out): Crockford's
 * base 32, digits and capitals without I, L, O and U, so that no two sound or look alike.
 * The database draws 8 of them (40 random bits, migration 0030 `app_check_in_code`), unique
 * per event: guessing one of an event's 1,000 codes takes a billion tries on average.
 */
export const CHECK_IN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_CODE_LENGTH = 8;
/**
 * A check-in code as stored: 8 characters of CHECK_IN_CODE_ALPHABET, or the 32 hex characters
 * of registrations made before short codes (still valid).
 */
export const CHECK_IN_CODE_PATTERN = /^(?:[0-9A-HJKMNP-TV-Z]{8}|[0-9a-f]{32})$/;
/** Characters typed for what they look like in a code: O is zero, I and L are one. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * A typed, read-out, pasted or scanned check-in code as stored: spaces and dashes dropped,
 * capitals (lower case for an old hex code), O read as 0, I and L as 1. Null when it cannot
 * be a code.
 */
export function normalizeCheckInCode(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (/^[0-9a-f]{32}$/i.test(compact)) return compact.toLowerCase();
  const code = compact.toUpperCase().replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
  return CHECK_IN_CODE_PATTERN.test(code) ? code : null;
}

/** A check-in code in groups of four, to read out or copy by eye: "K7M4 QX9P". */
export const groupCheckInCode = (code: string): string => code.match(/.{1,4}/g)?.join(' ') ?? code;
/** Documents an event may require, and their title and refusal reason (characters). */
export const EVENT_DOCUMENTS_MAX = 10;
export const EVENT_DOCUMENT_TITLE_MAX = 255;
export const EVENT_DOCUMENT_REASON_MAX = 1000;
/** Statuses that hold seats of a ticket (counted in its confirmed seats). */
export const SEATED_STATUSES = ['confirmed', 'pending'] as const;
/** Whether a registration in `status` holds its seats. */
export const holdsSeats = (status: string) =>
  (SEATED_STATUSES as readonly string[]).includes(status);
/** Search by name (characters). */
export const PARTICIPANT_SEARCH_MAX = 100;

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return. The export prefixes them with `'`.
 */
export const CSV_FORMULA_PATTERN = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet should show it, not run it: a formula-like value gets a leading `'`. */
export const defuseCsvCell = (value: string): string =>
  CSV_FORMULA_PATTERN.test(value) ? `'${value}` : value;

const MAX_ID = 2_147_483_647;
const m = VALIDATION_REFS;
const id = () => z.number({ error: m.invalidValue }).int().positive().max(MAX_ID);
const text = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: validationRef('tooLong', { max }) });

/** Body of moving a registration to another ticket of its event: `{ticket_id}`. */
export function moveRegistrationSchema() {
  return z.object({ ticket_id: id() });
}

/**
 * Body of a message to participants: subject, text, and whose registrations it goes to
 * (default confirmed). One e-mail per member.
 */
export function participantMessageSchema() {
  return z.object({
    subject: text(PARTICIPANT_MESSAGE_SUBJECT_MAX),
    body: text(PARTICIPANT_MESSAGE_BODY_MAX),
    statuses: z
      .array(z.enum(REGISTRATION_STATUSES, { error: m.invalidChoice }), { error: m.invalidChoice })
      .min(1, { error: m.required })
      .max(REGISTRATION_STATUSES.length, { error: m.invalidChoice })
      .default(['confirmed']),
  });
}

/**
 * Body of a check-in: the QR code's `code` (as read out: normalizeCheckInCode), or a
 * `registration_id` found by name; one of the two.
 */
export function checkInSchema() {
  return z
    .object({
      code: z
        .string({ error: m.invalidValue })
        .max(100, { error: PARTICIPANT_REFS.unknownCode })
        .transform((raw, ctx) => {
          const code = normalizeCheckInCode(raw);
          if (code === null) {
            ctx.addIssue({ code: 'custom', message: PARTICIPANT_REFS.unknownCode });
            return z.NEVER;
          }
          return code;
        })
        .optional(),
      registration_id: id().optional(),
    })
    .superRefine((body, ctx) => {
      if ((body.code === undefined) === (body.registration_id === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: PARTICIPANT_REFS.codeOrRegistration,
        });
      }
    });
}

/**
 * Body of the documents an event requires (issue 14 item 5): the whole list, each a title,
 * with `id` to keep an existing one (its uploads stay); at most EVENT_DOCUMENTS_MAX.
 */
export function requiredDocumentsSchema() {
  return z.object({
    documents: z
      .array(z.object({ id: id().optional(), title: text(EVENT_DOCUMENT_TITLE_MAX) }), {
        error: m.invalidValue,
      })
      .max(EVENT_DOCUMENTS_MAX, { error: validationRef('maxValue', { max: EVENT_DOCUMENTS_MAX }) }),
  });
}

/** Body of an organiser's decision on an uploaded document: accept, or refuse with a reason. */
export function documentDecisionSchema() {
  return z
    .object({
      decision: z.enum(['accept', 'refuse'], { error: m.invalidChoice }),
      reason: z
        .string({ error: m.invalidValue })
        .trim()
        .max(EVENT_DOCUMENT_REASON_MAX, {
          error: validationRef('tooLong', { max: EVENT_DOCUMENT_REASON_MAX }),
        })
        .default(''),
    })
    .superRefine((body, ctx) => {
      if (body.decision === 'refuse' && body.reason === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['reason'],
          message: PARTICIPANT_REFS.documentReasonRequired,
        });
      }
    });
}
