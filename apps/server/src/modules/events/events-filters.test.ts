import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * Restriction filters (spec 1 §3 Event "filters (degrees, roles, campus, graduation
 * year)", counted where the school has `has_filter_event`; spec 2 §8 "restricted access"),
 * and what takes bookings: a published event only.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(opts: Parameters<typeof addRole>[3] = {}) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasFilterEvent: true });
});
afterAll(() => ctx.close());

describe('restriction filters', () => {
  it('a member outside the campus and year filters gets 403 and does not see it listed', async () => {
    const [paris, lyon] = school.campuses;
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {
      filterCampuses: [paris?.id ?? 0],
      filterYears: [2020],
    });
    const inside = await member({ campusId: paris?.id ?? null, graduationYear: 2020 });
    const outside = await member({ campusId: lyon?.id ?? null, graduationYear: 2020 });
    const listed = async (headers: Record<string, string>) =>
      ((await call('GET', '/api/events/?page_size=50', headers)).body.results as Body[]).map(
        (e) => e.id,
      );
    expect((await call('GET', `/api/events/${event.id}/`, inside.headers)).status).toBe(200);
    expect(await listed(inside.headers)).toContain(event.id);
    expect(await call('GET', `/api/events/${event.id}/`, outside.headers)).toEqual({
      status: 403,
      body: { detail: 'You cannot view this event because access is restricted.' },
    });
    expect(await listed(outside.headers)).not.toContain(event.id);
    const booking = await call('POST', `/api/events/${event.id}/registrations/`, outside.headers, {
      ticket_id: event.ticket.id,
    });
    expect(booking.status).toBe(403);
  });

  it('filters must name the school’s campuses and degrees', async () => {
    const admin = await member({ role: ROLE.SchoolAdmin });
    const res = await call('POST', '/api/events/', admin.headers, {
      title: 'Filtered',
      type: 'online',
      online_link: 'https://meet.example.org/f',
      city: 'Paris',
      organizer: 'BDE',
      start_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      publish_at: new Date().toISOString(),
      category: 'conference',
      registration_type: 'none',
      filter_campuses: [2_000_000],
    });
    expect(res).toEqual({
      status: 400,
      body: { filter_campuses: ['This filter matches nothing in this school.'] },
    });
  });

  it('a draft takes no bookings, even from its author', async () => {
    const author = await member();
    const draft = await buildEvent(db, school.id, author.id, { state: 1, publishAt: null });
    const res = await call('POST', `/api/events/${draft.id}/registrations/`, author.headers, {
      ticket_id: draft.ticket.id,
    });
    expect(res).toEqual({
      status: 400,
      body: { detail: 'This event takes no registrations on the platform.' },
    });
  });
});
