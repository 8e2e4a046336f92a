import { createHash } from 'node:crypto';
import { isEventAdmin, PARTICIPANT_MESSAGES, type RegistrationStatus } from '@alumni/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, events, eventTickets, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { eventLinkLabel } from './emails.ts';
import { accessTo, type EventRecord } from './store.ts';

/**
 * An event's participants as its organisers see them (issue 14 item 4): the event's author
 * and the school's admins list the registrations with the member's contact details, ticket,
 * status and check-in, and write to them (one e-mail each through the job queue).
 */

/** A registration with its member and ticket, as organisers read it. */
export const participantColumns = {
  id: eventRegistrations.id,
  quantity: eventRegistrations.quantity,
  status: eventRegistrations.status,
  amountCents: eventRegistrations.amountCents,
  checkedInAt: eventRegistrations.checkedInAt,
  createdAt: eventRegistrations.createdAt,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    picture: users.picture,
    email: users.email,
    phone: users.phone,
  },
  ticket: { id: eventTickets.id, name: eventTickets.name },
  /** As typed at the booking's Contact details step; the profile's for older registrations. */
  contact: {
    firstName: sql<string>`coalesce(${eventRegistrations.contactFirstName}, ${users.firstName})`,
    lastName: sql<string>`coalesce(${eventRegistrations.contactLastName}, ${users.lastName})`,
    email: sql<string>`coalesce(${eventRegistrations.contactEmail}, ${users.email})`,
    phone: sql<
      string | null
    >`case when ${eventRegistrations.contactEmail} is null then ${users.phone} else ${eventRegistrations.contactPhone} end`,
  },
};
export type ParticipantRow = {
  id: number;
  quantity: number;
  status: string;
  amountCents: number;
  checkedInAt: Date | null;
  createdAt: Date;
  user: {
    id: number;
    firstName: string;
    lastName: string;
    picture: string | null;
    email: string;
    phone: string | null;
  };
  ticket: { id: number; name: string };
  contact: { firstName: string; lastName: string; email: string; phone: string | null };
};

/** Registrations joined with their members and tickets, for `where`. */
export function selectParticipants(db: Db, where: SQL | undefined) {
  return db
    .select(participantColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .innerJoin(eventTickets, eq(eventTickets.id, eventRegistrations.ticketId))
    .where(where);
}

/** Whether the actor organises the event: its author, or an admin of its school. */
export const organises = (actor: Actor, event: Pick<EventRecord, 'authorId'>) =>
  event.authorId === actor.user.id || isEventAdmin(actor.user, actor.permissionSchool);

/**
 * Event `eventId` of the actor's school when the actor organises it. 404 when there is none
 * or the actor may not see it; 403 (organisers only) when they see it without organising it.
 */
export async function organisedEvent(db: Db, actor: Actor, eventId: number): Promise<EventRecord> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.schoolId, actor.school.id)))
    .limit(1);
  if (!event) throw notFound();
  if (organises(actor, event)) return event;
  if (accessTo(actor, event) === 'none') throw notFound();
  throw forbidden(PARTICIPANT_MESSAGES[actor.locale].organisersOnly);
}

/** `%`, `_` and `\` of a search taken literally by LIKE. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of a participant filter: one event, optionally one status and a name. */
export function participantFilter(
  eventId: number,
  filter: { status?: RegistrationStatus | undefined; q?: string | undefined },
): SQL | undefined {
  return and(
    eq(eventRegistrations.eventId, eventId),
    filter.status ? eq(eventRegistrations.status, filter.status) : undefined,
    filter.q
      ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${likeText(filter.q)}`
      : undefined,
  );
}

/**
 * A page of the participants of event `eventId` (organisers: organisedEvent's errors), by
 * last then first name, filtered by `status` and name `q`. Returns the rows and the count.
 */
export async function listParticipants(
  db: Db,
  actor: Actor,
  input: {
    eventId: number;
    status?: RegistrationStatus | undefined;
    q?: string | undefined;
    page: number;
    page_size: number;
  },
): Promise<{ rows: ParticipantRow[]; count: number }> {
  await organisedEvent(db, actor, input.eventId);
  const where = participantFilter(input.eventId, input);
  return pagedQuery(
    input,
    selectParticipants(db, where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(eventRegistrations.id))
      .$dynamic(),
    db
      .select({ count: count() })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(where),
  );
}

/**
 * Queues one e-mail per member holding a registration of event `eventId` in `statuses`
 * (organisers: organisedEvent's errors), with the subject and text given, through the job
 * queue in the request's transaction. Each message's idempotency key names the event, the
 * member and the message's content: the same message sent twice (a double click, a retried
 * job) reaches each member once. Returns how many were queued.
 */
export async function messageParticipants(
  db: Db,
  actor: Actor,
  deps: { mailer: Mailer; urls: PublicUrlConfig },
  input: { eventId: number; subject: string; body: string; statuses: RegistrationStatus[] },
): Promise<number> {
  const event = await organisedEvent(db, actor, input.eventId);
  const recipients = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        inArray(eventRegistrations.status, input.statuses),
      ),
    );
  const { school } = actor;
  const digest = createHash('sha256').update(`${input.subject}\0${input.body}`).digest('hex');
  const link = schoolUrl(deps.urls, school, `/evenements/${event.slug}`);
  const locale = schoolLocale(school);
  const content = schoolEmail(
    school,
    {
      subject: input.subject,
      paragraphs: [event.title, ...input.body.split(/\r?\n\r?\n/)],
      action: { label: eventLinkLabel(locale), url: link },
    },
    locale,
  );
  const messages: MailMessage[] = recipients.map((r) => ({
    school,
    to: r.email,
    key: `event-message:${event.id}:${r.id}:${digest}`,
    ...content,
  }));
  await deps.mailer.sendMany(messages);
  return messages.length;
}
