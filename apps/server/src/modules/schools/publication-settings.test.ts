import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { refusalReasons, schools } from '../../db/schema/index.ts';

/*
 * School settings "blog / event / job ad validation" (spec 1 §2 Settings, §3 School flags;
 * domain publication-settings.ts): admins read and save each area's flags and refusal
 * reasons; the flags apply at once; other schools' reasons are never touched.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

async function member(school: School, role: number = ROLE.Alumni, scopes: number[] = []) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role, scopes });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

beforeAll(async () => {
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const url = (area: string) => `/api/school-settings/validation/${area}/`;

describe('validation settings of the publishing areas', () => {
  it('are read and saved by admins: flags, reasons kept, renamed, reordered and deleted', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    expect((await call('GET', url('blog'), admin.headers)).body).toEqual({
      area: 'blog',
      validate: false,
      has_filter: false,
      show_views: true,
      feed_hide: null,
      reasons: [],
    });
    const first = await call('PUT', url('blog'), admin.headers, {
      validate: true,
      has_filter: true,
      show_views: false,
      feed_hide: true, // not a blog flag: ignored
      reasons: [
        { label_fr: 'Hors sujet', label_en: 'Off topic' },
        { label_fr: 'Image manquante' },
        { label_fr: 'Doublon' },
      ],
    });
    expect(first.status).toBe(200);
    const [offTopic, image, duplicate] = first.body.reasons as Body[];
    expect(first.body).toMatchObject({
      validate: true,
      has_filter: true,
      show_views: false,
      feed_hide: null,
    });
    expect(offTopic).toMatchObject({ label_fr: 'Hors sujet', label_en: 'Off topic' });
    expect(image).toMatchObject({ label_fr: 'Image manquante', label_en: '' });
    const [row] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(row).toMatchObject({
      validateBlog: true,
      hasFilterBlog: true,
      showViewsBlog: false,
      feedHideJobads: false,
    });

    const second = await call('PUT', url('blog'), admin.headers, {
      validate: true,
      has_filter: true,
      show_views: false,
      reasons: [
        { id: duplicate?.id, label_fr: 'Doublon d’un article' },
        { id: offTopic?.id, label_fr: 'Hors sujet', label_en: 'Off topic' },
      ],
    });
    expect(second.body.reasons).toEqual([
      { id: duplicate?.id, label_fr: 'Doublon d’un article', label_en: '' },
      { id: offTopic?.id, label_fr: 'Hors sujet', label_en: 'Off topic' },
    ]);
    // Each area keeps its own list.
    expect((await call('GET', url('event'), admin.headers)).body).toMatchObject({
      area: 'event',
      show_views: null,
      reasons: [],
    });
    const jobs = await call('PUT', url('jobad'), admin.headers, {
      validate: true,
      has_filter: false,
      show_views: true,
      feed_hide: true,
      reasons: [{ label_fr: 'Offre expirée' }],
    });
    expect(jobs.body).toMatchObject({ validate: true, feed_hide: true, show_views: true });
    expect((await call('GET', url('blog'), admin.headers)).body.reasons).toHaveLength(2);
  });

  it('apply at once: the school cached for a minute shows the new flags', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body;
    const before = await details();
    await call('PUT', url('event'), admin.headers, {
      validate: true,
      has_filter: true,
      reasons: [],
    });
    const after = await details();
    expect(after).not.toEqual(before);
    expect(JSON.stringify(after)).toMatch(/"validate_event":true/);
  });

  it('never touch another school’s reasons, whatever ids are sent', async () => {
    const mine = await buildSchool(db);
    const theirs = await buildSchool(db);
    const theirAdmin = await member(theirs, ROLE.SchoolAdmin);
    const saved = await call('PUT', url('blog'), theirAdmin.headers, {
      validate: false,
      has_filter: false,
      reasons: [{ label_fr: 'Leur raison' }],
    });
    const theirReason = (saved.body.reasons as Body[])[0]?.id as number;
    const admin = await member(mine, ROLE.SchoolAdmin);
    const res = await call('PUT', url('blog'), admin.headers, {
      validate: false,
      has_filter: false,
      reasons: [{ id: theirReason, label_fr: 'Volée ?' }],
    });
    expect(res.status).toBe(200);
    expect((res.body.reasons as Body[])[0]?.id).not.toBe(theirReason);
    const [untouched] = await db
      .select()
      .from(refusalReasons)
      .where(eq(refusalReasons.id, theirReason));
    expect(untouched).toMatchObject({ schoolId: theirs.id, labelFr: 'Leur raison' });
  });

  it('are for admins only, and check every field', async () => {
    const school = await buildSchool(db);
    const alumni = await member(school);
    const admin = await member(school, ROLE.SchoolAdmin);
    expect((await call('GET', url('blog'), alumni.headers)).status).toBe(403);
    expect(
      (
        await call('PUT', url('blog'), alumni.headers, {
          validate: true,
          has_filter: false,
          reasons: [],
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', url('blog'), {})).status).toBe(401);
    expect((await call('GET', url('news'), admin.headers)).status).toBe(400);
    const bad = await call('PUT', url('blog'), admin.headers, {
      validate: 'yes',
      has_filter: false,
      reasons: [{ label_fr: ' ' }, { label_fr: 'x'.repeat(201) }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      'reasons.0.label_fr',
      'reasons.1.label_fr',
      'validate',
    ]);
    const many = await call('PUT', url('blog'), admin.headers, {
      validate: false,
      has_filter: false,
      reasons: Array.from({ length: 21 }, (_, i) => ({ label_fr: `Raison ${i}` })),
    });
    expect(many.status).toBe(400);
    expect((await call('GET', url('blog'), admin.headers)).body.reasons).toEqual([]);
  });

  it('make validators tick at least one of the area’s reasons when refusing (spec 1 §5)', async () => {
    const school = await buildSchool(db, { validateBlog: true });
    const admin = await member(school, ROLE.SchoolAdmin);
    const author = await member(school);
    const validator = await member(school, ROLE.Staff, [VALIDATOR_SCOPE.Blog]);
    const blog = await call('PUT', url('blog'), admin.headers, {
      validate: true,
      has_filter: false,
      reasons: [{ label_fr: 'Photo sans crédit' }, { label_fr: 'Hors sujet' }],
    });
    const [credit, offTopic] = blog.body.reasons as Body[];
    const events = await call('PUT', url('event'), admin.headers, {
      validate: true,
      has_filter: false,
      reasons: [{ label_fr: 'Date passée' }],
    });
    const eventReason = (events.body.reasons as Body[])[0]?.id;
    // Any member reads the list the refuse dialog shows; admins alone change it.
    const listed = await call('GET', `${url('blog')}reasons/`, author.headers);
    expect(listed.body).toEqual({ results: [credit, offTopic] });
    expect((await call('GET', `${url('blog')}reasons/`, {})).status).toBe(401);
    const article = await buildArticle(db, school.id, author.id, { state: 2 });
    const review = `/api/articles/${article.id}/review/`;
    const refuse = (body: Body) =>
      call('POST', review, validator.headers, { decision: 'refuse', ...body });
    // A written reason alone no longer does where the school lists reasons.
    expect(await refuse({ reason: 'Trop court' })).toMatchObject({
      status: 400,
      body: { reasons: ['Tick at least one refusal reason'] },
    });
    expect((await refuse({ reasons: [eventReason] })).status).toBe(400);
    expect((await refuse({ reasons: [] })).body).toHaveProperty('reason');
    const refused = await refuse({
      reasons: [offTopic?.id, credit?.id],
      reason: 'Voir la charte.',
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      status: 'refused',
      refusal_reason: 'Photo sans crédit\nHors sujet\nVoir la charte.',
    });
  });
});
