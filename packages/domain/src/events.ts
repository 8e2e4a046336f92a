import { z } from 'zod';
import { SLUG_PATTERN } from './blog.ts';
import { COVER_KEY_MAX } from './covers.ts';
import { EVENT_REFS } from './event-messages.ts';
import { BLOG_SLUG_MAX, EVENT_TITLE_MAX } from './limits.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { publicationReviewSchema } from './publication-settings.ts';
import { ROLE_CODES } from './roles.ts';
import { staticChoiceSchema } from './static-lists.ts';
import { emailSchema, phoneSchema } from './validation.ts';
import { PERSON_TEXT_MAX, requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';
import { validatesPublications } from './validations.ts';

// The booking decisions live apart (event-booking.ts), as do the messages, without zod, for
// the code that only puts them into words.
export {
  type BookingDecision,
  decideBooking,
  promotable,
  seatsLeftToMember,
} from './event-booking.ts';
export { EVENT_MESSAGES, EVENT_REFS, type EventMessageCatalogue } from './event-messages.ts';

/**
 * Events (spec 1 §3 Event and Ticket, §4 Publication, §5 Event; spec 2 §6 validator scope 6
 * Evenement, §9 "Event title 255"; issue 14): the fields' rules, the restriction filters,
 * the tickets and the booking decision. Pure: the server enforces them (capacity in the
 * database), the web's forms use the same schemas. Publication reuses publication.ts.
 */

/** Organizer, city and address (characters). Not in the spec: a postal line fits. */
export const EVENT_ORGANIZER_MAX = 255;
export const EVENT_CITY_MAX = 100;
export const EVENT_ADDRESS_MAX = 255;
/** Online link and external registration link (characters), as job links (spec 1 §5 Job). */
export const EVENT_LINK_MAX = 500;
/** Description, HTML included (characters). */
export const EVENT_DESCRIPTION_MAX = 50_000;
/** A refusal reason (characters). */
export const EVENT_REFUSAL_REASON_MAX = 1000;
/** Ticket types per event, ticket name and description (characters). */
export const EVENT_TICKETS_MAX = 20;
export const TICKET_NAME_MAX = 100;
export const TICKET_DESCRIPTION_MAX = 1000;
/** Seats of one ticket type at most, and price at most (cents of the school's currency). */
export const TICKET_QUANTITY_MAX = 100_000;
export const TICKET_PRICE_MAX_CENTS = 100_000_00;
/** Restriction filters: at most this many values of each kind. */
export const EVENT_FILTER_VALUES_MAX = 200;
/** Graduation years a filter accepts (spec 1 §5 Registration "1950 to current year + 6"). */
export const EVENT_FILTER_YEAR_MIN = 1950;
export const EVENT_FILTER_YEAR_MAX = 2100;
/** Events per page by default and at most. */
export const EVENTS_PAGE_SIZE = 12;
export const EVENTS_PAGE_SIZE_MAX = 50;
/** Upcoming on-site events the map places at most (the soonest first). */
export const EVENT_MAP_MAX = 500;
/** A title search in the list (characters). */
export const EVENT_SEARCH_MAX = 100;

/** Event types (spec 1 §3 "type online or on-site"). */
export const EVENT_TYPES = ['online', 'on_site'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Registration types (spec 1 §3 "registration type (internal, external link, none)"). */
export const EVENT_REGISTRATION_TYPES = ['internal', 'external', 'none'] as const;
export type EventRegistrationType = (typeof EVENT_REGISTRATION_TYPES)[number];

/**
 * A registration's status (issue 14 item 3): confirmed, on the waiting list, cancelled; or
 * pending: holding its seats until the event's required documents are all accepted (item 5).
 */
export const REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled', 'pending'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The event list's filters (spec 1 §4 "event list filters add Past, Coming, MyEvent, Refused"). */
export const EVENT_LIST_FILTERS = ['upcoming', 'past', 'mine', 'status'] as const;

/** Who reads events and books: the events list view (spec 2 §6). Never throws. */
export function canUseEvents(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.evenementsList);
}

/** Who validates events: validators of scope 6 Evenement (and super users). Never throws. */
export function canValidateEvents(user: PermissionUser, school: PermissionSchool): boolean {
  return validatesPublications(user, school, 'event');
}

/** Whether the user is a school admin here (the admin-level edit, deletion, participants). */
export const isEventAdmin = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * Whether `start` falls on a day after `now`'s day in `timeZone` (spec 1 §5 Event "start date
 * after today"): an event starting later today is refused. Never throws on a valid zone.
 */
export function startsAfterToday(start: Date, now: Date, timeZone = 'UTC'): boolean {
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone });
  return day(start) > day(now);
}

