import { z } from 'zod';
import {
  bookingSchema,
  EVENT_REGISTRATION_TYPES,
  EVENT_SEARCH_MAX,
  EVENT_TYPES,
  EVENTS_PAGE_SIZE,
  EVENTS_PAGE_SIZE_MAX,
  eventReviewSchema,
  eventSchema,
  REGISTRATION_STATUSES,
} from '../events.ts';
import { PUBLICATION_STATUSES } from '../publication.ts';
import {
  ArticleCoverUploadBodySchema,
  ArticleCoverUploadResponses,
  ArticleMovedSchema,
} from './blog.ts';
import { DirectoryMapPointSchema } from './directory.ts';
import { PostImageSchema } from './feed.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of events (spec 1 §2 Events "list with past, current, upcoming and My
 * participations views; form; details; ticketing", §3 Event and Ticket, §4 Publication, §5
 * Event; issue 14): `/api/events/…` with writing an event and its tickets in one request,
 * the list by period or status, the validators' decisions, history, and booking seats with a
 * waiting list.
 */

/** `{id}` of an event in the path. */
export const EventParamsSchema = z.object({ id: DbIdSchema });
/** `{slug}` of an event in the path (any text up to 100 characters: an unknown one is 404). */
export const EventSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
/** `{id}` of an event and `{registrationId}` of one of its registrations. */
export const EventRegistrationParamsSchema = z.object({
  id: DbIdSchema,
  registrationId: DbIdSchema,
});

/**
 * `GET /api/events/?period=&status=&mine=&page=&page_size=`: `period` upcoming (default,
 * not ended yet, soonest first) or past (latest first); `mine` the actor's participations
 * (registrations not cancelled); `status` (authors see their own, Evenement validators and
 * admins everyone's; default published); `search` words of the title (accents and case
 * ignored).
 */
export const EventListQuerySchema = z.object({
  period: z.enum(['upcoming', 'past']).default('upcoming'),
  status: z.enum(PUBLICATION_STATUSES).default('published'),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(EVENT_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(EVENTS_PAGE_SIZE),
});
/** The list's query as a client writes it (`mine` as text); `EVENT_PATHS.list`. */
export type EventListQueryInput = z.input<typeof EventListQuerySchema>;

/**
 * Body of `POST /api/events/` (domain eventSchema): the event and its tickets. "Start after
 * today" is checked by the server in the school's time zone, which the body cannot know.
 */
export const EventBodySchema = eventSchema({ checkStart: false });
/** Body and answers of `POST /api/events/covers/`: those of the blog's cover upload. */
export const EventCoverUploadBodySchema = ArticleCoverUploadBodySchema;
export const EventCoverUploadResponses = ArticleCoverUploadResponses;
/** Body of `POST /api/events/{id}/review/`: `{decision, reason}`. */
export const EventReviewBodySchema = eventReviewSchema();
/** Body of `POST /api/events/{id}/registrations/`: `{ticket_id, quantity}`. */
export const BookingBodySchema = bookingSchema();

/** A ticket type as readers see it, with its seats. */
export const EventTicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int().describe('In cents of the school currency; 0 = free'),
  quantity: z.number().int().describe('Total seats'),
  per_order_limit: z.number().int(),
  sales_start: z.string().nullable(),
  sales_end: z.string().nullable(),
  confirmed: z.number().int().describe('Seats confirmed'),
  remaining: z.number().int().describe('Seats left; 0 = sold out (bookings then wait)'),
});
export type EventTicket = z.infer<typeof EventTicketSchema>;

