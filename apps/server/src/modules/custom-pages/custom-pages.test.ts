import { CUSTOM_PAGE_MESSAGES, FEATURE_MESSAGES, type FeatureEntry, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { customPages, customSubpages } from '../../db/schema/index.ts';

/*
 * School settings → features and pages → pages (issue 31 item 6; spec 1 §2 /page/{slug},
 * /page/{slug}/{id}, §5 Slug): admins add, change and delete the school's custom pages and
 * their sub-pages; a page's navbar entry comes and goes with it, in its transaction, and the
 * school's details show it (with its public display) at once.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  // A long cache: the details below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const contact = {
  slug: 'contact',
  title: { fr: 'Nous contacter', en: 'Contact us' },
  body: { fr: '<p>Écrivez-nous.</p>', en: '<p>Write to us.</p>' },
  visibility: 'public',
};

async function adminOf(school: School) {
  const { headers } = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const pageEntries = async () =>
    (
      (await call('GET', `/api/schools/${school.subdomain}/details/`, headers)).body
        .features as FeatureEntry[]
    ).filter((f) => f.feature.path === 'page' && f.slug);
  return { headers, base: `/api/schools/${school.id}/custom-pages/`, pageEntries };
}

describe('custom pages in School settings', () => {
  it('are added with their navbar entry, changed, given sub-pages and deleted with them', async () => {
    const school = await buildSchool(db);
    const { headers, base, pageEntries } = await adminOf(school);
    expect(await call('GET', base, headers)).toEqual({ status: 200, body: [] });

    const added = await call('POST', base, headers, contact);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      slug: 'contact',
      title: contact.title,
      body: contact.body,
      visibility: 'public',
      navbar: 'on',
      subpage_count: 0,
      subpages: [],
    });
    const id = added.body.id as number;
    const [entry] = await pageEntries();
    expect(entry).toMatchObject({
      slug: 'contact',
      enabled: true,
      public: true,
      priorityOrder: 11,
      translations: [
        { locale: 'fr', translation: 'Nous contacter' },
        { locale: 'en', translation: 'Contact us' },
      ],
    });

    // A new slug takes the entry with it; the entry keeps its place and names.
    const moved = await call('PATCH', `${base}${id}/`, headers, {
      ...contact,
      slug: 'Nous-Contacter',
      visibility: 'members',
    });
    expect(moved.body).toMatchObject({ slug: 'nous-contacter', visibility: 'members' });
    expect(await pageEntries()).toEqual([{ ...entry, slug: 'nous-contacter', public: false }]);
    // Out of the menu and back.
    const page = { ...contact, slug: 'nous-contacter' };
    expect(
      (await call('PATCH', `${base}${id}/`, headers, { ...page, in_navbar: false })).body.navbar,
    ).toBe('none');
    expect(await pageEntries()).toEqual([]);
    await call('PATCH', `${base}${id}/`, headers, { ...page, in_navbar: true });
    expect((await pageEntries()).map((e) => e.slug)).toEqual(['nous-contacter']);

    const sub = `${base}${id}/subpages/`;
    const first = await call('POST', sub, headers, { title: { fr: 'Plan', en: '' } });
    expect(first).toEqual({
      status: 201,
      body: { id: expect.any(Number), title: { fr: 'Plan', en: '' }, body: { fr: '', en: '' } },
    });
    const second = await call('POST', sub, headers, { title: { fr: 'Horaires', en: 'Hours' } });
    const changed = await call('PATCH', `${sub}${second.body.id}/`, headers, {
      title: { fr: 'Horaires', en: 'Opening hours' },
      body: { fr: '<p>9 h – 17 h</p>' },
    });
    expect(changed.body).toMatchObject({ title: { en: 'Opening hours' } });
    const full = await call('GET', `${base}${id}/`, headers);
    expect((full.body.subpages as { id: number }[]).map((s) => s.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
    expect((await call('GET', base, headers)).body).toEqual([
      expect.objectContaining({ id, subpage_count: 2, navbar: 'on' }),
    ]);
    expect((await call('DELETE', `${sub}${first.body.id}/`, headers)).status).toBe(204);

    expect((await call('DELETE', `${base}${id}/`, headers)).status).toBe(204);
    expect(await pageEntries()).toEqual([]);
    expect(await db.select().from(customSubpages).where(eq(customSubpages.pageId, id))).toEqual([]);
    expect((await call('GET', `${base}${id}/`, headers)).status).toBe(404);
  });

  it('keep their body sanitised as the feed’s posts are: no script survives', async () => {
    const school = await buildSchool(db);
    const { headers, base } = await adminOf(school);
    const added = await call('POST', base, headers, {
      ...contact,
      body: {
        fr: '<p onclick="steal()">Bonjour <a href="javascript:alert(1)">ici</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example.org"></iframe>',
        en: '<h1><p></p></h1>',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.body).toEqual({
      fr: '<p>Bonjour <a target="_blank" rel="noopener noreferrer nofollow ugc">ici</a></p>',
      en: '',
    });
    const id = added.body.id as number;
    const sub = await call('POST', `${base}${id}/subpages/`, headers, {
      title: { fr: 'Annexe', en: '' },
      body: { fr: '<p>Texte</p><script>document.cookie</script>' },
    });
    expect(sub.body.body).toEqual({ fr: '<p>Texte</p>', en: '' });
  });

  it('refuse each bad field in the language of the request, a slug taken included', async () => {
    const school = await buildSchool(db);
    const { headers, base } = await adminOf(school);
    expect((await call('POST', base, headers, contact)).status).toBe(201);
    const taken = await call('POST', base, headers, { ...contact, slug: ' CONTACT ' }, 'fr');
    expect(taken).toEqual({ status: 400, body: { slug: [CUSTOM_PAGE_MESSAGES.fr.slugTaken] } });
    const noTitle = await call('POST', base, headers, { ...contact, slug: 'b', title: {} });
    expect(noTitle).toEqual({
      status: 400,
      body: { title: [CUSTOM_PAGE_MESSAGES.en.titleRequired] },
    });
    const long = await call('POST', base, headers, {
      ...contact,
      slug: 'long',
      body: { fr: `<p>${'a'.repeat(20_001)}</p>` },
    });
    expect(long).toEqual({
      status: 400,
      body: { 'body.fr': ['This text must not exceed 20000 characters.'] },
    });
    const refused: [unknown, string][] = [
      [{ ...contact, slug: undefined }, 'slug'],
      [{ ...contact, slug: 'nous contacter' }, 'slug'],
      [{ ...contact, slug: 's'.repeat(101) }, 'slug'],
      [{ ...contact, slug: 'x', title: { fr: 'T'.repeat(101) } }, 'title.fr'],
      [{ ...contact, slug: 'x', body: { en: 5 } }, 'body.en'],
      [{ ...contact, slug: 'x', body: { fr: 'b'.repeat(100_001) } }, 'body.fr'],
      [{ ...contact, slug: 'x', visibility: 'everyone' }, 'visibility'],
      [{ ...contact, slug: 'x', in_navbar: 'yes' }, 'in_navbar'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('POST', base, headers, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body).slice(0, 80)).toEqual([field]);
    }
    // Renaming another page to the taken slug is refused too; nothing changed.
    const other = (await call('POST', base, headers, { ...contact, slug: 'autre' })).body;
    const renamed = await call('PATCH', `${base}${other.id}/`, headers, contact);
    expect(renamed.body).toEqual({ slug: [CUSTOM_PAGE_MESSAGES.en.slugTaken] });
    const slugs = await db
      .select({ slug: customPages.slug })
      .from(customPages)
      .where(eq(customPages.schoolId, school.id));
    expect(slugs.map((p) => p.slug).sort()).toEqual(['autre', 'contact']);
    const noSub = await call('POST', `${base}${other.id}/subpages/`, headers, { title: 'x' });
    expect(Object.keys(noSub.body)).toEqual(['title']);
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const { headers, base } = await adminOf(school);
    const theirs = await adminOf(other);
    const alumni = await signedInMember(db, school);
    const id = (await call('POST', base, headers, contact)).body.id as number;
    const theirId = (await call('POST', theirs.base, theirs.headers, contact)).body.id as number;
    const theirSub = (
      await call('POST', `${theirs.base}${theirId}/subpages/`, theirs.headers, {
        title: { fr: 'Leur annexe' },
      })
    ).body.id as number;
    const anonymous = { host: hostOf(school.subdomain) };

    expect((await call('GET', base, anonymous)).status).toBe(401);
    expect((await call('POST', base, anonymous, contact)).status).toBe(401);
    expect((await call('GET', base, alumni.headers)).status).toBe(403);
    expect((await call('POST', base, alumni.headers, contact)).status).toBe(403);
    expect((await call('PATCH', `${base}${id}/`, alumni.headers, contact)).status).toBe(403);
    expect((await call('DELETE', `${base}${id}/`, alumni.headers)).status).toBe(403);
    // Another school's id, page or sub-page is not found from this host.
    expect((await call('GET', theirs.base, headers)).status).toBe(404);
    expect((await call('GET', `${base}${theirId}/`, headers)).status).toBe(404);
    expect((await call('PATCH', `${base}${theirId}/`, headers, contact)).status).toBe(404);
    expect((await call('DELETE', `${base}${theirId}/`, headers)).status).toBe(404);
    const sub = { title: { fr: 'x' } };
    expect((await call('POST', `${base}${theirId}/subpages/`, headers, sub)).status).toBe(404);
    expect((await call('PATCH', `${base}${id}/subpages/${theirSub}/`, headers, sub)).status).toBe(
      404,
    );
    expect((await call('DELETE', `${base}${id}/subpages/${theirSub}/`, headers)).status).toBe(404);
    const [still] = await db.select().from(customPages).where(eq(customPages.id, theirId));
    expect(still?.schoolId).toBe(other.id);
  });
});

describe('the navbar entries in the features section', () => {
  it('take an icon and a priority order, and a page entry must name a page', async () => {
    const school = await buildSchool(db);
    const { headers, base } = await adminOf(school);
    await call('POST', base, headers, contact);
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, headers)).body
        .features as FeatureEntry[];
    const asInput = (entry: FeatureEntry) => ({
      id: entry.id,
      path: entry.feature.path,
      enabled: entry.enabled,
      names: {
        fr: entry.translations.find((t) => t.locale === 'fr')?.translation || entry.feature.path,
        en: '',
      },
      url_redirect: entry.feature.path === 'custom' ? 'https://x.example.org' : entry.url_redirect,
      slug: entry.feature.path === 'page' ? (entry.slug ?? 'contact') : entry.slug,
    });
    const url = `/api/schools/${school.id}/features/`;
    // The factory's page entry names no page: pointing it at one is needed to save.
    const before = await details();
    const unknown = before.map((e) => ({
      ...asInput(e),
      slug: e.feature.path === 'page' ? (e.slug ?? 'nowhere') : asInput(e).slug,
    }));
    const index = unknown.findIndex((e) => e.slug === 'nowhere');
    const refused = await call('PUT', url, headers, { features: unknown }, 'fr');
    expect(refused).toEqual({
      status: 400,
      body: { [`features.${index}.slug`]: [FEATURE_MESSAGES.fr.noSuchPage] },
    });

    const feed = before.findIndex((e) => e.feature.path === 'feed');
    const features = before
      .map(asInput)
      .map((e, i) => (i === feed ? { ...e, icon: 'star', priorityOrder: 0 } : e));
    const saved = await call('PUT', url, headers, { features });
    expect(saved.status).toBe(200);
    const after = await details();
    expect(after[feed]).toMatchObject({ icon: 'star', priorityOrder: 0 });
    // Sent without them, an entry keeps its icon and priority order.
    const again = after.map(asInput);
    expect((await call('PUT', url, headers, { features: again })).status).toBe(200);
    expect((await details())[feed]).toMatchObject({ icon: 'star', priorityOrder: 0 });
    const bad = after.map(asInput).map((e, i) => (i === feed ? { ...e, icon: 'rocket' } : e));
    expect(Object.keys((await call('PUT', url, headers, { features: bad })).body)).toEqual([
      `features.${feed}.icon`,
    ]);
  });
});
