import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * Events (issue 14 item 1; spec 1 §5 Event): writing an event with its tickets, the rules
 * answered 400 per field, the lists by period, status and participation, validation by
 * Evenement validators with a reason and history, deletion; 401 and 404 for another school.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

async function member(opts: Parameters<typeof addRole>[3] = {}, where: School = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, where, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}

const day = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
const body = (over: Body = {}) => ({
  title: 'Afterwork Paris',
  type: 'on_site',
  address: '1 rue de Rivoli',
  city: 'Paris',
  organizer: 'BDE',
  start_at: inDays(10),
  end_at: inDays(10.1),
  publish_at: inDays(-0.01),
  category: 'afterwork',
  registration_type: 'internal',
  tickets: [
    { name: 'Standard', price_cents: 0, quantity: 50, per_order_limit: 2 },
    { name: 'VIP', description: 'Front row', price_cents: 2500, quantity: 5, per_order_limit: 1 },
  ],
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateEvent: true });
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('writing an event (spec 1 §5 Event)', () => {
  it('a validator publishes an event with two ticket types at once', async () => {
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Evenement] });
    const res = await call('POST', '/api/events/', validator.headers, body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Afterwork Paris',
      slug: 'afterwork-paris',
      status: 'published',
      validated: true,
      currency: school.currency,
    });
    const tickets = res.body.tickets as Body[];
    expect(tickets.map((t) => [t.name, t.price_cents, t.remaining])).toEqual([
      ['Standard', 0, 50],
      ['VIP', 2500, 5],
    ]);
    const bySlug = await call('GET', `/api/events/by-slug/${res.body.slug}/`, validator.headers);
    expect(bySlug.body.id).toBe(res.body.id);
  });

  it('a member’s event waits for an Evenement validator, who refuses with a reason', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Evenement] });
    const { body: before } = await call('GET', '/api/validations/', validator.headers);
    const created = await call('POST', '/api/events/', author.headers, body({ title: 'Gala' }));
    expect(created.body).toMatchObject({ status: 'pending', can_review: false });
    const { body: after } = await call('GET', '/api/validations/', validator.headers);
    expect(after.event).toBe((before.event as number) + 1);
    const review = `/api/events/${created.body.id}/review/`;
    expect((await call('POST', review, author.headers, { decision: 'validate' })).status).toBe(403);
    expect((await call('POST', review, validator.headers, { decision: 'refuse' })).body).toEqual({
      reason: ['Give the reason for the refusal.'],
    });
    const refused = await call('POST', review, validator.headers, {
      decision: 'refuse',
      reason: 'Wrong date',
    });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Wrong date' });
    // The author is told, with the reason (as for articles).
    const inbox = (await call('GET', '/api/notifications/', author.headers)).body.results as Body[];
    expect(inbox.map((n) => [n.type, n.data])).toContainEqual([
      'event_refused',
      { event_id: created.body.id, reason: 'Wrong date' },
    ]);
    expect((await call('POST', review, validator.headers, { decision: 'validate' })).status).toBe(
      409,
    );
    const history = await call('GET', `/api/events/${created.body.id}/history/`, author.headers);
    expect((history.body as unknown as Body[]).map((h) => [h.action, h.to])).toEqual([
      ['submit', 'pending'],
      ['refuse', 'refused'],
    ]);
    const stranger = await member();
    expect((await call('GET', `/api/events/${created.body.id}/`, stranger.headers)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/events/${created.body.id}/`, author.headers)).status).toBe(
      204,
    );
  });

  it('tells the author of a validated event', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Evenement] });
    const created = await call('POST', '/api/events/', author.headers, body({ title: 'Picnic' }));
    const review = `/api/events/${created.body.id}/review/`;
    const validated = await call('POST', review, validator.headers, { decision: 'validate' });
    expect(validated.status).toBe(200);
    const inbox = (await call('GET', '/api/notifications/', author.headers)).body.results as Body[];
    expect(inbox.map((n) => [n.type, n.data])).toEqual([
      ['event_validated', { event_id: created.body.id, status: 'published' }],
    ]);
    // The validator's own event, published at once, notifies nobody.
    await call('POST', '/api/events/', validator.headers, body({ title: 'Staff party' }));
    const own = (await call('GET', '/api/notifications/', validator.headers)).body.results;
    expect(own).toEqual([]);
  });

  it('answers 400 per field, in the reader’s language', async () => {
    const author = await member();
    const bad = async (over: Body, locale: 'fr' | 'en' = 'en') =>
      (await call('POST', '/api/events/', author.headers, body(over), locale)).body;
    expect(await bad({ title: 'a'.repeat(256) })).toHaveProperty('title');
    expect(await bad({ start_at: new Date().toISOString() })).toEqual({
      start_at: ['The start date must be after today.'],
    });
    expect(await bad({ end_at: inDays(9) })).toEqual({
      end_at: ['The end date must be after the start date.'],
    });
    expect(await bad({ type: 'online' }, 'fr')).toEqual({
      online_link: ['Le lien de l’événement en ligne est obligatoire.'],
    });
    expect(await bad({ registration_type: 'external', tickets: [] })).toEqual({
      external_link: ['The external registration link is required.'],
    });
    expect(await bad({ filter_degrees: [1] })).toEqual({
      filter_degrees: ['Restriction filters are not enabled for this school’s events.'],
    });
    const ticket = { name: 'T', price_cents: -1, quantity: 1 };
    expect(await bad({ tickets: [ticket] })).toHaveProperty(['tickets.0.price_cents']);
  });
});

describe("the school's time zone (issue 14 item 6)", () => {
  /** Whole-hour zones from UTC-12 to UTC+14 (Etc/GMT signs are inverted). */
  const zones = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
    h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`,
  );
  const dayIn = (at: Date, timeZone: string) => at.toLocaleDateString('en-CA', { timeZone });

  it('checks "start after today" on the school’s day, named in its details', async () => {
    // In an hour: already tomorrow in a zone whose midnight comes before then, today elsewhere.
    const now = new Date();
    const start = new Date(now.getTime() + 3_600_000 + 60_000);
    const tomorrowZone = zones.find((z) => dayIn(start, z) > dayIn(now, z));
    const todayZone = zones.find((z) => dayIn(start, z) === dayIn(now, z));
    if (!tomorrowZone || !todayZone) throw new Error('no zone fits');
    const over = { start_at: start.toISOString(), end_at: inDays(1) };
    for (const [timeZone, status] of [
      [tomorrowZone, 201],
      [todayZone, 400],
    ] as const) {
      const where = await buildSchool(db, { timeZone });
      const details = await ctx.app.inject({ url: `/api/schools/${where.subdomain}/details/` });
      expect(details.json()).toMatchObject({ time_zone: timeZone });
      const author = await member({ role: ROLE.SchoolAdmin }, where);
      const res = await call('POST', '/api/events/', author.headers, body(over));
      expect(res.status).toBe(status);
      if (status === 400) {
        expect(res.body).toEqual({ start_at: ['The start date must be after today.'] });
      }
    }
  });
});

