import { ROLE } from '@alumni/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { eventRegistrations } from '../../db/schema/index.ts';

/*
 * Calendars (issue 14 item 6 and its acceptance "`.ics` validated by parsing it back: TZID
 * present, times right across a daylight-saving change"): an event's file and the member's
 * private feed, parsed back with ical.js; the feed's token rotates and is revoked.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

async function member(where: School = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, where, { role: ROLE.Alumni });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}

/** GET `url` with `headers`; the answer's status, content type and text. */
async function fetchText(url: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

/** The VEVENTs of a calendar text, its VTIMEZONEs registered first (ical.js). */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { zones: zones.map((z) => z.getFirstPropertyValue('tzid')), events };
}

/** 10:00 in Paris on a day, given as its UTC instant. */
const parisTen = (utc: string) => new Date(utc);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe("an event's calendar file", () => {
  it('writes 10:00 Paris time with TZID and VTIMEZONE on both sides of a DST change', async () => {
    const author = await member();
    // Summer time starts on 28 March 2027 (UTC+2) and ends on 31 October 2027 (UTC+1).
    const cases = [
      { utc: '2027-03-27T09:00:00Z', local: '20270327T100000' },
      { utc: '2027-03-29T08:00:00Z', local: '20270329T100000' },
      { utc: '2027-11-15T09:00:00Z', local: '20271115T100000' },
    ];
    for (const { utc, local } of cases) {
      const start = parisTen(utc);
      const event = await buildEvent(db, school.id, author.id, {
        title: 'Gala; dinner, night',
        startAt: start,
        endAt: new Date(start.getTime() + 2 * 3_600_000),
      });
      const file = await fetchText(`/api/events/${event.id}/calendar/`, author.headers);
      expect(file.status).toBe(200);
      expect(file.type).toContain('text/calendar');
      expect(file.text).toContain(`DTSTART;TZID=Europe/Paris:${local}`);
      const { zones, events } = parseEvents(file.text);
      expect(zones).toEqual(['Europe/Paris']);
      const [parsed] = events;
      expect(parsed?.summary).toBe('Gala; dinner, night');
      expect(parsed?.startDate.zone?.tzid).toBe('Europe/Paris');
      expect(parsed?.startDate.toString()).toBe(
        `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}T10:00:00`,
      );
      expect(parsed?.startDate.toJSDate().toISOString()).toBe(start.toISOString());
      expect(parsed?.endDate.toJSDate().getTime()).toBe(start.getTime() + 2 * 3_600_000);
      expect(parsed?.uid).toBe(`event-${event.id}@${hostOf(school.subdomain).split(':')[0]}`);
      expect(parsed?.location).toBe('1 rue de Rivoli, Paris');
    }
  });

  it("writes times in the school's own time zone", async () => {
    const newYork = await buildSchool(db, { timeZone: 'America/New_York' });
    const author = await member(newYork);
    const start = new Date('2027-01-15T23:30:00Z');
    const event = await buildEvent(db, newYork.id, author.id, {
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
    });
    const file = await fetchText(`/api/events/${event.id}/calendar/`, author.headers);
    expect(file.text).toContain('DTSTART;TZID=America/New_York:20270115T183000');
    const { zones, events } = parseEvents(file.text);
    expect(zones).toEqual(['America/New_York']);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe(start.toISOString());
  });

  it('401 signed out, 404 for a draft of someone else and for another school', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const draft = await buildEvent(db, school.id, author.id, { state: 1, announcedAt: null });
    const reader = await member();
    expect((await call('GET', `/api/events/${event.id}/calendar/`, null)).status).toBe(401);
    expect((await fetchText(`/api/events/${draft.id}/calendar/`, reader.headers)).status).toBe(404);
    const outsider = await member(other);
    const elsewhere = await fetchText(`/api/events/${event.id}/calendar/`, outsider.headers);
    expect(elsewhere.status).toBe(404);
    expect((await call('GET', '/api/events/abc/calendar/', reader.headers)).status).toBe(400);
  });

  it("403 when the event's restriction filters leave the member out", async () => {
    const filtered = await buildSchool(db, { hasFilterEvent: true });
    const author = await member(filtered);
    const reader = await member(filtered);
    const event = await buildEvent(db, filtered.id, author.id, { filterRoles: [ROLE.Teacher] });
    expect(await call('GET', `/api/events/${event.id}/calendar/`, reader.headers)).toEqual({
      status: 403,
      body: { detail: 'You cannot view this event because access is restricted.' },
    });
  });
});

describe("a member's calendar feed", () => {
  it('lists confirmed registrations; rotating and revoking end the former URL', async () => {
    const author = await member();
    const me = await member();
    const going = await buildEvent(db, school.id, author.id, { title: 'Going' });
    const waiting = await buildEvent(db, school.id, author.id, { title: 'Waiting' });
    for (const [event, status] of [
      [going, 'confirmed'],
      [waiting, 'waiting'],
    ] as const) {
      await db.insert(eventRegistrations).values({
        schoolId: school.id,
        eventId: event.id,
        ticketId: event.ticket.id,
        userId: me.id,
        quantity: 1,
        status,
      });
    }
    const feedUrl = '/api/events/calendar-feed/';
    expect((await call('GET', feedUrl, me.headers)).body).toEqual({
      active: false,
      created_at: null,
      url: null,
    });
    const made = await call('POST', feedUrl, me.headers);
    expect(made.status).toBe(201);
    const url = new URL(String(made.body.url));
    expect(url.host).toBe(hostOf(school.subdomain));
    expect((await call('GET', feedUrl, me.headers)).body).toMatchObject({
      active: true,
      url: null,
    });

    // Calendar applications send no session: the token is enough, on the school's host.
    const anonymous = { host: hostOf(school.subdomain) };
    const feed = await fetchText(url.pathname, anonymous);
    expect(feed.status).toBe(200);
    const { events } = parseEvents(feed.text);
    expect(events.map((e) => e.summary)).toEqual(['Going']);
    expect(events[0]?.startDate.zone?.tzid).toBe('Europe/Paris');
    // Another school's host does not know the token.
    expect((await fetchText(url.pathname, { host: hostOf(other.subdomain) })).status).toBe(404);

    const rotated = await call('POST', feedUrl, me.headers);
    expect(rotated.body.url).not.toBe(made.body.url);
    expect((await fetchText(url.pathname, anonymous)).status).toBe(404);
    const next = new URL(String(rotated.body.url)).pathname;
    expect((await fetchText(next, anonymous)).status).toBe(200);
    expect((await call('DELETE', feedUrl, me.headers)).status).toBe(204);
    expect((await fetchText(next, anonymous)).status).toBe(404);
    expect((await call('GET', feedUrl, null)).status).toBe(401);
    expect(((await call('POST', feedUrl, null)) as { status: number; body: Body }).status).toBe(
      401,
    );
  });
});
