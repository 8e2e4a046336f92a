import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, multipartBody, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import { tinyPdf } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets } from '../../db/schema/index.ts';

/*
 * Documents to validate (issue 14 item 5): organisers set the documents an event requires;
 * a booking then holds its seats as pending; the registrant uploads a PDF or Word file per
 * document; organisers accept or refuse it (with a reason); the registration is confirmed
 * only once all are accepted. 401, 403, 404 for another school, 400 per bad field.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

async function member(role: number = ROLE.Alumni, where: School = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, where, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}

/** Uploads `content` as `fileName` for a document of a registration. */
async function upload(
  headers: Record<string, string>,
  url: string,
  fileName = 'id.pdf',
  content = tinyPdf(),
  type = 'application/pdf',
) {
  const body = multipartBody(fileName, content, type);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Body };
}

const statusOf = async (id: number) =>
  (await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]?.status;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('documents to validate', () => {
  it('a booking waits as pending, holding its seat, until every document is accepted', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {}, { quantity: 1 });
    const docsUrl = `/api/events/${event.id}/documents/`;
    const set = await call('PUT', docsUrl, author.headers, {
      documents: [{ title: 'Identity card' }, { title: 'Medical certificate' }],
    });
    expect(set.status).toBe(200);
    const [idCard, medical] = set.body as unknown as { id: number; title: string }[];
    const guest = await member();
    expect((await call('GET', docsUrl, guest.headers)).body).toEqual(set.body);

    const booked = await call('POST', `/api/events/${event.id}/registrations/`, guest.headers, {
      ticket_id: event.ticket.id,
    });
    expect(booked.body.status).toBe('pending');
    const late = await member();
    const waiting = await call('POST', `/api/events/${event.id}/registrations/`, late.headers, {
      ticket_id: event.ticket.id,
    });
    expect(waiting.body.status).toBe('waiting');
    const base = `/api/events/${event.id}/registrations/${booked.body.id}/documents/`;

    const first = await upload(guest.headers, `${base}${idCard?.id}/`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      registration_status: 'pending',
      documents: [
        { document: idCard, status: 'pending', file_name: 'id.pdf' },
        { document: medical, status: 'missing', file_name: null },
      ],
    });
    const decide = (id: number | undefined, body: Body) =>
      call('POST', `${base}${id}/decision/`, author.headers, body);
    expect((await decide(medical?.id, { decision: 'accept' })).status).toBe(404);
    expect((await decide(idCard?.id, { decision: 'refuse' })).body).toEqual({
      reason: ['Say why the document is refused.'],
    });
    const refused = await decide(idCard?.id, { decision: 'refuse', reason: 'Unreadable' });
    expect((refused.body.documents as Body[])[0]).toMatchObject({
      status: 'refused',
      reason: 'Unreadable',
    });
    await upload(guest.headers, `${base}${idCard?.id}/`, 'id-again.pdf');
    await upload(guest.headers, `${base}${medical?.id}/`, 'medical.pdf');
    expect((await decide(idCard?.id, { decision: 'accept' })).body.registration_status).toBe(
      'pending',
    );
    const done = await decide(medical?.id, { decision: 'accept' });
    expect(done.body.registration_status).toBe('confirmed');
    expect(await statusOf(Number(booked.body.id))).toBe('confirmed');
    expect((await upload(guest.headers, `${base}${medical?.id}/`)).body).toEqual({
      detail: 'This document has already been accepted.',
    });

    // The file goes back as a download, to its member and the organisers only.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `${base}${medical?.id}/file/`,
      headers: author.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('medical.pdf');
    expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await call('GET', `${base}${medical?.id}/file/`, late.headers)).status).toBe(404);

    // A new required document: the confirmed registration waits again, keeping its seat.
    await call('PUT', docsUrl, author.headers, {
      documents: [idCard, medical, { title: 'Photo' }],
    });
    expect(await statusOf(Number(booked.body.id))).toBe('pending');
    const [ticket] = await db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.id, event.ticket.id));
    expect(ticket?.confirmed).toBe(1);
    // Without requirements, it is confirmed; cancelling it gives its seat to the waiting list.
    await call('PUT', docsUrl, author.headers, { documents: [] });
    expect(await statusOf(Number(booked.body.id))).toBe('confirmed');
    await call('PUT', docsUrl, author.headers, { documents: [{ title: 'Photo' }] });
    const cancel = `/api/events/${event.id}/registrations/${booked.body.id}/cancel/`;
    expect((await call('POST', cancel, author.headers)).body.status).toBe('cancelled');
    expect(await statusOf(Number(waiting.body.id))).toBe('pending');
  });

  it('checks the file, the fields and who asks', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id);
    const docsUrl = `/api/events/${event.id}/documents/`;
    const guest = await member();
    expect((await call('PUT', docsUrl, guest.headers, { documents: [] })).status).toBe(403);
    expect(
      (await call('PUT', docsUrl, author.headers, { documents: [{ title: '' }] })).body,
    ).toHaveProperty(['documents.0.title']);
    expect(
      (await call('PUT', docsUrl, author.headers, { documents: [{ id: 2_000_000, title: 'X' }] }))
        .body,
    ).toEqual({ documents: ['This document is not required for this event.'] });
    const set = await call('PUT', docsUrl, author.headers, { documents: [{ title: 'CV' }] });
    const cv = (set.body as unknown as { id: number }[])[0];
    const [registration] = await db
      .insert(eventRegistrations)
      .values({
        schoolId: school.id,
        eventId: event.id,
        ticketId: event.ticket.id,
        userId: guest.id,
        quantity: 1,
        status: 'pending',
      })
      .returning();
    const url = `/api/events/${event.id}/registrations/${registration?.id}/documents/`;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await upload(guest.headers, `${url}${cv?.id}/`, 'cv.pdf', html);
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('file');
    expect((await upload(author.headers, `${url}${cv?.id}/`)).status).toBe(404);
    expect((await upload(guest.headers, `${url}2000000/`)).status).toBe(404);
    expect((await call('GET', url, guest.headers)).body).toMatchObject({
      registration_status: 'pending',
      documents: [{ status: 'missing' }],
    });
    expect((await call('GET', url, null)).status).toBe(401);
    const outsider = await member(ROLE.SchoolAdmin, other);
    expect((await call('GET', url, outsider.headers)).status).toBe(404);
    expect((await call('GET', docsUrl, outsider.headers)).status).toBe(404);
    const stranger = await member();
    expect((await call('GET', url, stranger.headers)).status).toBe(404);
    const decision = `${url}${cv?.id}/decision/`;
    expect((await call('POST', decision, guest.headers, { decision: 'accept' })).status).toBe(403);
    expect(
      (await call('POST', decision, author.headers, { decision: 'maybe' })).body,
    ).toHaveProperty('decision');
  });
});
