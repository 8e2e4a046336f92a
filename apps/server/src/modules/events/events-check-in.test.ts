import { CHECK_IN_CODE_PATTERN, groupCheckInCode, ROLE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import { racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets } from '../../db/schema/index.ts';

/*
 * Check-in (issue 14 item 7): every registration has its own random code, shown to its
 * member as a QR code once confirmed; organisers check in by code or by registration; the
 * second check-in says it was already done, and when; others 403, another school 404.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

async function member(role: number = ROLE.Alumni, where: School = school) {
  const user = await buildUser(db, { firstName: 'Camille', lastName: `Martin${Math.random()}` });
  await addRole(db, user.id, where, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}

async function register(eventId: number, ticketId: number, userId: number, status = 'confirmed') {
  const [row] = await db
    .insert(eventRegistrations)
    .values({ schoolId: school.id, eventId, ticketId, userId, quantity: 1, status })
    .returning();
  if (!row) throw new Error('no registration');
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('check-in codes and QR codes', () => {
  it('gives each registration its own random code; the QR code only to its member, once confirmed', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const me = await member();
    const mine = await register(event.id, event.ticket.id, me.id);
    const waiting = await register(event.id, event.ticket.id, me.id, 'waiting');
    expect(mine.checkInCode).toMatch(CHECK_IN_CODE_PATTERN);
    expect(mine.checkInCode).toHaveLength(8);
    expect(waiting.checkInCode).not.toBe(mine.checkInCode);

    const url = (id: number) => `/api/events/${event.id}/registrations/${id}/qr/`;
    const qr = await call('GET', url(mine.id), me.headers);
    expect(qr.status).toBe(200);
    expect(qr.body.code).toBe(mine.checkInCode);
    const svg = Buffer.from(String(qr.body.qr_svg).split(',')[1] ?? '', 'base64').toString();
    expect(String(qr.body.qr_svg).startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(svg).toContain('<svg');
    expect((await call('GET', url(waiting.id), me.headers)).body).toEqual({
      detail: 'This registration is not confirmed.',
    });
    expect((await call('GET', url(mine.id), author.headers)).status).toBe(404);
    expect((await call('GET', url(mine.id), null)).status).toBe(401);
  });
});

// Issue 30 item 9: the participant was told to read out a 32-character hex code. Codes are
// 8 characters now, unique per event as the database decides: a booking drawing a code the
// event already has draws again; another event may hold the same code.
describe('short check-in codes, unique per event', () => {
  it('a booking that draws a code its event already has draws again', async () => {
    const author = await member();
    const first = await buildEvent(db, school.id, author.id);
    const second = await buildEvent(db, school.id, author.id);
    const book = async (event: typeof first) => {
      const who = await member();
      const res = await call('POST', `/api/events/${event.id}/registrations/`, who.headers, {
        ticket_id: event.ticket.id,
      });
      expect(res.status).toBe(201);
      const [row] = await db
        .select({ code: eventRegistrations.checkInCode })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, Number(res.body.id)));
      return row?.code;
    };
    // The column's default draws 'AAAA2222' three times, then at random again.
    const rows = (await db.execute(
      sql`select prosrc from pg_proc where proname = 'app_check_in_code'`,
    )) as unknown as { rows: { prosrc: string }[] };
    const random = rows.rows[0]?.prosrc ?? '';
    const define = (body: string) =>
      db.execute(
        sql.raw(
          `create or replace function app_check_in_code() returns varchar language sql volatile as $fn$ ${body} $fn$`,
        ),
      );
    await db.execute(sql`create sequence if not exists test_check_in_draws`);
    await define(
      `select case when nextval('test_check_in_draws') <= 3 then 'AAAA2222' else (${random}) end`,
    );
    try {
      expect(await book(first)).toBe('AAAA2222');
      expect(await book(second)).toBe('AAAA2222');
      const drawnAgain = await book(first);
      expect(drawnAgain).toMatch(CHECK_IN_CODE_PATTERN);
      expect(drawnAgain).not.toBe('AAAA2222');
      // The order drawn again took its seat once (the seat is added before the code is known).
      const [ticket] = await db
        .select({ confirmed: eventTickets.confirmed })
        .from(eventTickets)
        .where(eq(eventTickets.id, first.ticket.id));
      expect(ticket?.confirmed).toBe(2);
    } finally {
      await define(random);
    }
  });
});

describe('checking in', () => {
  it('by code, then again: already checked in, with when', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const guest = await member();
    const seat = await register(event.id, event.ticket.id, guest.id);
    const url = `/api/events/${event.id}/check-in/`;

    // Read out and typed as heard: lower case, in two groups.
    const heard = groupCheckInCode(seat.checkInCode).toLowerCase();
    const first = await call('POST', url, author.headers, { code: heard });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: 'checked_in',
      detail: null,
      participant: { id: seat.id, user: { id: guest.id } },
    });
    const at = String(first.body.checked_in_at);
    const [row] = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, seat.id));
    expect(row?.checkedInBy).toBe(author.id);

    const again = await call('POST', url, author.headers, { registration_id: seat.id });
    expect(again.body).toMatchObject({ result: 'already_checked_in', checked_in_at: at });
    expect(String(again.body.detail)).toMatch(/^Already checked in on .+/);
    const inFrench = await call('POST', url, author.headers, { code: seat.checkInCode }, 'fr');
    expect(String(inFrench.body.detail)).toMatch(/^Déjà enregistré le .+/);

    const list = await call('GET', `/api/events/${event.id}/participants/`, author.headers);
    expect(list.body.results).toEqual([expect.objectContaining({ checked_in_at: at })]);
  });

  it('by registration, for admins too; refuses what is not a confirmed registration of the event', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const elsewhere = await buildEvent(db, school.id, author.id);
    const guest = await member();
    const waiting = await register(event.id, event.ticket.id, guest.id, 'waiting');
    const foreign = await register(elsewhere.id, elsewhere.ticket.id, guest.id);
    const seat = await register(event.id, event.ticket.id, guest.id);
    const url = `/api/events/${event.id}/check-in/`;
    const admin = await member(ROLE.SchoolAdmin);

    expect(
      (await call('POST', url, admin.headers, { registration_id: seat.id })).body,
    ).toMatchObject({ result: 'checked_in' });
    expect((await call('POST', url, admin.headers, { registration_id: waiting.id })).body).toEqual({
      detail: 'This registration is not confirmed.',
    });
    // A code of another event's registration is not this event's.
    expect((await call('POST', url, admin.headers, { code: foreign.checkInCode })).body).toEqual({
      detail: 'No registration of this event has this code.',
    });
    expect((await call('POST', url, admin.headers, { registration_id: foreign.id })).status).toBe(
      404,
    );
  });

  it.runIf(racesOnPostgres)(
    'two check-ins at once: one checks in, the other says when',
    async () => {
      const author = await member();
      const event = await buildEvent(db, school.id, author.id);
      const guest = await member();
      const seat = await register(event.id, event.ticket.id, guest.id);
      const url = `/api/events/${event.id}/check-in/`;
      const answers = await Promise.all([
        call('POST', url, author.headers, { code: seat.checkInCode }),
        call('POST', url, author.headers, { registration_id: seat.id }),
      ]);
      expect(answers.map((a) => a.body.result).sort()).toEqual([
        'already_checked_in',
        'checked_in',
      ]);
      expect(new Set(answers.map((a) => a.body.checked_in_at)).size).toBe(1);
    },
  );

  it('answers 400 per bad body, 401, 403 to members, 404 to another school', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const guest = await member();
    const seat = await register(event.id, event.ticket.id, guest.id);
    const url = `/api/events/${event.id}/check-in/`;
    const either = { non_field_errors: ['Give a code or a registration, one of the two.'] };
    expect((await call('POST', url, author.headers, {})).body).toEqual(either);
    const both = { code: seat.checkInCode, registration_id: seat.id };
    expect((await call('POST', url, author.headers, both)).body).toEqual(either);
    expect((await call('POST', url, author.headers, { code: 'not a code!' })).body).toEqual({
      code: ['No registration of this event has this code.'],
    });
    // Of the right form (O read as zero) but nobody's: not found.
    expect((await call('POST', url, author.headers, { code: 'not-a-code' })).body).toEqual({
      detail: 'No registration of this event has this code.',
    });
    expect((await call('POST', url, author.headers, { registration_id: 'x' })).body).toHaveProperty(
      'registration_id',
    );
    expect((await call('POST', url, null, { registration_id: seat.id })).status).toBe(401);
    expect((await call('POST', url, guest.headers, { registration_id: seat.id })).status).toBe(403);
    const outsider = await member(ROLE.SchoolAdmin, other);
    const res = await call('POST', url, outsider.headers, { registration_id: seat.id });
    expect(res.status).toBe(404);
    const [row] = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, seat.id));
    expect(row?.checkedInAt).toBeNull();
  });
});
