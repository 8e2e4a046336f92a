import { CUSTOM_PAGE_MESSAGES, type FeatureEntry, ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * Reading the custom pages (spec 1 §2 /page, /page/{slug}, /page/{slug}/{id}; spec 2 §6
 * Feature visibility; issue 31 item 6): members read every page, anonymous visitors (and
 * signed-in users of other schools) the public ones where the school has public pages; a page
 * whose navbar entry is turned off is not found, but for its admins.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const page = (slug: string, visibility: string, extra: object = {}) => ({
  slug,
  title: { fr: `Page ${slug}`, en: '' },
  body: { fr: `<p>Texte ${slug}</p>`, en: '' },
  visibility,
  ...extra,
});

/** A school with a public page `contact` (a sub-page in it) and a member-only page `charte`. */
async function schoolWithPages(hasPublicPages: boolean) {
  const school = await buildSchool(db, { hasPublicPages });
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const base = `/api/schools/${school.id}/custom-pages/`;
  const contact = (await call('POST', base, admin.headers, page('contact', 'public'))).body;
  const charte = (await call('POST', base, admin.headers, page('charte', 'members'))).body;
  const sub = (
    await call('POST', `${base}${contact.id}/subpages/`, admin.headers, {
      title: { fr: 'Plan', en: 'Map' },
      body: { en: '<p>Here</p>' },
    })
  ).body;
  const member = await signedInMember(db, school);
  return {
    school,
    admin,
    member,
    anonymous: { host: hostOf(school.subdomain) },
    contactId: contact.id as number,
    charteId: charte.id as number,
    subId: sub.id as number,
  };
}

describe('custom pages, read', () => {
  it('by members: every page, its sub-pages listed and opened by id', async () => {
    const { member, subId, contactId } = await schoolWithPages(false);
    const list = await call('GET', '/api/custom-pages/', member.headers);
    expect(list).toEqual({
      status: 200,
      body: [
        { slug: 'contact', title: { fr: 'Page contact', en: '' }, visibility: 'public' },
        { slug: 'charte', title: { fr: 'Page charte', en: '' }, visibility: 'members' },
      ],
    });
    const read = await call('GET', '/api/custom-pages/contact/', member.headers);
    expect(read).toEqual({
      status: 200,
      body: {
        id: contactId,
        slug: 'contact',
        title: { fr: 'Page contact', en: '' },
        body: { fr: '<p>Texte contact</p>', en: '' },
        visibility: 'public',
        subpages: [{ id: subId, title: { fr: 'Plan', en: 'Map' } }],
        can_edit: false,
      },
    });
    const sub = await call('GET', `/api/custom-pages/contact/${subId}/`, member.headers);
    expect(sub.body).toMatchObject({
      id: subId,
      body: { fr: '', en: '<p>Here</p>' },
      page: { id: contactId, slug: 'contact' },
      subpages: [{ id: subId }],
    });
    expect((await call('GET', '/api/custom-pages/charte/', member.headers)).status).toBe(200);
    // A sub-page is opened under its own page only; unknown slugs are not found.
    expect((await call('GET', `/api/custom-pages/charte/${subId}/`, member.headers)).status).toBe(
      404,
    );
    expect((await call('GET', '/api/custom-pages/nowhere/', member.headers)).status).toBe(404);
  });

  it('signed out: public pages where the school has public pages, else sign in', async () => {
    const open = await schoolWithPages(true);
    expect((await call('GET', '/api/custom-pages/', open.anonymous)).body).toEqual([
      { slug: 'contact', title: { fr: 'Page contact', en: '' }, visibility: 'public' },
    ]);
    expect((await call('GET', '/api/custom-pages/contact/', open.anonymous)).status).toBe(200);
    expect(
      (await call('GET', `/api/custom-pages/contact/${open.subId}/`, open.anonymous)).status,
    ).toBe(200);
    const closed = await call('GET', '/api/custom-pages/charte/', open.anonymous, undefined, 'fr');
    expect(closed).toEqual({
      status: 401,
      body: { detail: CUSTOM_PAGE_MESSAGES.fr.signInRequired },
    });

    const shut = await schoolWithPages(false);
    for (const url of ['/api/custom-pages/', '/api/custom-pages/contact/']) {
      expect(await call('GET', url, shut.anonymous)).toEqual({
        status: 401,
        body: { detail: CUSTOM_PAGE_MESSAGES.en.signInRequired },
      });
    }
  });

  it('signed in elsewhere: public pages where the school has public pages, else 403', async () => {
    const open = await schoolWithPages(true);
    const shut = await schoolWithPages(false);
    for (const { school } of [open, shut]) {
      const stranger = await buildUser(db);
      const headers = await sessionHeaders(db, {
        userId: stranger.id,
        schoolId: school.id,
        subdomain: school.subdomain,
      });
      const expected = school.hasPublicPages ? 200 : 403;
      expect((await call('GET', '/api/custom-pages/contact/', headers)).status).toBe(expected);
      expect((await call('GET', '/api/custom-pages/charte/', headers)).status).toBe(403);
    }
  });

  it('not found once their navbar entry is off, but for the admins; the navbar shows it', async () => {
    const { school, admin, member, anonymous } = await schoolWithPages(true);
    const details = async (headers: Record<string, string>) =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, headers)).body
        .features as FeatureEntry[];
    const entries = (await details(admin.headers)).filter((e) => e.slug);
    expect(entries.map((e) => [e.slug, e.public])).toEqual([
      ['contact', true],
      ['charte', false],
    ]);
    // Switched off in the features section: its readers find nothing, its admins still edit.
    const features = (await details(admin.headers)).map((e) => ({
      id: e.id,
      path: e.feature.path,
      enabled: e.slug === 'contact' ? false : e.enabled,
      names: { fr: e.translations[0]?.translation ?? e.feature.path, en: '' },
      url_redirect: e.feature.path === 'custom' ? 'https://x.example.org' : e.url_redirect,
      slug: e.feature.path === 'page' ? (e.slug ?? 'charte') : null,
    }));
    const url = `/api/schools/${school.id}/features/`;
    expect((await call('PUT', url, admin.headers, { features })).status).toBe(200);
    for (const headers of [member.headers, anonymous]) {
      expect((await call('GET', '/api/custom-pages/contact/', headers)).status).toBe(404);
    }
    expect((await call('GET', '/api/custom-pages/', member.headers)).body).toEqual([
      expect.objectContaining({ slug: 'charte' }),
    ]);
    const read = await call('GET', '/api/custom-pages/contact/', admin.headers);
    expect(read.body).toMatchObject({ slug: 'contact', can_edit: true });
  });

  it("of another school are not found on this school's host", async () => {
    const mine = await schoolWithPages(true);
    const theirs = await buildSchool(db, { hasPublicPages: true });
    const admin = await signedInMember(db, theirs, { role: ROLE.SchoolAdmin });
    await call(
      'POST',
      `/api/schools/${theirs.id}/custom-pages/`,
      admin.headers,
      page('leurs-tarifs', 'public'),
    );
    for (const headers of [mine.member.headers, mine.anonymous]) {
      expect((await call('GET', '/api/custom-pages/leurs-tarifs/', headers)).status).toBe(404);
    }
  });
});
