import { ROLE, STATIC_LIST_DEFAULTS } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, multipartBody, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildArticle, buildEvent, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schools, staticListOptions } from '../../db/schema/index.ts';

/*
 * The school's static lists (issue 31 item 3; spec 1 §3 Other "List translation: scope,
 * ext_id, locale, translation, order"; §5 General "Translation lists need at least one
 * non-empty translation"): every school starts with the default options; members read them;
 * admins add, rename, move and delete them; an option content uses is not deleted (409 with
 * what uses it); an article's category must be an option of its school's list.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
type Member = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  // A long cache: the lists read below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const listUrl = (school: School, scope = 'article_category') =>
  `/api/schools/${school.id}/static-lists/${scope}/`;
type Option = { id: number; ext_id: string; translations: { fr: string; en: string } };
const codes = (list: unknown) => (list as Option[]).map((o) => o.ext_id);

describe('the static lists a school reads', () => {
  it('start as the defaults, in their order, for the school’s members', async () => {
    const school = await buildSchool(db);
    const member = await signedInMember(db, school);
    const res = await call('GET', '/api/static-lists/', member.headers);
    expect(res.status).toBe(200);
    expect(codes(res.body.article_category)).toEqual(
      STATIC_LIST_DEFAULTS.article_category.map((o) => o.ext_id),
    );
    expect(codes(res.body.event_category)).toEqual(
      STATIC_LIST_DEFAULTS.event_category.map((o) => o.ext_id),
    );
    expect((res.body.article_category as unknown[])[1]).toMatchObject({
      scope: 'article_category',
      ext_id: 'school_life',
      translations: { fr: 'Vie de l’école', en: 'School life' },
      order: 1,
    });
  });

  it('are read by anonymous visitors only where the school has public pages', async () => {
    const closed = await buildSchool(db, { hasPublicPages: false });
    const open = await buildSchool(db, { hasPublicPages: true });
    const host = (s: School) => ({ host: `${s.subdomain}.localhost:3000` });
    expect((await call('GET', '/api/static-lists/', host(closed))).status).toBe(401);
    expect((await call('GET', '/api/static-lists/', host(open))).status).toBe(200);
    // Signed in on its host without a role in it: not one of its members.
    const stranger = await signedInMember(db, open);
    const headers = await sessionHeaders(db, {
      userId: stranger.id,
      schoolId: closed.id,
      subdomain: closed.subdomain,
    });
    expect((await call('GET', '/api/static-lists/', headers)).status).toBe(403);
  });
});

describe('School settings → static lists', () => {
  let school: School;
  let boss: Member;
  beforeAll(async () => {
    school = await buildSchool(db);
    boss = await admin(school);
  });

  it('lists an option with what uses it', async () => {
    const author = await signedInMember(db, school);
    await buildArticle(db, school.id, author.id, { category: 'careers' });
    await buildArticle(db, school.id, author.id, { category: 'careers', state: 1 });
    const res = await call('GET', listUrl(school), boss.headers);
    expect(res.status).toBe(200);
    const careers = (res.body as unknown as (Option & { uses: unknown })[]).find(
      (o) => o.ext_id === 'careers',
    );
    expect(careers?.uses).toEqual([{ kind: 'articles', count: 2 }]);
  });

  it('adds options last, with a code made from the texts or given, unique in the list', async () => {
    const added = await call('POST', listUrl(school), boss.headers, {
      translations: { fr: '  Vie associative ', en: '' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      ext_id: 'vie_associative',
      translations: { fr: 'Vie associative', en: '' },
      order: STATIC_LIST_DEFAULTS.article_category.length,
      uses: [{ kind: 'articles', count: 0 }],
    });
    const again = await call('POST', listUrl(school), boss.headers, {
      translations: { fr: 'Vie associative', en: 'Clubs' },
    });
    expect(again.body).toMatchObject({ ext_id: 'vie_associative_2' });
    const given = await call('POST', listUrl(school), boss.headers, {
      translations: { en: 'Alumni stories' },
      ext_id: 'alumni_stories',
    });
    expect(given).toMatchObject({ status: 201, body: { ext_id: 'alumni_stories' } });
    const taken = await call('POST', listUrl(school), boss.headers, {
      translations: { en: 'News again' },
      ext_id: 'news',
    });
    expect(taken).toMatchObject({
      status: 400,
      body: { ext_id: ['Another option of this list already has this code.'] },
    });
    const read = await call('GET', '/api/static-lists/', boss.headers);
    expect(codes(read.body.article_category).slice(-3)).toEqual([
      'vie_associative',
      'vie_associative_2',
      'alumni_stories',
    ]);
  });

  it('answers 400 per bad field, in the request’s language', async () => {
    const cases: [unknown, string][] = [
      [{ translations: { fr: '', en: ' ' } }, 'translations'],
      [{ translations: { fr: 'x'.repeat(101), en: '' } }, 'translations.fr'],
      [{ translations: { fr: 'Ok', en: 3 } }, 'translations.en'],
      [{}, 'translations'],
      [{ translations: { fr: 'Ok' }, ext_id: 'Not a code' }, 'ext_id'],
      [{ translations: { fr: 'Ok' }, ext_id: 'x'.repeat(33) }, 'ext_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', listUrl(school), boss.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(body)).toContain(field);
    }
    const fr = await call(
      'POST',
      listUrl(school),
      boss.headers,
      { translations: { fr: '', en: '' } },
      'fr',
    );
    expect(fr.body).toEqual({
      translations: ['Donnez un texte à l’option dans une langue au moins.'],
    });
    expect((await call('POST', listUrl(school, 'colours'), boss.headers, {})).status).toBe(400);
    const options = await call('GET', listUrl(school), boss.headers);
    const first = (options.body as unknown as Option[])[0];
    const patch = await call('PATCH', `${listUrl(school)}${first?.id}/`, boss.headers, {});
    expect(patch.status).toBe(400);
    const negative = await call('PATCH', `${listUrl(school)}${first?.id}/`, boss.headers, {
      order: -1,
    });
    expect(Object.keys(negative.body)).toEqual(['order']);
  });

  it('renames and moves an option, its code kept, the others in their order', async () => {
    const s = await buildSchool(db);
    const a = await admin(s);
    const list = (await call('GET', listUrl(s, 'event_category'), a.headers))
      .body as unknown as Option[];
    const sport = list.find((o) => o.ext_id === 'sport');
    const url = `${listUrl(s, 'event_category')}${sport?.id}/`;
    const renamed = await call('PATCH', url, a.headers, {
      translations: { fr: 'Sport et loisirs', en: 'Sport and leisure' },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { ext_id: 'sport', translations: { fr: 'Sport et loisirs' }, order: 4 },
    });
    const moved = await call('PATCH', url, a.headers, { order: 0 });
    expect(moved.body).toMatchObject({ ext_id: 'sport', order: 0 });
    const last = await call('PATCH', url, a.headers, { order: 99 });
    expect(last.body).toMatchObject({ order: list.length - 1 });
    await call('PATCH', url, a.headers, { order: 1 });
    const read = await call('GET', '/api/static-lists/', a.headers);
    expect(codes(read.body.event_category)).toEqual([
      'networking',
      'sport',
      'conference',
      'workshop',
      'afterwork',
      'career',
      'other',
    ]);
    expect((read.body.event_category as { order: number }[]).map((o) => o.order)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it('deletes an unused option, and refuses one in use naming what uses it', async () => {
    const s = await buildSchool(db);
    const a = await admin(s);
    const author = await signedInMember(db, s);
    for (let i = 0; i < 3; i += 1) {
      await buildArticle(db, s.id, author.id, { category: 'portraits' });
    }
    await buildEvent(db, s.id, author.id, { category: 'workshop' });
    const optionId = async (scope: string, code: string) =>
      ((await call('GET', listUrl(s, scope), a.headers)).body as unknown as Option[]).find(
        (o) => o.ext_id === code,
      )?.id;

    const portraits = `${listUrl(s)}${await optionId('article_category', 'portraits')}/`;
    const refused = await call('DELETE', portraits, a.headers);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'Cannot delete: used by 3\u00a0articles. Give them another option first.' },
    });
    const refusedFr = await call('DELETE', portraits, a.headers, undefined, 'fr');
    expect(refusedFr.body.detail).toBe(
      'Suppression impossible\u00a0: utilisée par 3\u00a0articles. Changez-leur d’abord d’option.',
    );
    const workshop = `${listUrl(s, 'event_category')}${await optionId('event_category', 'workshop')}/`;
    expect((await call('DELETE', workshop, a.headers)).body.detail).toContain('1\u00a0event');

    const partners = await optionId('article_category', 'partners');
    expect((await call('DELETE', `${listUrl(s)}${partners}/`, a.headers)).status).toBe(204);
    const read = await call('GET', '/api/static-lists/', a.headers);
    expect(codes(read.body.article_category)).not.toContain('partners');
    expect(codes(read.body.article_category)).toContain('portraits');
    expect((read.body.article_category as { order: number }[]).map((o) => o.order)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('is for the school’s admins, on its own host: 401, 403, 404', async () => {
    const s = await buildSchool(db);
    const other = await buildSchool(db);
    const a = await admin(s);
    const member = await signedInMember(db, s, { role: ROLE.Alumni });
    const validator = await signedInMember(db, s, { role: ROLE.Staff, scopes: 'all' });
    const host = { host: `${s.subdomain}.localhost:3000` };
    const list = (await call('GET', listUrl(s), a.headers)).body as unknown as Option[];
    const option = `${listUrl(s)}${list[0]?.id}/`;
    const body = { translations: { fr: 'Nouveau', en: 'New' } };
    expect((await call('GET', listUrl(s), host)).status).toBe(401);
    expect((await call('POST', listUrl(s), host, body)).status).toBe(401);
    for (const who of [member, validator]) {
      expect((await call('GET', listUrl(s), who.headers)).status).toBe(403);
      expect((await call('POST', listUrl(s), who.headers, body)).status).toBe(403);
      expect((await call('PATCH', option, who.headers, body)).status).toBe(403);
      expect((await call('DELETE', option, who.headers)).status).toBe(403);
    }
    // Another school's id, from this school's host; another school's option; another list's.
    expect((await call('GET', listUrl(other), a.headers)).status).toBe(404);
    const theirs = (
      await db
        .select({ id: staticListOptions.id })
        .from(staticListOptions)
        .where(eq(staticListOptions.schoolId, other.id))
    )[0]?.id;
    expect((await call('PATCH', `${listUrl(s)}${theirs}/`, a.headers, body)).status).toBe(404);
    expect((await call('DELETE', `${listUrl(s)}${theirs}/`, a.headers)).status).toBe(404);
    const wrongList = `${listUrl(s, 'event_category')}${list[0]?.id}/`;
    expect((await call('DELETE', wrongList, a.headers)).status).toBe(404);
    expect(
      (
        await db
          .select()
          .from(staticListOptions)
          .where(eq(staticListOptions.id, theirs ?? 0))
      ).length,
    ).toBe(1);
  });
});

describe('an article’s category', () => {
  /** Uploads a cover as `who`; returns its key. */
  async function cover(who: Member): Promise<string> {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const body = multipartBody('cover.png', png);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/articles/covers/',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return (res.json() as { key: string }).key;
  }

  it('is an option of the school’s list, checked by the server', async () => {
    const s = await buildSchool(db);
    await db.update(schools).set({ validateBlog: false }).where(eq(schools.id, s.id));
    const a = await admin(s);
    const author = await signedInMember(db, s);
    const article = async (category: string) => ({
      title: `An article about ${category}`,
      content: '<p>Text</p>',
      languages: ['en'],
      category,
      cover: await cover(author),
      publish_at: new Date(Date.now() - 1000).toISOString(),
    });
    const unknown = await call('POST', '/api/articles/', author.headers, await article('alumni'));
    expect(unknown).toMatchObject({
      status: 400,
      body: { category: ['Choose an option of the school’s list.'] },
    });
    const added = await call('POST', listUrl(s), a.headers, {
      translations: { fr: 'Diplômés', en: 'Alumni' },
      ext_id: 'alumni',
    });
    expect(added.status).toBe(201);
    const created = await call('POST', '/api/articles/', author.headers, await article('alumni'));
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('alumni');
    // Another school's option is not this school's.
    const other = await buildSchool(db);
    const otherAdmin = await admin(other);
    await call('POST', listUrl(other), otherAdmin.headers, {
      translations: { en: 'Elsewhere' },
      ext_id: 'elsewhere',
    });
    const edited = await call('PATCH', `/api/articles/${created.body.id}/`, author.headers, {
      category: 'elsewhere',
    });
    expect(edited).toMatchObject({ status: 400, body: { category: expect.any(Array) } });
    const deleted = await call('DELETE', `${listUrl(s)}${added.body.id}/`, a.headers);
    expect(deleted).toMatchObject({ status: 409 });
    expect(deleted.body.detail).toContain('1\u00a0article');
  });
});

describe('an event’s category', () => {
  it('is an option of the school’s list, checked by the server', async () => {
    const s = await buildSchool(db);
    const a = await admin(s);
    const event = (category: string) => ({
      title: 'Afterwork des diplômés',
      type: 'online',
      online_link: 'https://meet.example.org/afterwork',
      city: 'Paris',
      organizer: 'Alumni',
      start_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      publish_at: new Date(Date.now() - 1000).toISOString(),
      category,
      registration_type: 'none',
    });
    const unknown = await call('POST', '/api/events/', a.headers, event('gala'), 'fr');
    expect(unknown).toMatchObject({
      status: 400,
      body: { category: ['Choisissez une option de la liste de l’établissement.'] },
    });
    await call('POST', listUrl(s, 'event_category'), a.headers, {
      translations: { fr: 'Gala', en: 'Gala' },
    });
    const created = await call('POST', '/api/events/', a.headers, event('gala'));
    expect(created).toMatchObject({ status: 201, body: { category: 'gala' } });
  });
});
