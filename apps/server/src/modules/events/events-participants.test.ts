import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import { racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets, users } from '../../db/schema/index.ts';
import { listOutbox } from '../../platform/mail.ts';

/*
 * Participants (issue 14 item 4): organisers (the author) and admins list registrations with
 * contact details, export them as CSV with formula cells defused, cancel one (its seat goes
 * to the waiting list), move one to another ticket (capacity under the row locks) and write
 * to participants (one queued e-mail each, once); 401, 403, 404 for another school.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

async function member(
  role: number = ROLE.Alumni,
  names: { firstName?: string; lastName?: string } = {},
  where: School = school,
) {
  const user = await buildUser(db, names);
  await addRole(db, user.id, where, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, email: user.email, headers };
}

async function register(eventId: number, ticketId: number, userId: number, status = 'confirmed') {
  const [row] = await db
    .insert(eventRegistrations)
    .values({ schoolId: school.id, eventId, ticketId, userId, quantity: 1, status })
    .returning();
  if (!row) throw new Error('no registration');
  return row;
}

/** A second ticket of `eventId`. */
async function addTicket(eventId: number, values: { quantity: number; confirmed?: number }) {
  const [row] = await db
    .insert(eventTickets)
    .values({
      schoolId: school.id,
      eventId,
      name: 'VIP',
      priceCents: 2500,
      perOrderLimit: 4,
      position: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no ticket');
  return row;
}

const confirmedOf = async (ticketId: number) =>
  (await db.select().from(eventTickets).where(eq(eventTickets.id, ticketId)))[0]?.confirmed;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('the participants list', () => {
  it('organisers and admins see registrations with contact details; others 403; another school 404', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { confirmed: 1 });
    const zoe = await member(ROLE.Alumni, { firstName: 'Zoé', lastName: 'Zola' });
    await db.update(users).set({ phone: '+33 6 12 34 56 78' }).where(eq(users.id, zoe.id));
    const ada = await member(ROLE.Alumni, { firstName: 'Ada', lastName: 'Abel' });
    await register(event.id, event.ticket.id, zoe.id);
    await register(event.id, event.ticket.id, ada.id, 'waiting');
    const url = `/api/events/${event.id}/participants/`;

    const list = await call('GET', url, author.headers);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    const [first, second] = list.body.results as Body[];
    expect(first).toMatchObject({
      user: { first_name: 'Ada', last_name: 'Abel' },
      email: ada.email,
      status: 'waiting',
      ticket: { id: event.ticket.id, name: 'Standard' },
      checked_in_at: null,
    });
    expect(second).toMatchObject({ phone: '+33 6 12 34 56 78', status: 'confirmed' });

    const admin = await member(ROLE.SchoolAdmin);
    const byName = await call('GET', `${url}?q=zo&status=confirmed`, admin.headers);
    expect((byName.body.results as Body[]).map((r) => r.email)).toEqual([zoe.email]);

    expect((await call('GET', url, zoe.headers)).status).toBe(403);
    expect((await call('GET', url, null)).status).toBe(401);
    const outsider = await member(ROLE.SchoolAdmin, {}, other);
    expect((await call('GET', url, outsider.headers)).status).toBe(404);
    // An event the member cannot see at all (a draft): 404, not 403.
    const draft = await buildEvent(db, school.id, author.id, { state: 1, announcedAt: null });
    expect((await call('GET', `/api/events/${draft.id}/participants/`, zoe.headers)).status).toBe(
      404,
    );
  });

  it('answers 400 per bad query field', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const url = `/api/events/${event.id}/participants/`;
    expect((await call('GET', `${url}?status=gone`, author.headers)).body).toHaveProperty('status');
    expect((await call('GET', `${url}?page_size=500`, author.headers)).body).toHaveProperty(
      'page_size',
    );
    expect((await call('GET', `${url}?q=${'x'.repeat(101)}`, author.headers)).body).toHaveProperty(
      'q',
    );
  });
});