/** An event's restriction filters (spec 1 §3 "filters (degrees, roles, campus, graduation year)"). */
export interface EventFilters {
  degrees: readonly number[];
  roles: readonly number[];
  campuses: readonly number[];
  years: readonly number[];
}

/** One of a member's roles as the filters read it. */
export interface EventMembership {
  role: number;
  degreeId: number | null;
  campusId: number | null;
  graduationYear: number | null;
}

/**
 * Whether a member holding `memberships` may see an event restricted by `filters`: each set
 * filter kind must be met by one of their roles (kinds combine with "and"). No filter:
 * anyone. Authors, validators and admins are let through by the caller. Never throws.
 */
export function passesEventFilters(
  filters: EventFilters,
  memberships: readonly EventMembership[],
): boolean {
  const meets = (values: readonly number[], pick: (m: EventMembership) => number | null) =>
    values.length === 0 ||
    memberships.some((m) => {
      const value = pick(m);
      return value !== null && values.includes(value);
    });
  return (
    meets(filters.degrees, (m) => m.degreeId) &&
    meets(filters.roles, (m) => m.role) &&
    meets(filters.campuses, (m) => m.campusId) &&
    meets(filters.years, (m) => m.graduationYear)
  );
}

/** Whether an event has any restriction filter. */
export const isEventRestricted = (f: EventFilters) =>
  f.degrees.length + f.roles.length + f.campuses.length + f.years.length > 0;

/** A refinement's option: run on any object, even one whose fields failed. */
const runOnObjects = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

const MAX_ID = 2_147_483_647;
const isDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());
const m = VALIDATION_REFS;
const text = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) });
const required = (max: number) => text(max).min(1, { error: m.required });
const url = () =>
  text(EVENT_LINK_MAX).refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    error: m.invalidUrl,
  });
const date = () =>
  z.iso.datetime({ offset: true, error: m.invalidDate }).transform((t) => new Date(t));
const ids = () =>
  z
    .array(z.number({ error: m.invalidChoice }).int().positive().max(MAX_ID), {
      error: m.invalidChoice,
    })
    .max(EVENT_FILTER_VALUES_MAX, { error: m.invalidChoice });
const count = (max: number) =>
  z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(1, { error: validationRef('minValue', { min: 1 }) })
    .max(max, { error: validationRef('maxValue', { max }) });

/**
 * One ticket type (spec 1 §3 Ticket; issue 14 item 3): name, description, price in cents of
 * the school's currency (0 = free), total quantity, per-order limit (≤ total), optional
 * sales window (end after start). `id` keeps an existing ticket on an edit.
 */
