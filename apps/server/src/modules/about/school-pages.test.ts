import { ABOUT_MESSAGES, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { keyNumbers, schoolPages } from '../../db/schema/index.ts';

/*
 * School settings → school pages (issue 31 item 6; spec 1 §2 "School page editing: about, team
 * section, homepage presentation, mentorship presentation, key stats"; spec 2 §6 "School admins
 * … edit school pages"; §9 "Key stats: 3 minimum to show the banner, 6 maximum"): admins edit
 * the presentations, sanitised as the feed's rich text, and the key numbers; the school's
 * details show the home presentation and the numbers at once; nobody else changes them.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    value: `${(i + 1) * 1000}`,
    label: { fr: `Chiffre ${i}`, en: `Number ${i}` },
  }));

beforeAll(async () => {
  // A long cache: the details below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the presentations of the school pages', () => {
  it('are read empty, saved one at a time, and the home one reaches the details', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const url = `/api/schools/${school.id}/pages/`;
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, headers)).body;
    expect((await details()).home_presentation).toEqual({ fr: '', en: '' });
    expect(await call('GET', url, headers)).toEqual({
      status: 200,
      body: {
        about: { fr: '', en: '' },
        home: { fr: '', en: '' },
        mentorship: { fr: '', en: '' },
        key_numbers: [],
        team: [],
      },
    });

    const saved = await call('PATCH', url, headers, {
      about: { fr: '<p>Notre <strong>école</strong></p>', en: '<p>Our school</p>' },
      home: { fr: '<p>Bienvenue</p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      about: { fr: '<p>Notre <strong>école</strong></p>', en: '<p>Our school</p>' },
      home: { fr: '<p>Bienvenue</p>', en: '' },
      mentorship: { fr: '', en: '' },
    });
    expect((await details()).home_presentation).toEqual({ fr: '<p>Bienvenue</p>', en: '' });

    // Another block alone: the others are kept.
    const mentorship = await call('PATCH', url, headers, {
      mentorship: { fr: '<p>Parrainage</p>', en: '<p>Mentoring</p>' },
    });
    expect(mentorship.body).toMatchObject({
      about: { en: '<p>Our school</p>' },
      home: { fr: '<p>Bienvenue</p>' },
      mentorship: { en: '<p>Mentoring</p>' },
    });
  });

  it('are sanitised as the feed’s rich text: scripts, handlers and frames go', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const saved = await call('PATCH', `/api/schools/${school.id}/pages/`, headers, {
      about: {
        fr: '<p onclick="steal()">Salut<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><a href="https://example.org">lien</a>',
        en: '<p><br></p><p>  </p>',
      },
    });
    expect(saved.status).toBe(200);
    const about = (saved.body.about as { fr: string; en: string }).fr;
    expect(about).not.toMatch(/script|onclick|iframe|javascript/);
    expect(about).toContain('<p>Salut</p>');
    expect(about).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow ugc">lien</a>',
    );
    // A text without words is stored empty.
    expect((saved.body.about as { en: string }).en).toBe('');
    const [row] = await db.select().from(schoolPages).where(eq(schoolPages.schoolId, school.id));
    expect(row?.about.fr).toBe(about);
  });

  it('refuse each bad field, in the language of the request', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const url = `/api/schools/${school.id}/pages/`;
    const long = `<p>${'a'.repeat(10_001)}</p>`;
    expect(await call('PATCH', url, headers, { about: { en: long } }, 'fr')).toEqual({
      status: 400,
      body: { 'about.en': [ABOUT_MESSAGES.fr.textTooLong.replace('{max}', '10000')] },
    });
    const refused: [unknown, string][] = [
      [{ home: '<p>x</p>' }, 'home'],
      [{ mentorship: { fr: 3 } }, 'mentorship.fr'],
      [{ about: { fr: 'x'.repeat(100_001) } }, 'about.fr'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('PATCH', url, headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await db.select().from(schoolPages).where(eq(schoolPages.schoolId, school.id))).toEqual(
      [],
    );
  });
});

describe('the key numbers', () => {
  it('are replaced as a whole, 0 to 6, in order, and reach the details', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const url = `/api/schools/${school.id}/key-numbers/`;
    const saved = await call('PUT', url, headers, { key_numbers: numbers(4) });
    expect(saved.status).toBe(200);
    const list = saved.body as unknown as { value: string; order: number }[];
    expect(list.map((n) => [n.value, n.order])).toEqual([
      ['1000', 0],
      ['2000', 1],
      ['3000', 2],
      ['4000', 3],
    ]);
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, headers);
    expect((details.body.key_numbers as { value: string }[]).map((n) => n.value)).toEqual([
      '1000',
      '2000',
      '3000',
      '4000',
    ]);
    expect((await call('PUT', url, headers, { key_numbers: numbers(6) })).status).toBe(200);
    expect(await call('PUT', url, headers, { key_numbers: [] })).toEqual({ status: 200, body: [] });
  });

  it('refuse a seventh and each bad field, changing nothing', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const url = `/api/schools/${school.id}/key-numbers/`;
    await call('PUT', url, headers, { key_numbers: numbers(3) });
    expect(await call('PUT', url, headers, { key_numbers: numbers(7) }, 'fr')).toEqual({
      status: 400,
      body: { key_numbers: [ABOUT_MESSAGES.fr.keyNumbersTooMany.replace('{max}', '6')] },
    });
    const one = numbers(1)[0];
    const refused: [unknown, string][] = [
      [{}, 'key_numbers'],
      [{ key_numbers: [{ ...one, value: '' }] }, 'key_numbers.0.value'],
      [{ key_numbers: [{ ...one, value: 'x'.repeat(33) }] }, 'key_numbers.0.value'],
      [{ key_numbers: [{ ...one, label: { fr: '', en: '' } }] }, 'key_numbers.0.label'],
      [{ key_numbers: [{ ...one, label: { fr: 'x'.repeat(61) } }] }, 'key_numbers.0.label.fr'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('PUT', url, headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    const kept = await db.select().from(keyNumbers).where(eq(keyNumbers.schoolId, school.id));
    expect(kept).toHaveLength(3);
  });
});

describe('the school pages’ editing', () => {
  it("is the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const alumni = await signedInMember(db, school);
    const validator = await signedInMember(db, school, { role: ROLE.Staff, scopes: 'all' });
    const { headers } = await admin(school);
    const anonymous = { host: headers.host ?? '' };
    const pages = `/api/schools/${school.id}/pages/`;
    const keys = `/api/schools/${school.id}/key-numbers/`;
    const body = { about: { fr: '<p>x</p>' } };

    expect((await call('GET', pages, anonymous)).status).toBe(401);
    expect((await call('PATCH', pages, anonymous, body)).status).toBe(401);
    expect((await call('PUT', keys, anonymous, { key_numbers: [] })).status).toBe(401);
    for (const who of [alumni, validator]) {
      expect((await call('GET', pages, who.headers)).status).toBe(403);
      expect((await call('PATCH', pages, who.headers, body)).status).toBe(403);
      expect((await call('PUT', keys, who.headers, { key_numbers: [] })).status).toBe(403);
    }
    // Another school's id is not found from this host.
    expect((await call('GET', `/api/schools/${other.id}/pages/`, headers)).status).toBe(404);
    expect((await call('PATCH', `/api/schools/${other.id}/pages/`, headers, body)).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/schools/${other.id}/key-numbers/`, headers, { key_numbers: [] }))
        .status,
    ).toBe(404);
    expect(await db.select().from(schoolPages).where(eq(schoolPages.schoolId, other.id))).toEqual(
      [],
    );

    // A super user edits any school's pages from its host, without a role there.
    const root = await buildUser(db, { isSuperuser: true });
    const rootHeaders = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect((await call('PATCH', pages, rootHeaders, body)).status).toBe(200);
  });
});