describe('who may act on participants', () => {
  it('export, move and message: 401 signed out, 403 members, 404 another school', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { confirmed: 1 });
    const vip = await addTicket(event.id, { quantity: 2 });
    const guest = await member();
    const seat = await register(event.id, event.ticket.id, guest.id);
    const outsider = await member(ROLE.SchoolAdmin, {}, other);
    const calls: [string, string, Body | undefined][] = [
      ['GET', `/api/events/${event.id}/participants/export/`, undefined],
      ['POST', `/api/events/${event.id}/registrations/${seat.id}/move/`, { ticket_id: vip.id }],
      ['POST', `/api/events/${event.id}/participants/message/`, { subject: 'S', body: 'B' }],
    ];
    for (const [method, url, body] of calls) {
      const as = (headers: Record<string, string> | null) =>
        call(method as 'GET' | 'POST', url, headers, body).then((r) => r.status);
      expect([await as(null), await as(guest.headers), await as(outsider.headers)]).toEqual([
        401, 403, 404,
      ]);
    }
    expect(await confirmedOf(vip.id)).toBe(0);
  });
});

describe('the CSV export', () => {
  it('writes one line per registration; formula-like cells start with an apostrophe', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { name: '@VIP', confirmed: 3 });
    const names = ['=HYPERLINK("http://x")', '+33', '-2+3', '\tTab'];
    for (const [i, firstName] of names.entries()) {
      const m = await member(ROLE.Alumni, { firstName, lastName: `L${i}` });
      await register(event.id, event.ticket.id, m.id);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/participants/export/`,
      headers: { ...author.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`${event.slug}-participants.csv`);
    expect(res.body.startsWith('\uFEFFName;Email;Phone;Ticket;')).toBe(true);
    const parsed = Papa.parse<string[]>(res.body.slice(1).trim(), { delimiter: ';' });
    const [header, ...lines] = parsed.data;
    expect(header?.[0]).toBe('Name');
    expect(lines.map((l) => l[0])).toEqual([
      `'=HYPERLINK("http://x") L0`,
      "'+33 L1",
      "'-2+3 L2",
      "'\tTab L3",
    ]);
    expect(lines.every((l) => l[3] === "'@VIP")).toBe(true);
    const stranger = await member();
    const denied = await call(
      'GET',
      `/api/events/${event.id}/participants/export/`,
      stranger.headers,
    );
    expect(denied.status).toBe(403);
  });
});

