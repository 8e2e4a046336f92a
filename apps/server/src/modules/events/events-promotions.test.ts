import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import {
  createTestApp,
  mailTo as deliveredTo,
  deliverMail,
  type TestContext,
} from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * Issue 30 item 3, "silent promotion from the waiting list": a waiting registration became
 * confirmed when a seat freed, but its member got neither a notification nor a mail, though
 * the booking step promised it. Whatever seats them (a cancellation, more seats on the
 * ticket, an organiser moving their order) now tells them both, once.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member() {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role: ROLE.Alumni });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, email: user.email, headers };
}

/** The member's notifications of a promotion, as the bell reads them. */
async function promotionsOf(who: { headers: Record<string, string> }) {
  const res = await call('GET', '/api/notifications/', who.headers);
  return (res.body.results as Body[]).filter((n) => n.type === 'event_registration_promoted');
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('leaving the waiting list (issue 30 item 3)', () => {
  it('a cancellation seats the first waiting member: notified and mailed once', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, { title: 'Gala' }, { quantity: 1 });
    const url = `/api/events/${event.id}/registrations/`;
    const [a, b] = [await member(), await member()];
    const seat = await call('POST', url, a.headers, { ticket_id: event.ticket.id });
    const contact = { first_name: 'Bea', last_name: 'Waits', email: 'bea.waits@example.org' };
    const waiting = await call('POST', url, b.headers, { ticket_id: event.ticket.id, contact });
    expect(waiting.body.status).toBe('waiting');
    expect(await promotionsOf(b)).toEqual([]);

    expect((await call('POST', `${url}${seat.body.id}/cancel/`, a.headers)).status).toBe(200);
    const [notice] = await promotionsOf(b);
    expect(notice).toMatchObject({
      actor: null,
      read: false,
      data: {
        event_id: event.id,
        registration_id: waiting.body.id,
        status: 'confirmed',
        title: 'Gala',
        slug: event.slug,
      },
    });
    expect(await promotionsOf(a)).toEqual([]);
    // To the contact e-mail given at booking, in the school's language, with the link.
    const mails = await deliveredTo(ctx, contact.email, 'Gala');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('votre place à «\u00a0Gala\u00a0» est confirmée');
    expect(mails[0]?.text).toContain('Bonjour Bea,');
    expect(mails[0]?.text).toContain(`/evenements/${event.slug}`);
    // French typography on the button's line too (issue 30 item 8: "Voir l'événement: http…").
    expect(mails[0]?.text).toMatch(/^Voir l’événement\u00a0: http\S+\/evenements\//m);
    await deliverMail(ctx.app);
    expect(await deliveredTo(ctx, contact.email, 'Gala')).toHaveLength(1);
  });

  it('more seats on the ticket, or an organiser’s move, seat waiting members: each told', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, { title: 'Forum' }, { quantity: 1 });
    const url = `/api/events/${event.id}/registrations/`;
    const [a, b, c] = [await member(), await member(), await member()];
    await call('POST', url, a.headers, { ticket_id: event.ticket.id });
    await call('POST', url, b.headers, { ticket_id: event.ticket.id });
    const third = await call('POST', url, c.headers, { ticket_id: event.ticket.id });
    const put = await call('PUT', `/api/events/${event.id}/`, author.headers, {
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
      tickets: [
        { id: event.ticket.id, name: 'Standard', price_cents: 0, quantity: 2 },
        { name: 'VIP', price_cents: 0, quantity: 5 },
      ],
    });
    expect(put.status).toBe(200);
    expect((await promotionsOf(b)).map((n) => (n.data as Body).status)).toEqual(['confirmed']);
    expect(await deliveredTo(ctx, b.email, 'Forum')).toHaveLength(1);
    expect(await promotionsOf(c)).toEqual([]);

    const vip = (put.body.tickets as Body[])[1]?.id;
    const move = `/api/events/${event.id}/registrations/${third.body.id}/move/`;
    expect((await call('POST', move, author.headers, { ticket_id: vip })).status).toBe(200);
    expect((await promotionsOf(c)).map((n) => (n.data as Body).registration_id)).toEqual([
      third.body.id,
    ]);
    expect(await deliveredTo(ctx, c.email, 'Forum')).toHaveLength(1);
  });
});
