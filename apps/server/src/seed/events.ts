import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COVER_SIZE } from '@alumni/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Db } from '../db/client.ts';
import { eventHistory, eventRegistrations, events, eventTickets } from '../db/schema/index.ts';
import { CAMPUS_EN_EVENTS, DEMO_EVENTS, type DemoTicket, type Registrant } from './event-data.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Seeds a school's events, published and announced by `authorId` (each with its history
 * row), with SVG covers of the cover size under `<mediaDir>/events/<subdomain>/`, their
 * tickets and their registrations in booking order: confirmed while the seats last (counted in
 * the ticket's `confirmed`), then waiting. Dates are the school's local times (`timeZone`)
 * relative to `now`. `which` picks the demo school's events or the English school's. Runs in
 * the seed's transaction.
 */
export async function seedEvents(
  tx: Db,
  opts: {
    which: 'demo' | 'campus-en';
    schoolId: number;
    subdomain: string;
    timeZone: string;
    authorId: number;
    accounts: Partial<Record<'member' | 'validator' | 'admin', number>>;
    /** Active members of the school, for the other registrations. */
    memberIds: readonly number[];
    mediaDir: string;
    now: Date;
  },
): Promise<void> {
  const list = opts.which === 'demo' ? DEMO_EVENTS : CAMPUS_EN_EVENTS;
  const folder = path.join(opts.mediaDir, 'events', opts.subdomain);
  mkdirSync(folder, { recursive: true });
  const { width, height } = COVER_SIZE;
  const today = dayjs(opts.now).tz(opts.timeZone);
  const userOf = (who: Registrant) =>
    typeof who === 'number' ? opts.memberIds[who % opts.memberIds.length] : opts.accounts[who];
  for (const [i, event] of list.entries()) {
    const name = `cover-${i + 1}.svg`;
    writeFileSync(
      path.join(folder, name),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${event.color}"/><g fill="#ffffff" opacity="0.15"><rect x="80" y="90" width="260" height="260" rx="40"/><circle cx="620" cy="330" r="170"/></g></svg>`,
    );
    const day = today.add(event.inDays, 'day').format('YYYY-MM-DD');
    const start = dayjs.tz(`${day} ${event.startsAt}`, opts.timeZone);
    const startAt = start.toDate();
    const endAt = start.add(event.hours, 'hour').toDate();
    // Published a month before it starts, or a week ago for those to come sooner.
    const publishedAt = new Date(
      Math.min(startAt.getTime() - 30 * 86_400_000, opts.now.getTime() - 7 * 86_400_000),
    );
    const [row] = await tx
      .insert(events)
      .values({
        schoolId: opts.schoolId,
        authorId: opts.authorId,
        title: event.title,
        slug: event.slug,
        description: event.description,
        type: event.type,
        onlineLink: event.onlineLink ?? '',
        address: event.address ?? '',
        city: event.city,
        organizer: opts.which === 'demo' ? 'Association des diplômés' : 'Careers team',
        startAt,
        endAt,
        category: event.category,
        registrationType: 'internal',
        coverKey: `events/${opts.subdomain}/${name}`,
        state: 3,
        publishAt: publishedAt,
        announcedAt: publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: events.id });
    if (!row) throw new Error('event insert returned nothing');
    await tx.insert(eventHistory).values({
      schoolId: opts.schoolId,
      eventId: row.id,
      actorId: opts.authorId,
      action: 'create',
      fromStatus: null,
      toStatus: 'published',
      createdAt: publishedAt,
    });
    for (const [position, ticket] of event.tickets.entries()) {
      await seedTicket(tx, {
        schoolId: opts.schoolId,
        eventId: row.id,
        position,
        ticket,
        userOf,
        checkedInAt: endAt < opts.now ? startAt : null,
        checkedInBy: opts.authorId,
        bookedAt: publishedAt,
      });
    }
  }
}

/** One ticket and its registrations, in booking order; its confirmed seats counted. */
async function seedTicket(
  tx: Db,
  opts: {
    schoolId: number;
    eventId: number;
    position: number;
    ticket: DemoTicket;
    userOf: (who: Registrant) => number | undefined;
    checkedInAt: Date | null;
    checkedInBy: number;
    bookedAt: Date;
  },
): Promise<void> {
  const { ticket } = opts;
  let confirmed = 0;
  const seen = new Set<number>();
  const registrations: (typeof eventRegistrations.$inferInsert)[] = [];
  for (const [i, booking] of ticket.bookings.entries()) {
    const userId = opts.userOf(booking.who);
    if (userId === undefined || seen.has(userId)) continue;
    seen.add(userId);
    // First come, first served: confirmed while the seats last, then the waiting list.
    const fits = confirmed + booking.seats <= ticket.quantity;
    if (fits) confirmed += booking.seats;
    const checkedIn = fits && booking.checkedIn === true && opts.checkedInAt !== null;
    const at = new Date(opts.bookedAt.getTime() + (i + 1) * 3_600_000);
    registrations.push({
      schoolId: opts.schoolId,
      eventId: opts.eventId,
      ticketId: 0,
      userId,
      quantity: booking.seats,
      status: fits ? 'confirmed' : 'waiting',
      amountCents: ticket.priceCents * booking.seats,
      checkedInAt: checkedIn ? opts.checkedInAt : null,
      checkedInBy: checkedIn ? opts.checkedInBy : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  const [row] = await tx
    .insert(eventTickets)
    .values({
      schoolId: opts.schoolId,
      eventId: opts.eventId,
      position: opts.position,
      name: ticket.name,
      priceCents: ticket.priceCents,
      quantity: ticket.quantity,
      perOrderLimit: ticket.perOrderLimit,
      confirmed,
    })
    .returning({ id: eventTickets.id });
  if (!row) throw new Error('ticket insert returned nothing');
  if (registrations.length) {
    await tx
      .insert(eventRegistrations)
      .values(registrations.map((registration) => ({ ...registration, ticketId: row.id })));
  }
}

/**
 * The events of both demo schools (issue 30 item 16): `demo`'s by its admin, with the demo
 * member, the validator, the admin and `memberIds` (its active members) registered;
 * `campus-en`'s by the super user, with the demo member (a student there) registered.
 */
export async function seedDemoEvents(
  tx: Db,
  opts: {
    schools: Record<'demo' | 'en', { id: number; subdomain: string; timeZone: string }>;
    accounts: { superUser: number; admin: number; validator: number };
    member: number;
    memberIds: readonly number[];
    mediaDir: string;
    now: Date;
  },
): Promise<void> {
  const { demo, en } = opts.schools;
  const shared = { mediaDir: opts.mediaDir, now: opts.now };
  await seedEvents(tx, {
    ...shared,
    which: 'demo',
    schoolId: demo.id,
    subdomain: demo.subdomain,
    timeZone: demo.timeZone,
    authorId: opts.accounts.admin,
    accounts: {
      member: opts.member,
      validator: opts.accounts.validator,
      admin: opts.accounts.admin,
    },
    memberIds: opts.memberIds,
  });
  await seedEvents(tx, {
    ...shared,
    which: 'campus-en',
    schoolId: en.id,
    subdomain: en.subdomain,
    timeZone: en.timeZone,
    authorId: opts.accounts.superUser,
    accounts: { member: opts.member },
    memberIds: [opts.member],
  });
}
