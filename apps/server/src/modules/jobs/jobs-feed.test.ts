import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { memberWithJobFiles } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobAds, notifications, posts } from '../../db/schema/index.ts';

/*
 * Job ads beyond their own pages (issue 15 items 2 and 6; spec 1 §4 Publication): a feed
 * card when an ad becomes active, none while the school hides job ads from its feed
 * (`feed_hide_jobads`) or once the ad is closed, gone with the ad; the author told of a
 * validator's decision; deleting an ad by its author (until validated) or an admin.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

const member = (opts: Parameters<typeof memberWithJobFiles>[3] = {}) =>
  memberWithJobFiles(ctx.app, db, school, opts);
type Member = Awaited<ReturnType<typeof member>>;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const adBody = (logo: string) => ({
  position: 'Data engineer',
  company: 'Acme',
  city: 'Lyon',
  logo,
  contract_type: 'permanent',
  sector: 'it',
  experience: '2_5',
  salary: '45 000 €',
  category: 'engineering',
  description: 'Build  our\ndata pipelines.',
  start_date: day(40),
  application_deadline: day(20),
});

const cardOf = async (who: Member, jobAdId: number) =>
  ((await call('GET', '/api/posts/', who.headers)).body.results as Body[]).find(
    (post) =>
      (post.subject as Body | null)?.type === 'jobad' && (post.subject as Body).id === jobAdId,
  );
const notified = async (userId: number, type: string) =>
  db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateJobads: true });
});
afterAll(() => ctx.close());

describe('feed cards and decisions', () => {
  it('a validated ad gets one card, its author is told; hidden by feed_hide_jobads, gone when closed', async () => {
    const author = await member();
    const reader = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const admin = await member({ role: ROLE.SchoolAdmin });
    const created = await call('POST', '/api/jobs/', author.headers, adBody(author.files.logo));
    const id = created.body.id as number;
    expect(await cardOf(reader, id)).toBeUndefined();
    const refused = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'refuse',
      reason: 'Salary missing',
    });
    expect(refused.body).toMatchObject({ status: 'refused' });
    expect(await notified(author.id, 'jobad_refused')).toEqual([
      { data: { job_ad_id: id, reason: 'Salary missing' } },
    ]);
    await call('PUT', `/api/jobs/${id}/`, author.headers, adBody(author.files.logo));
    await call('POST', `/api/jobs/${id}/review/`, validator.headers, { decision: 'validate' });
    expect(await notified(author.id, 'jobad_validated')).toHaveLength(1);
    const card = await cardOf(reader, id);
    expect(card).toMatchObject({
      author: { id: author.id },
      content: '',
      subject: {
        type: 'jobad',
        id,
        title: 'Data engineer · Acme',
        summary: 'Lyon — Build our data pipelines.',
        path: `/jobs/${id}`,
      },
    });
    expect((card?.subject as Body | undefined)?.image).toMatch(/^\/media\//);

    const settings = (feed_hide: boolean) =>
      call('PUT', '/api/school-settings/validation/jobad/', admin.headers, {
        validate: true,
        has_filter: false,
        show_views: false,
        feed_hide,
        reasons: [],
      });
    expect((await settings(true)).status).toBe(200);
    expect(await cardOf(reader, id)).toBeUndefined();
    expect((await settings(false)).status).toBe(200);
    expect(await cardOf(reader, id)).toBeDefined();

    const closed = await call('POST', `/api/jobs/${id}/deactivate/`, author.headers, {
      filled_how: 'network',
    });
    expect(closed.body).toMatchObject({ status: 'filled' });
    expect(await cardOf(reader, id)).toBeUndefined();
    expect(await cardOf(author, id)).toBeUndefined();
  });
});

describe('deleting an ad (spec 1 §4 "…resubmitted, or deleted")', () => {
  it('its author deletes it until it is validated; an admin always; the card goes with it', async () => {
    const author = await member();
    const other = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const admin = await member({ role: ROLE.SchoolAdmin });
    const draft = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author.files.logo),
      draft: true,
    });
    const draftUrl = `/api/jobs/${draft.body.id}/`;
    expect((await call('DELETE', draftUrl, other.headers)).status).toBe(404);
    expect((await call('DELETE', draftUrl, author.headers)).status).toBe(204);
    expect((await call('GET', draftUrl, author.headers)).status).toBe(404);

    const ad = await call('POST', '/api/jobs/', author.headers, adBody(author.files.logo));
    const adId = Number(ad.body.id);
    const url = `/api/jobs/${adId}/`;
    await call('POST', `${url}review/`, validator.headers, { decision: 'validate' });
    expect(await cardOf(other, adId)).toBeDefined();
    expect((await call('DELETE', url, other.headers)).status).toBe(403);
    expect((await call('DELETE', url, author.headers)).status).toBe(403);
    expect((await call('DELETE', url, admin.headers)).status).toBe(204);
    expect(await db.select().from(jobAds).where(eq(jobAds.id, adId))).toEqual([]);
    const cards = await db
      .select()
      .from(posts)
      .where(and(eq(posts.subjectType, 'jobad'), eq(posts.subjectId, adId)));
    expect(cards).toEqual([]);
    expect((await call('GET', '/api/validations/', validator.headers)).body).toMatchObject({
      jobad: 0,
    });
  });
});