export function ticketSchema() {
  return z
    .object({
      id: z.number({ error: m.invalidValue }).int().positive().max(MAX_ID).optional(),
      name: required(TICKET_NAME_MAX),
      description: text(TICKET_DESCRIPTION_MAX).default(''),
      price_cents: z
        .number({ error: m.invalidValue })
        .int({ error: m.invalidValue })
        .min(0, { error: validationRef('minValue', { min: 0 }) })
        .max(TICKET_PRICE_MAX_CENTS, {
          error: validationRef('maxValue', { max: TICKET_PRICE_MAX_CENTS }),
        }),
      quantity: count(TICKET_QUANTITY_MAX),
      per_order_limit: count(TICKET_QUANTITY_MAX).default(1),
      sales_start: date().nullable().default(null),
      sales_end: date().nullable().default(null),
    })
    .superRefine((t, ctx) => {
      if (typeof t.per_order_limit === 'number' && t.per_order_limit > t.quantity) {
        ctx.addIssue({
          code: 'custom',
          path: ['per_order_limit'],
          message: EVENT_REFS.perOrderAboveTotal,
        });
      }
      if (isDate(t.sales_start) && isDate(t.sales_end) && t.sales_end <= t.sales_start) {
        ctx.addIssue({
          code: 'custom',
          path: ['sales_end'],
          message: EVENT_REFS.salesEndAfterStart,
        });
      }
    });
}
export type TicketInput = z.input<ReturnType<typeof ticketSchema>>;

/**
 * Body of a new or edited event (spec 1 §5 Event): title (≤ 255), description, type online
 * (link required) or on-site (address required), organizer and city required, start after
 * today (in `timeZone`) and end after start, publication date (required unless `draft`),
 * category, registration type internal (at least one ticket) / external (link required) /
 * none, an optional cover (a key from the cover upload, or null), restriction filters (checked against the school by the server), and the group organising it (`group_id`, or null). Checked at
 * `now()` each parse, so a form left open overnight is re-checked. `checkStart: false` leaves
 * "start after today" to a caller that learns the zone after parsing (the server: the
 * school's `time_zone`, through startsAfterToday).
 */
export function eventSchema(
  opts: { now?: () => Date; timeZone?: string; checkStart?: boolean } = {},
) {
  const now = opts.now ?? (() => new Date());
  return z
    .object({
      title: required(EVENT_TITLE_MAX),
      slug: required(BLOG_SLUG_MAX).regex(SLUG_PATTERN, { error: m.invalidSlug }).optional(),
      description: text(EVENT_DESCRIPTION_MAX).default(''),
      type: z.enum(EVENT_TYPES, { error: m.invalidChoice }),
      online_link: url().default(''),
      address: text(EVENT_ADDRESS_MAX).default(''),
      city: required(EVENT_CITY_MAX),
      organizer: required(EVENT_ORGANIZER_MAX),
      start_at: date(),
      end_at: date(),
      publish_at: date().nullable().default(null),
      draft: z.boolean({ error: m.invalidValue }).default(false),
      // An option of the school's event_category list (static-lists.ts; the server checks it).
      category: staticChoiceSchema(),
      registration_type: z.enum(EVENT_REGISTRATION_TYPES, { error: m.invalidChoice }),
      external_link: url().default(''),
      cover: z
        .string({ error: m.invalidValue })
        .trim()
        .max(COVER_KEY_MAX, { error: m.invalidValue })
        .nullable()
        .default(null)
        .transform((key) => key || null),
      tickets: z
        .array(ticketSchema(), { error: m.invalidValue })
        .max(EVENT_TICKETS_MAX, { error: validationRef('maxValue', { max: EVENT_TICKETS_MAX }) })
        .default([]),
      filter_degrees: ids().default([]),
      filter_campuses: ids().default([]),
      filter_roles: z
        .array(
          z
            .number({ error: m.invalidRole })
            .int({ error: m.invalidRole })
            .refine((c) => (ROLE_CODES as readonly number[]).includes(c), { error: m.invalidRole }),
          { error: m.invalidChoice },
        )
        .max(ROLE_CODES.length, { error: m.invalidChoice })
        .default([]),
      filter_years: z
        .array(
          z
            .number({ error: m.invalidChoice })
            .int({ error: m.invalidChoice })
            .min(EVENT_FILTER_YEAR_MIN, { error: m.invalidChoice })
            .max(EVENT_FILTER_YEAR_MAX, { error: m.invalidChoice }),
          { error: m.invalidChoice },
        )
        .max(EVENT_FILTER_VALUES_MAX, { error: m.invalidChoice })
        .default([]),
      // The group organising it (issue 33 item 4): one the author manages (checked by the server).
      group_id: z
        .number({ error: m.invalidChoice })
        .int({ error: m.invalidChoice })
        .positive({ error: m.invalidChoice })
        .max(MAX_ID, { error: m.invalidChoice })
        .nullable()
        .default(null),
    })
    .superRefine((e, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (e.type === 'online' && e.online_link === '')
        issue('online_link', EVENT_REFS.linkRequired);
      if (e.type === 'on_site' && e.address === '') issue('address', EVENT_REFS.addressRequired);
      // Run even when a field failed (runOnObjects): read only what parsed.
      const start = isDate(e.start_at) ? e.start_at : null;
      const end = isDate(e.end_at) ? e.end_at : null;
      if (opts.checkStart !== false && start && !startsAfterToday(start, now(), opts.timeZone)) {
        issue('start_at', EVENT_REFS.startAfterToday);
      }
      if (start && end && end <= start) issue('end_at', EVENT_REFS.endAfterStart);
      if (!e.draft && e.publish_at === null) issue('publish_at', EVENT_REFS.publishAtRequired);
      if (e.registration_type === 'external' && e.external_link === '') {
        issue('external_link', EVENT_REFS.externalLinkRequired);
      }
      const tickets = Array.isArray(e.tickets) ? e.tickets : [];
      if (e.registration_type === 'internal' && tickets.length === 0) {
        issue('tickets', EVENT_REFS.ticketsRequired);
      }
      if (e.registration_type !== 'internal' && tickets.length > 0) {
        issue('tickets', EVENT_REFS.ticketsUnexpected);
      }
      // Even when another field failed (zod skips it then): the form shows the dates' errors
      // with the others, not once everything else is filled (issue 30 item 13).
    }, runOnObjects);
}
export type EventInput = z.input<ReturnType<typeof eventSchema>>;
export type EventData = z.output<ReturnType<typeof eventSchema>>;

