import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { multipart, tinyPdf, tinyPng } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';

/*
 * An event's page: its cover photo (issue 14 item 1 "cover image": uploaded and re-encoded
 * as the blog's, optional, kept on an edit, refused when it is someone else's upload) and
 * its address (an old slug answers 301 with the current one, as articles do).
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;

async function member(where: School = school, role: number = ROLE.SchoolAdmin) {
  const user = await buildUser(db);
  await addRole(db, user.id, where, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}
type Member = Awaited<ReturnType<typeof member>>;

/** POSTs `file` as the cover upload; the answer's status and body. */
async function upload(who: Member, file: ReturnType<typeof multipart>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/events/covers/',
    headers: { ...who.headers, 'content-type': file.contentType },
    payload: file.payload,
  });
  return { status: res.statusCode, body: res.json() as Body };
}

const day = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
const body = (over: Body = {}) => ({
  title: 'Gala',
  type: 'online',
  online_link: 'https://meet.example.org/gala',
  city: 'Lille',
  organizer: 'BDE',
  start_at: inDays(10),
  end_at: inDays(10.1),
  publish_at: inDays(-0.01),
  category: 'networking',
  registration_type: 'none',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe("an event's cover photo", () => {
  it('is uploaded cropped to 806×474, saved, kept on an edit and removed with null', async () => {
    const author = await member();
    const uploaded = await upload(author, multipart('cover.png', 'image/png', await tinyPng()));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 806, height: 474 });
    const key = uploaded.body.key as string;
    expect(key).toMatch(/^events\/\d+\/\d+\/[0-9a-f]{32}\.webp$/);

    const created = await call('POST', '/api/events/', author.headers, body({ cover: key }));
    expect(created.status).toBe(201);
    expect(created.body.cover).toMatchObject({ key, width: 806, height: 474 });
    expect((created.body.cover as { url: string }).url).toContain(key);
    // Served as a public image, as articles' covers are.
    const served = await ctx.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const id = created.body.id as number;
    const list = await call('GET', '/api/events/', author.headers);
    const listed = (list.body.results as Body[]).find((e) => e.id === id);
    expect(listed?.cover).toMatchObject({ key });

    const kept = await call('PUT', `/api/events/${id}/`, author.headers, body({ cover: key }));
    expect(kept.body.cover).toMatchObject({ key });
    const removed = await call('PUT', `/api/events/${id}/`, author.headers, body({ cover: null }));
    expect(removed.status).toBe(200);
    expect(removed.body.cover).toBeNull();
    const none = await call('POST', '/api/events/', author.headers, body());
    expect(none.body.cover).toBeNull();
  });

  it('refuses what is not an image, and a key the member did not upload', async () => {
    const author = await member();
    const pdf = await upload(author, multipart('cover.png', 'image/png', tinyPdf()));
    expect(pdf.status).toBe(400);
    expect(pdf.body).toHaveProperty('file');
    const other = await member();
    const theirs = await upload(other, multipart('c.png', 'image/png', await tinyPng()));
    const res = await call(
      'POST',
      '/api/events/',
      author.headers,
      body({ cover: theirs.body.key }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cover: ['This cover photo could not be found: add it again.'] });
    const made = await call('POST', '/api/events/', author.headers, body({ cover: 'x/../y' }));
    expect(made.status).toBe(400);
    expect((await upload(author, multipart('a.png', 'image/png', Buffer.alloc(0)))).status).toBe(
      400,
    );
  });
});

describe("an event's old slugs", () => {
  it('answer 301 with the current slug; a new event may take an old slug over', async () => {
    const author = await member();
    const created = await call('POST', '/api/events/', author.headers, body({ slug: 'gala-2027' }));
    const id = created.body.id as number;
    const renamed = body({ slug: 'grand-gala-2027' });
    expect((await call('PUT', `/api/events/${id}/`, author.headers, renamed)).status).toBe(200);
    const old = await ctx.app.inject({
      url: '/api/events/by-slug/gala-2027/',
      headers: author.headers,
    });
    expect(old.statusCode).toBe(301);
    expect(old.json()).toEqual({ slug: 'grand-gala-2027' });
    expect(old.headers.location).toBe('/api/events/by-slug/grand-gala-2027/');
    const current = await call('GET', '/api/events/by-slug/grand-gala-2027/', author.headers);
    expect(current.body.id).toBe(id);
    // Renamed back: the slug is its own again, and the other leads to it.
    await call('PUT', `/api/events/${id}/`, author.headers, body({ slug: 'gala-2027' }));
    expect((await call('GET', '/api/events/by-slug/gala-2027/', author.headers)).body.id).toBe(id);
    const back = await call('GET', '/api/events/by-slug/grand-gala-2027/', author.headers);
    expect(back.body).toEqual({ slug: 'gala-2027' });
    // Another event takes the old slug over: it is then that event's page.
    const other = await call(
      'POST',
      '/api/events/',
      author.headers,
      body({ slug: 'grand-gala-2027' }),
    );
    expect(other.status).toBe(201);
    const taken = await call('GET', '/api/events/by-slug/grand-gala-2027/', author.headers);
    expect(taken.body.id).toBe(other.body.id);
  });

  it('tell nothing of an event the reader cannot see, nor of another school', async () => {
    const author = await member();
    const draft = body({ slug: 'secret-draft', draft: true, publish_at: null });
    const created = await call('POST', '/api/events/', author.headers, draft);
    const id = created.body.id as number;
    await call('PUT', `/api/events/${id}/`, author.headers, { ...draft, slug: 'secret-draft-2' });
    const reader = await member(school, ROLE.Alumni);
    const asReader = await call('GET', '/api/events/by-slug/secret-draft/', reader.headers);
    expect(asReader.status).toBe(404);
    const elsewhere = await member(await buildSchool(db));
    const asOther = await call('GET', '/api/events/by-slug/secret-draft/', elsewhere.headers);
    expect(asOther.status).toBe(404);
    expect((await call('GET', '/api/events/by-slug/secret-draft/', author.headers)).status).toBe(
      301,
    );
  });
});

describe('the map of on-site events', () => {
  it('places the upcoming on-site events the member may open by city', async () => {
    const where = await buildSchool(db);
    const author = await member(where);
    const onSite = (city: string, over: Body = {}) =>
      body({ type: 'on_site', address: '1 place du Marché', city, title: `Gala ${city}`, ...over });
    for (const event of [
      onSite('Lille'),
      onSite('lille'),
      onSite('Lyon'),
      onSite('Nowhereville-sur-Rien'),
      body({ city: 'Lille' }),
      onSite('Lille', { draft: true, publish_at: null }),
    ]) {
      expect((await call('POST', '/api/events/', author.headers, event)).status).toBe(201);
    }
    const res = await call('GET', '/api/events/map/', author.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 4, unplaced: 1 });
    const points = res.body.points as Body[];
    expect(points.map((p) => [p.city, p.country, p.count])).toEqual([
      ['Lille', 'FR', 2],
      ['Lyon', 'FR', 1],
    ]);
    expect(((points[0]?.events ?? []) as Body[]).map((e) => e.title)).toEqual([
      'Gala Lille',
      'Gala lille',
    ]);
    expect((await call('GET', '/api/events/map/', null)).status).toBe(401);
    const elsewhere = await member();
    expect((await call('GET', '/api/events/map/', elsewhere.headers)).body.count).toBe(0);
  });
});