describe('lists and isolation', () => {
  it('upcoming, past and my participations; nothing of another school', async () => {
    const author = await member();
    const reader = await member();
    const upcoming = await buildEvent(db, school.id, author.id);
    const past = await buildEvent(db, school.id, author.id, {
      startAt: new Date(Date.now() - 3 * day),
      endAt: new Date(Date.now() - 2 * day),
    });
    const ids = async (query: string) =>
      ((await call('GET', `/api/events/?${query}`, reader.headers)).body.results as Body[]).map(
        (e) => e.id,
      );
    expect(await ids('period=upcoming&page_size=50')).toContain(upcoming.id);
    expect(await ids('period=upcoming&page_size=50')).not.toContain(past.id);
    expect(await ids('period=past')).toContain(past.id);
    // Search by title (web list): every word, case and accents ignored.
    const gala = await buildEvent(db, school.id, author.id, { title: 'Gala de Noël 100%' });
    expect(await ids('search=noel%20GALA&page_size=50')).toEqual([gala.id]);
    expect(await ids('search=%25&page_size=50')).toEqual([gala.id]);
    expect(await ids('search=noel%20soiree')).toEqual([]);
    // A NUL in the search (as the fuzz suite sends) is no server error.
    const nul = await call('GET', '/api/events/?search=a%00b', reader.headers);
    expect(nul.status).toBeLessThan(500);
    expect(await ids('mine=true')).toEqual([]);
    await call('POST', `/api/events/${upcoming.id}/registrations/`, reader.headers, {
      ticket_id: upcoming.ticket.id,
    });
    expect(await ids('mine=true')).toEqual([upcoming.id]);
    const outsider = await member({}, other);
    const elsewhere = `/api/events/${upcoming.id}/`;
    expect((await call('GET', elsewhere, outsider.headers)).status).toBe(404);
    const booking = `/api/events/${upcoming.id}/registrations/`;
    const payload = { ticket_id: upcoming.ticket.id };
    expect((await call('POST', booking, outsider.headers, payload)).status).toBe(404);
    expect((await call('GET', '/api/events/', null)).status).toBe(401);
  });
});