/**
 * Body of a validator's decision: `validate`, or `refuse` with the school's ticked reasons
 * and/or a written one (at most EVENT_REFUSAL_REASON_MAX characters; publicationReviewSchema).
 */
export function eventReviewSchema() {
  return publicationReviewSchema({
    reasonMax: EVENT_REFUSAL_REASON_MAX,
    reasonRequired: EVENT_REFS.reasonRequired,
  });
}

/** A registration's contact name, e-mail and phone at most (characters, as a member's). */
export const REGISTRATION_NAME_MAX = PERSON_TEXT_MAX;
export const REGISTRATION_EMAIL_MAX = 255;
export const REGISTRATION_PHONE_MAX = 20;

/**
 * The contact details of a registration (spec 1 §2 Events "registration steps Ticketing,
 * Contact details, Confirmation"; issue 14 item 3): first and last name and e-mail required,
 * phone optional, checked as at registration (spec 1 §5 Registration). The booking form
 * starts from the member's profile; what they type is kept on the registration.
 */
export function registrationContactSchema() {
  return z.object({
    first_name: requiredText(m, REGISTRATION_NAME_MAX),
    last_name: requiredText(m, REGISTRATION_NAME_MAX),
    email: emailSchema().pipe(
      z.string().max(REGISTRATION_EMAIL_MAX, {
        error: validationRef('tooLong', { max: REGISTRATION_EMAIL_MAX }),
      }),
    ),
    phone: phoneSchema().default(''),
  });
}
export type RegistrationContact = z.output<ReturnType<typeof registrationContactSchema>>;

/**
 * Body of a booking: one ticket type, how many seats (issue 14 item 3) and the contact
 * details of the Contact details step (without them, the member's profile's).
 */
export function bookingSchema() {
  return z.object({
    ticket_id: z.number({ error: m.invalidValue }).int().positive().max(MAX_ID),
    quantity: count(TICKET_QUANTITY_MAX).default(1),
    contact: registrationContactSchema().optional(),
  });
}
export type BookingInput = z.input<ReturnType<typeof bookingSchema>>;
