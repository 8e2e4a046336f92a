import { type FeatureEntry, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schoolFeatures } from '../../db/schema/index.ts';
import { addFeatures, ensureFeatureCatalogue } from '../../seed/catalogue.ts';

/*
 * School settings → features and pages (spec 1 §3 Feature entry; §4 "feature name required
 * (max 32); redirect or slug required"; domain feature-settings.ts): admins order, turn
 * off, rename and link the navbar's entries and add or remove their own links; the details
 * show it at once; built-in features are never removed.
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

/**
 * A school with only dashboard, directory, blog and jobs, in that order (the factory
 * enables every feature: the others are removed here), and its admin.
 */
async function schoolWithFeatures() {
  const school = await buildSchool(db);
  await db.delete(schoolFeatures).where(eq(schoolFeatures.schoolId, school.id));
  await db.transaction(async (tx) => {
    const catalogue = await ensureFeatureCatalogue(tx);
    await addFeatures(tx, school.id, catalogue, ['dashboard', 'directory', 'blog', 'jobs']);
  });
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const details = async () =>
    (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body
      .features as FeatureEntry[];
  return { school, admin, details, url: `/api/schools/${school.id}/features/` };
}

/** An entry as the form sends it back. */
const asInput = (entry: FeatureEntry) => ({
  id: entry.id,
  path: entry.feature.path,
  enabled: entry.enabled,
  names: {
    fr: entry.translations.find((t) => t.locale === 'fr')?.translation ?? '',
    en: entry.translations.find((t) => t.locale === 'en')?.translation ?? '',
  },
  url_redirect: entry.url_redirect,
  slug: entry.slug,
});

describe("the school's navbar entries", () => {
  it('are reordered, turned off, renamed and given links; the details show it at once', async () => {
    const { admin, details, url } = await schoolWithFeatures();
    const [dashboard, directory, blog, jobs] = (await details()).map(asInput);
    const saved = await call('PUT', url, admin.headers, {
      features: [
        dashboard,
        { ...jobs, names: { fr: 'Carrières', en: '' }, url_redirect: 'https://jobs.example.org' },
        { ...blog, enabled: false },
        directory,
        {
          id: null,
          path: 'custom',
          enabled: true,
          names: { fr: 'Boutique', en: 'Shop' },
          url_redirect: 'https://shop.example.org',
          slug: null,
        },
      ],
    });
    expect(saved.status).toBe(200);
    const after = await details();
    expect(saved.body.features).toEqual(after);
    expect(after.map((f) => [f.feature.path, f.order, f.enabled])).toEqual([
      ['dashboard', 0, true],
      ['jobs', 1, true],
      ['blog', 2, false],
      ['directory', 3, true],
      ['custom', 4, true],
    ]);
    expect(after[1]).toMatchObject({
      url_redirect: 'https://jobs.example.org',
      translations: [{ locale: 'fr', translation: 'Carrières' }],
    });
    // The new link comes last on the phone's tabs.
    expect(after[4]?.priorityOrder).toBeGreaterThan(
      Math.max(...after.slice(0, 4).map((f) => f.priorityOrder)),
    );

    // Left out, the school's own link is removed; a built-in feature is not.
    const [d, j, b, dir] = after.map(asInput);
    expect((await call('PUT', url, admin.headers, { features: [d, j, b, dir] })).status).toBe(200);
    expect((await details()).map((f) => f.feature.path)).toEqual([
      'dashboard',
      'jobs',
      'blog',
      'directory',
    ]);
    const missing = await call('PUT', url, admin.headers, { features: [d, j, b] });
    expect(missing).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('turn them off') },
    });
    expect(await details()).toHaveLength(4);
  });

  it('need a name of at most 32 characters, a link its address, a page its slug; the dashboard stays on', async () => {
    const { admin, details, url } = await schoolWithFeatures();
    const entries = (await details()).map(asInput);
    const [dashboard, directory, blog, jobs] = entries;
    const send = (features: unknown[]) => call('PUT', url, admin.headers, { features });
    const fields = async (features: unknown[]) => {
      const res = await send(features);
      expect(res.status).toBe(400);
      return Object.keys(res.body).sort();
    };
    expect(
      await fields([
        { ...dashboard, enabled: false },
        { ...directory, names: { fr: '', en: ' ' } },
        { ...blog, names: { fr: 'x'.repeat(33), en: '' } },
        jobs,
        {
          id: null,
          path: 'custom',
          enabled: true,
          names: { fr: 'Lien', en: '' },
          url_redirect: '',
          slug: null,
        },
        {
          id: null,
          path: 'page',
          enabled: true,
          names: { fr: 'Page', en: '' },
          url_redirect: null,
          slug: 'A b',
        },
        {
          id: null,
          path: 'jobs',
          enabled: true,
          names: { fr: 'Encore', en: '' },
          url_redirect: null,
          slug: null,
        },
        {
          id: null,
          path: 'custom',
          enabled: true,
          names: { fr: 'L', en: '' },
          url_redirect: 'javascript:alert(1)',
          slug: null,
        },
      ]),
    ).toEqual([
      'features.0.enabled',
      'features.1.names',
      'features.2.names.fr',
      'features.4.url_redirect',
      'features.5.slug',
      'features.6.path',
      'features.7.url_redirect',
    ]);
    // Another school's entry, or one named twice, is refused as a whole; nothing changed.
    const other = await schoolWithFeatures();
    const theirs = (await other.details()).map(asInput)[1];
    for (const features of [
      [...entries, theirs],
      [...entries, directory],
    ]) {
      expect((await send(features)).status).toBe(400);
    }
    expect((await details()).map(asInput)).toEqual(entries);
  });

  it("are the school's admins' only", async () => {
    const { school, details, url } = await schoolWithFeatures();
    const entries = (await details()).map(asInput);
    const alumni = await signedInMember(db, school, { role: ROLE.Alumni });
    expect((await call('PUT', url, alumni.headers, { features: entries })).status).toBe(403);
    const other = await schoolWithFeatures();
    expect(
      (
        await call('PUT', other.url, (await schoolWithFeatures()).admin.headers, {
          features: entries,
        })
      ).status,
    ).toBe(404);
  });
});
