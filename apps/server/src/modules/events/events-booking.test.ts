import { ROLE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets } from '../../db/schema/index.ts';

/*
 * Booking (issue 14 item 3 and its acceptance): confirmed while seats remain, the waiting
 * list when sold out, the per-order limit, paid tickets "to pay", a cancelled seat going to
 * the first waiting order once; and on PostgreSQL, 200 parallel bookings for the last 5 seats.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(role: number = ROLE.Alumni) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

const seatsOf = async (ticketId: number) => {
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.ticketId, ticketId))
    .orderBy(eventRegistrations.id);
  const [ticket] = await db.select().from(eventTickets).where(eq(eventTickets.id, ticketId));
  const sum = (status: string) =>
    rows.filter((r) => r.status === status).reduce((n, r) => n + r.quantity, 0);
  return { rows, counter: ticket?.confirmed, confirmed: sum('confirmed'), waiting: sum('waiting') };
};

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('booking seats', () => {
  it('confirms while seats remain, then wait-lists; the per-order limit holds', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 3, perOrderLimit: 2 });
    const url = `/api/events/${event.id}/registrations/`;
    const a = await member();
    const b = await member();
    const c = await member();
    const over = await call('POST', url, a.headers, { ticket_id: event.ticket.id, quantity: 3 });
    expect(over).toEqual({
      status: 400,
      body: { quantity: ['You cannot book more than 2 seats of this ticket per order.'] },
    });
    const first = await call('POST', url, a.headers, { ticket_id: event.ticket.id, quantity: 2 });
    expect(first).toMatchObject({ status: 201, body: { status: 'confirmed', payment: 'free' } });
    const second = await call('POST', url, b.headers, { ticket_id: event.ticket.id, quantity: 2 });
    expect(second.body).toMatchObject({ status: 'waiting' });
    // Someone waits: a later order that would fit waits behind them.
    const third = await call('POST', url, c.headers, { ticket_id: event.ticket.id, quantity: 1 });
    expect(third.body).toMatchObject({ status: 'waiting' });
    const details = await call('GET', `/api/events/${event.id}/`, b.headers);
    expect((details.body.tickets as Body[])[0]).toMatchObject({ confirmed: 2, remaining: 1 });
    expect((details.body.my_registrations as Body[]).map((r) => r.status)).toEqual(['waiting']);
    // Cancelling frees 2 seats: 3 free, the two waiting orders (2 + 1) are confirmed in order.
    const cancel = `${url}${first.body.id}/cancel/`;
    expect((await call('POST', cancel, b.headers)).status).toBe(404);
    expect((await call('POST', cancel, a.headers)).body).toMatchObject({ status: 'cancelled' });
    expect((await call('POST', cancel, a.headers)).status).toBe(409);
    const seats = await seatsOf(event.ticket.id);
    expect(seats.rows.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'confirmed']);
    expect(seats.counter).toBe(3);
  });

  it('records a paid order as to pay; refuses an unknown ticket and a closed sale', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { priceCents: 1500 });
    const url = `/api/events/${event.id}/registrations/`;
    const m = await member();
    const paid = await call('POST', url, m.headers, { ticket_id: event.ticket.id, quantity: 2 });
    expect(paid.body).toMatchObject({ amount_cents: 3000, payment: 'to_pay' });
    expect((await call('POST', url, m.headers, { ticket_id: 2_000_000 })).body).toEqual({
      ticket_id: ['This ticket does not exist for this event.'],
    });
    const closed = await buildEvent(
      db,
      school.id,
      author.id,
      {},
      { salesEnd: new Date(Date.now() - 1000) },
    );
    const res = await call('POST', `/api/events/${closed.id}/registrations/`, m.headers, {
      ticket_id: closed.ticket.id,
    });
    expect(res.body).toEqual({ ticket_id: ['This ticket is not on sale.'] });
  });
});

// Issue 30 item 18: one member took a whole ticket by repeating orders within the per-order
// limit (6 orders of 2 took 10 of 10 seats). Their orders not cancelled count together.
describe('the per-order limit binds each member', () => {
  it('counts the member’s orders not cancelled, waiting ones included; a cancelled one frees', async () => {
    const author = await member();
    const event = await buildEvent(
      db,
      school.id,
      author.id,
      {},
      { quantity: 10, perOrderLimit: 2 },
    );
    const url = `/api/events/${event.id}/registrations/`;
    const m = await member();
    const book = (quantity: number) =>
      call('POST', url, m.headers, { ticket_id: event.ticket.id, quantity });
    const first = await book(1);
    expect(first.body).toMatchObject({ status: 'confirmed' });
    expect(await book(2)).toEqual({
      status: 400,
      body: {
        quantity: [
          'You already hold 1 seat(s) of this ticket: at most 2 per person, all orders together.',
        ],
      },
    });
    expect((await book(1)).status).toBe(201);
    expect((await book(1)).status).toBe(400);
    await call('POST', `${url}${first.body.id}/cancel/`, m.headers);
    expect((await book(1)).status).toBe(201);
    const seats = await seatsOf(event.ticket.id);
    expect([seats.counter, seats.confirmed]).toEqual([2, 2]);
  });
});

describe('editing tickets', () => {
  it('more seats go to the waiting list; a booked ticket stays; never below its confirmed seats', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1, perOrderLimit: 1 });
    const url = `/api/events/${event.id}/registrations/`;
    const [m, n] = [await member(), await member()];
    await call('POST', url, m.headers, { ticket_id: event.ticket.id });
    const waiting = await call('POST', url, n.headers, { ticket_id: event.ticket.id });
    expect(waiting.body.status).toBe('waiting');
    const form = {
      title: event.title,
      type: 'on_site',
      address: 'Here',
      city: 'Paris',
      organizer: 'Alumni',
      start_at: event.startAt.toISOString(),
      end_at: event.endAt.toISOString(),
      publish_at: event.publishAt?.toISOString(),
      category: 'networking',
      registration_type: 'internal',
    };
    const put = (tickets: Body[]) =>
      call('PUT', `/api/events/${event.id}/`, author.headers, { ...form, tickets });
    const extra = { name: 'Other', price_cents: 0, quantity: 5, per_order_limit: 1 };
    expect((await put([extra])).body).toEqual({
      tickets: ['A ticket already booked cannot be removed.'],
    });
    const fewer = await put([{ id: event.ticket.id, name: 'S', price_cents: 0, quantity: 1 }]);
    expect(fewer.status).toBe(200);
    const zero = await put([
      { id: event.ticket.id, name: 'S', price_cents: 0, quantity: 1 },
      extra,
    ]);
    expect((zero.body.tickets as Body[]).map((t) => t.name)).toEqual(['S', 'Other']);
    const more = await put([
      { id: event.ticket.id, name: 'S', price_cents: 0, quantity: 2 },
      extra,
    ]);
    expect((more.body.tickets as Body[])[0]).toMatchObject({ confirmed: 2, remaining: 0 });
    const seats = await seatsOf(event.ticket.id);
    expect(seats.rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    const below = await put([
      { id: event.ticket.id, name: 'S', price_cents: 0, quantity: 1 },
      extra,
    ]);
    expect(below.body).toEqual({
      'tickets.0.quantity': ['The quantity cannot be below the seats already confirmed (2).'],
    });
    const stranger = await member();
    expect((await put([])).status).toBe(400);
    const res = await call('PUT', `/api/events/${event.id}/`, stranger.headers, {
      ...form,
      tickets: [{ id: event.ticket.id, name: 'S', price_cents: 0, quantity: 2 }],
    });
    expect(res.status).toBe(403);
  });
});

describe('a long waiting list', () => {
  it('more seats than one batch of waiting orders: every order that fits is confirmed', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1, confirmed: 1 });
    await db.insert(eventRegistrations).values(
      Array.from({ length: 250 }, () => ({
        schoolId: school.id,
        eventId: event.id,
        ticketId: event.ticket.id,
        userId: author.id,
        quantity: 1,
        status: 'waiting',
      })),
    );
    const res = await call('PUT', `/api/events/${event.id}/`, author.headers, {
      title: event.title,
      type: 'on_site',
      address: 'Here',
      city: 'Paris',
      organizer: 'Alumni',
      start_at: event.startAt.toISOString(),
      end_at: event.endAt.toISOString(),
      publish_at: event.publishAt?.toISOString(),
      category: 'networking',
      registration_type: 'internal',
      tickets: [{ id: event.ticket.id, name: 'S', price_cents: 0, quantity: 300 }],
    });
    expect((res.body.tickets as Body[])[0]).toMatchObject({ confirmed: 251, remaining: 49 });
    const seats = await seatsOf(event.ticket.id);
    expect([seats.confirmed, seats.waiting]).toEqual([250, 0]);
  });
});

describe.runIf(racesOnPostgres)('capacity under concurrency (PostgreSQL)', () => {
  it('200 parallel bookings for the last 5 seats: exactly 5 confirmed, 195 waiting', async () => {
    const author = await member();
    const event = await buildEvent(
      db,
      school.id,
      author.id,
      {},
      // Ten orders of one seat per member: within the limit, counted per member.
      { quantity: 100, confirmed: 95, perOrderLimit: 10 },
    );
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const url = `/api/events/${event.id}/registrations/`;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('POST', url, members[i % 20]?.headers ?? {}, { ticket_id: event.ticket.id }),
      ),
    );
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(195);
    const seats = await seatsOf(event.ticket.id);
    expect([seats.counter, seats.confirmed, seats.waiting]).toEqual([100, 5, 195]);

    // Five cancellations at once free five seats: the first five waiting, once each.
    const confirmed = answers.filter((a) => a.body.status === 'confirmed');
    const waitingIds = seats.rows.filter((r) => r.status === 'waiting').map((r) => r.id);
    const cancels = await Promise.all(
      confirmed.map((a) => {
        const who = members.find(
          (m) => m.id === seats.rows.find((r) => r.id === a.body.id)?.userId,
        );
        return call('POST', `${url}${a.body.id}/cancel/`, who?.headers ?? {});
      }),
    );
    expect(cancels.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await seatsOf(event.ticket.id);
    const promoted = after.rows.filter((r) => r.status === 'confirmed').map((r) => r.id);
    expect(promoted).toEqual(waitingIds.slice(0, 5));
    expect([after.counter, after.confirmed, after.waiting]).toEqual([100, 5, 190]);
  }, 60_000);

  it('one member’s 6 parallel orders of 2 on a 10-seat ticket limited to 2: one taken (issue 30 item 18)', async () => {
    const author = await member();
    const event = await buildEvent(
      db,
      school.id,
      author.id,
      {},
      { quantity: 10, perOrderLimit: 2 },
    );
    const url = `/api/events/${event.id}/registrations/`;
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', url, m.headers, { ticket_id: event.ticket.id, quantity: 2 }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const seats = await seatsOf(event.ticket.id);
    expect([seats.counter, seats.confirmed, seats.waiting]).toEqual([2, 2, 0]);
  });

  // Issue 35 item 4: a booking decides its seats in the statement that follows the ticket's
  // lock. Decided on what it read before the lock, it wait-listed an order beside the seat a
  // cancellation had just freed (nobody left to promote it), or seated it past an order that
  // had just started waiting.
  it('a booking waiting for the ticket decides on what the holder committed', async () => {
    const author = await member();
    const event = await buildEvent(
      db,
      school.id,
      author.id,
      {},
      { quantity: 3, confirmed: 3, perOrderLimit: 2 },
    );
    const url = `/api/events/${event.id}/registrations/`;
    const [a, b, c] = [await member(), await member(), await member()];
    const lockTicket = (tx: Db) =>
      tx.execute(sql`select 1 from event_tickets where id = ${event.ticket.id} for update`);
    // A seat freed while the booking waited: it is confirmed.
    const freed = await loseRace(db, {
      lock: lockTicket,
      win: (tx) =>
        tx.update(eventTickets).set({ confirmed: 2 }).where(eq(eventTickets.id, event.ticket.id)),
      request: () => call('POST', url, a.headers, { ticket_id: event.ticket.id }),
    });
    expect(freed.body).toMatchObject({ status: 'confirmed' });
    expect((await seatsOf(event.ticket.id)).counter).toBe(3);
    // An order put on the list while the booking waited, with a seat free: it waits behind.
    await db.update(eventTickets).set({ confirmed: 2 }).where(eq(eventTickets.id, event.ticket.id));
    const behind = await loseRace(db, {
      lock: lockTicket,
      win: (tx) =>
        tx.insert(eventRegistrations).values({
          schoolId: school.id,
          eventId: event.id,
          ticketId: event.ticket.id,
          userId: b.id,
          quantity: 2,
          status: 'waiting',
        }),
      request: () => call('POST', url, c.headers, { ticket_id: event.ticket.id }),
    });
    expect(behind.body).toMatchObject({ status: 'waiting' });
    expect((await seatsOf(event.ticket.id)).counter).toBe(2);
  });

  it('the same seat cancelled twice at once: one 200, one 409, the first waiting confirmed once', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1, perOrderLimit: 1 });
    const url = `/api/events/${event.id}/registrations/`;
    const [a, b, c] = [await member(), await member(), await member()];
    const seat = await call('POST', url, a.headers, { ticket_id: event.ticket.id });
    await call('POST', url, b.headers, { ticket_id: event.ticket.id });
    await call('POST', url, c.headers, { ticket_id: event.ticket.id });
    const cancel = `${url}${seat.body.id}/cancel/`;
    const answers = await Promise.all([
      call('POST', cancel, a.headers),
      call('POST', cancel, author.headers),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const seats = await seatsOf(event.ticket.id);
    expect(seats.rows.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'waiting']);
    expect(seats.counter).toBe(1);
  });
});