// Issue 30 item 6: the export had French headers but raw statuses (`waiting`) and UTC ISO
// dates. It now speaks the page's language (`lang`) and gives times in the school's zone.
describe('the export in the page’s language and the school’s zone', () => {
  it('says statuses, amounts and times as the page and a spreadsheet read them', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { priceCents: 1500 });
    const ada = await member(ROLE.Alumni, { lastName: 'Ada' });
    const bob = await member(ROLE.Alumni, { lastName: 'Bob' });
    const seat = await register(event.id, event.ticket.id, ada.id);
    await db
      .update(eventRegistrations)
      .set({ amountCents: 1500, createdAt: new Date('2026-07-14T21:30:00Z') })
      .where(eq(eventRegistrations.id, seat.id));
    await register(event.id, event.ticket.id, bob.id, 'waiting');
    const csv = async (lang: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/events/${event.id}/participants/export/?lang=${lang}`,
        headers: { ...author.headers, 'accept-language': 'en' },
      });
      return Papa.parse<string[]>(res.body.slice(1).trim(), { delimiter: ';' }).data;
    };
    const [frHeader, frAda, frBob] = await csv('fr');
    expect(frHeader?.slice(5)).toEqual([
      'Statut',
      'Montant',
      'Inscrit le (Europe/Paris)',
      'Arrivé le (Europe/Paris)',
    ]);
    // 21:30 UTC on 14 July is 23:30 in Paris (summer time).
    expect(frAda?.slice(5)).toEqual(['Confirmée', '15,00', '2026-07-14 23:30', '']);
    expect(frBob?.[5]).toBe('Liste d’attente');
    const [enHeader, enAda, enBob] = await csv('en');
    expect(enHeader?.[5]).toBe('Status');
    expect(enAda?.slice(5, 7)).toEqual(['Confirmed', '15.00']);
    expect(enBob?.[5]).toBe('Waiting list');
    expect(
      (await call('GET', `/api/events/${event.id}/participants/export/?lang=de`, author.headers))
        .status,
    ).toBe(400);
  });
});

describe('the contact details of the booking (issue 14 item 3, step 2)', () => {
  it('are checked, kept on the registration, listed and exported', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const booker = await member(ROLE.Alumni, { firstName: 'Paul', lastName: 'Profile' });
    const url = `/api/events/${event.id}/registrations/`;
    const contact = {
      first_name: 'Paula',
      last_name: 'Contact',
      email: ' Paula@Example.org ',
      phone: '+33 6 00 00 00 01',
    };
    const bad = await call('POST', url, booker.headers, {
      ticket_id: event.ticket.id,
      contact: { ...contact, email: 'not-an-email', first_name: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['contact.email', 'contact.first_name']);
    const booked = await call('POST', url, booker.headers, { ticket_id: event.ticket.id, contact });
    expect(booked.status).toBe(201);
    // Without contact details, the profile's stand for them.
    const plain = await member(ROLE.Alumni, { firstName: 'Ann', lastName: 'Plain' });
    await call('POST', url, plain.headers, { ticket_id: event.ticket.id });

    const list = await call('GET', `/api/events/${event.id}/participants/`, author.headers);
    const rows = list.body.results as Body[];
    expect(rows.find((r) => (r.user as Body).id === booker.id)).toMatchObject({
      first_name: 'Paula',
      last_name: 'Contact',
      email: 'paula@example.org',
      phone: '+33 6 00 00 00 01',
    });
    expect(rows.find((r) => (r.user as Body).id === plain.id)).toMatchObject({
      first_name: 'Ann',
      last_name: 'Plain',
      email: plain.email,
    });
    const csv = await ctx.app.inject({
      url: `/api/events/${event.id}/participants/export/`,
      headers: author.headers,
    });
    // A phone's leading + is defused as a formula would be.
    expect(csv.body).toContain(`Paula Contact;paula@example.org;"'+33 6 00 00 00 01";`);
  });
});

describe('cancelling and moving registrations', () => {
  it('an organiser cancels a seat: the first waiting order gets it', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1, confirmed: 1 });
    const a = await member();
    const b = await member();
    const seat = await register(event.id, event.ticket.id, a.id);
    const waiting = await register(event.id, event.ticket.id, b.id, 'waiting');
    const url = `/api/events/${event.id}/registrations/${seat.id}/cancel/`;
    expect((await call('POST', url, author.headers)).body).toMatchObject({ status: 'cancelled' });
    const [after] = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, waiting.id));
    expect(after?.status).toBe('confirmed');
    expect(await confirmedOf(event.ticket.id)).toBe(1);
  });

  it('moves a registration where seats are free; its former seat goes to the waiting list', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1, confirmed: 1 });
    const vip = await addTicket(event.id, { quantity: 2 });
    const a = await member();
    const b = await member();
    const seat = await register(event.id, event.ticket.id, a.id);
    const waiting = await register(event.id, event.ticket.id, b.id, 'waiting');
    const url = `/api/events/${event.id}/registrations/${seat.id}/move/`;

    expect((await call('POST', url, a.headers, { ticket_id: vip.id })).status).toBe(403);
    expect((await call('POST', url, author.headers, { ticket_id: 'x' })).body).toHaveProperty(
      'ticket_id',
    );
    expect((await call('POST', url, author.headers, { ticket_id: event.ticket.id })).body).toEqual({
      ticket_id: ['The registration already has this ticket.'],
    });
    expect((await call('POST', url, author.headers, { ticket_id: 2_000_000 })).body).toEqual({
      ticket_id: ['This ticket does not exist for this event.'],
    });
    const moved = await call('POST', url, author.headers, { ticket_id: vip.id });
    expect(moved.body).toMatchObject({
      ticket_id: vip.id,
      status: 'confirmed',
      amount_cents: 2500,
      payment: 'to_pay',
    });
    const [promoted] = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, waiting.id));
    expect(promoted?.status).toBe('confirmed');
    expect([await confirmedOf(event.ticket.id), await confirmedOf(vip.id)]).toEqual([1, 1]);

    // Back to a ticket without a free seat: 409, nothing changes.
    const back = await call('POST', url, author.headers, { ticket_id: event.ticket.id });
    expect(back).toEqual({
      status: 409,
      body: { detail: 'This ticket does not have enough seats left (0 left).' },
    });
    const outsider = await member(ROLE.SchoolAdmin, {}, other);
    const elsewhere = await call('POST', url, outsider.headers, { ticket_id: vip.id });
    expect(elsewhere.status).toBe(404);
  });

  it.runIf(racesOnPostgres)(
    'two moves at once for the last free seat: one 200, one 409, never oversold',
    async () => {
      const author = await member();
      const event = await buildEvent(db, school.id, author.id, {}, { quantity: 5, confirmed: 2 });
      const vip = await addTicket(event.id, { quantity: 1 });
      const a = await register(event.id, event.ticket.id, (await member()).id);
      const b = await register(event.id, event.ticket.id, (await member()).id);
      const move = (id: number) =>
        call('POST', `/api/events/${event.id}/registrations/${id}/move/`, author.headers, {
          ticket_id: vip.id,
        });
      const answers = await Promise.all([move(a.id), move(b.id)]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect([await confirmedOf(event.ticket.id), await confirmedOf(vip.id)]).toEqual([1, 1]);
    },
  );
});

describe('writing to participants', () => {
  it('queues one e-mail per confirmed member, once however often it is sent', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, { title: 'Gala' }, { confirmed: 2 });
    const a = await member();
    const b = await member();
    const c = await member();
    await register(event.id, event.ticket.id, a.id);
    await register(event.id, event.ticket.id, a.id);
    await register(event.id, event.ticket.id, b.id);
    await register(event.id, event.ticket.id, c.id, 'waiting');
    const url = `/api/events/${event.id}/participants/message/`;
    const message = { subject: 'Dress code', body: 'Black tie.\n\nSee you there.' };

    const sent = await call('POST', url, author.headers, message);
    expect(sent).toEqual({ status: 202, body: { queued: 2 } });
    expect((await call('POST', url, author.headers, message)).body).toEqual({ queued: 2 });
    await deliverMail(ctx.app);
    const outbox = await listOutbox(db, { limit: 50 });
    const mine = outbox.filter((m) => m.subject === 'Dress code');
    expect(mine.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    expect(mine[0]?.text).toContain('Black tie.');
    expect(mine[0]?.text).toContain(`${hostOf(school.subdomain).split(':')[0]}`);

    const waiting = await call('POST', url, author.headers, { ...message, statuses: ['waiting'] });
    expect(waiting.body).toEqual({ queued: 1 });
    expect((await call('POST', url, a.headers, message)).status).toBe(403);
    const bad = await call('POST', url, author.headers, { subject: ' ', body: 'x'.repeat(10_001) });
    expect(Object.keys(bad.body).sort()).toEqual(['body', 'subject']);
    const badStatus = await call('POST', url, author.headers, { ...message, statuses: ['gone'] });
    expect(badStatus.status).toBe(400);
  });
});