/** A registration: how many seats of which ticket, confirmed, waiting or cancelled. */
export const EventRegistrationSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  ticket_id: z.number().int(),
  quantity: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  amount_cents: z.number().int().describe('Price × quantity, school currency'),
  payment: z
    .enum(['free', 'to_pay'])
    .describe('No payment provider yet: a paid order is recorded as to pay'),
  created_at: z.string(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

/** An event in a list. */
export const EventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  type: z.enum(EVENT_TYPES),
  city: z.string(),
  organizer: z.string(),
  category: z.string().describe('The code of an option of the school’s event_category list'),
  start_at: z.string(),
  end_at: z.string(),
  publish_at: z.string().nullable(),
  registration_type: z.enum(EVENT_REGISTRATION_TYPES),
  cover: PostImageSchema.nullable().describe('Send `cover.key` back as `cover` to keep it'),
  state: z.number().int().describe('Publication state: draft 1, pending 2, published 3, refused 4'),
  status: z.enum(PUBLICATION_STATUSES),
  named_state: z.enum(['Publish', 'WaitPublish', 'Draft', 'Validation', 'Refused']),
  author: UserSummarySchema,
  restricted: z.boolean(),
  group_id: z.number().int().nullable().describe('The group organising it (issue 33), or null'),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_review: z.boolean(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** The group organising an event, as its page names it (any member of the school sees it). */
export const EventGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});

/** An event with its details, filters, tickets and the viewer's registrations. */
export const EventSchema = EventSummarySchema.extend({
  group: EventGroupSchema.nullable().describe('The group organising it, linking to its page'),
  description: z.string(),
  online_link: z.string(),
  address: z.string(),
  external_link: z.string(),
  currency: z.string(),
  filter_degrees: z.array(z.number().int()),
  filter_roles: z.array(z.number().int()),
  filter_campuses: z.array(z.number().int()),
  filter_years: z.array(z.number().int()),
  tickets: z.array(EventTicketSchema),
  my_registrations: z.array(EventRegistrationSchema),
  validated: z.boolean(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventDetails = z.infer<typeof EventSchema>;

/** A history row: one per transition (who, when, from, to, reason). */
export const EventHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string().describe('create, save, submit, publish, validate, refuse'),
  from: z.enum(PUBLICATION_STATUSES).nullable(),
  to: z.enum(PUBLICATION_STATUSES),
  reason: z.string().nullable(),
  actor: UserSummarySchema.nullable().describe('null for the scheduler'),
  created_at: z.string(),
});
export type EventHistoryEntry = z.infer<typeof EventHistoryEntrySchema>;

export const EventResponses = { 200: EventSchema, 201: EventSchema, ...InputErrors };
/** A decision: 409 when someone decided it meanwhile. */
/** An old slug answers 301 `{slug}`: the event's current one (as articles do). */
export const EventBySlugResponses = { ...EventResponses, 301: ArticleMovedSchema };
export const EventChangeResponses = { ...EventResponses, 409: ErrorDetailSchema };
export const EventListResponses = { 200: pageOf(EventSummarySchema), ...InputErrors };
export const EventHistoryResponses = { 200: z.array(EventHistoryEntrySchema), ...InputErrors };
export const EventDeletedResponses = { 204: NoContentSchema, ...InputErrors };
export const EventRegistrationResponses = {
  200: EventRegistrationSchema,
  201: EventRegistrationSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};

/** An event on the map: enough to name and link it. */
export const EventMapEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
/** A place of the events' map: its city (as the directory map's) and the events there. */
export const EventMapPointSchema = DirectoryMapPointSchema.extend({
  events: z.array(EventMapEntrySchema),
});
export type EventMapPoint = z.infer<typeof EventMapPointSchema>;
/** `GET /api/events/map/`: upcoming on-site events by geocoded city (issue 14 item 2). */
export const EventMapSchema = z.object({
  count: z.number().int().describe('Upcoming on-site events the member may open'),
  unplaced: z.number().int().describe('Those whose city is not in the gazetteer'),
  points: z.array(EventMapPointSchema),
});
export type EventMap = z.infer<typeof EventMapSchema>;
export const EventMapResponses = { 200: EventMapSchema, ...InputErrors };
