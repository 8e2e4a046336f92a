import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { buildTwoInstances, createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import { recordingLog } from '../../../test/logs.ts';
import { waitFor } from '../../../test/poll.ts';
import type { Db } from '../../db/client.ts';
import { articleHistory, articles } from '../../db/schema/index.ts';
import {
  type PublicationRuntime,
  publicationJobs,
  publicationRuntime,
  publishJob as publishItemJob,
  sweepDue,
} from '../../platform/publication/scheduling.ts';
import { articlesArea } from './publication.ts';

const PUBLISH_JOB = publicationJobs(articlesArea).publish;
const publishJob = (
  runtime: PublicationRuntime,
  job: { schoolId: number; articleId: number },
  now: Date,
) => publishItemJob(runtime, articlesArea, { schoolId: job.schoolId, id: job.articleId }, now);
const sweepDueArticles = (runtime: PublicationRuntime) => sweepDue(runtime, articlesArea);

/*
 * Publication at a date that never misses (issue 13 item 3): a job at the date, a sweep at
 * start for what fell due while no server ran, and one announcement (history row and
 * `article.published`) however many instances try.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let authorId: number;

/** Counts `article.published` on `app` per article id. */
function countPublished(app: FastifyInstance) {
  const seen: number[] = [];
  app.domainEvents.on('article.published', ({ articleId }) => {
    seen.push(articleId);
  });
  return (id: number) => seen.filter((s) => s === id).length;
}

/** The job and sweep's runtime on `app` (the module builds the same at start). */
const runtimeOf = (app: FastifyInstance) => publicationRuntime(app, app.database.app);

const publishRows = async (id: number) =>
  (await db.select().from(articleHistory).where(eq(articleHistory.articleId, id))).filter(
    (h) => h.action === 'publish',
  );

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  authorId = user.id;
});
afterAll(() => ctx.close());

describe('a scheduled article (controllable clock)', () => {
  it('waits for its date, then is announced once by its job', async () => {
    const published = countPublished(ctx.app);
    const publishAt = new Date(Date.now() + 3600_000);
    const article = await buildArticle(db, school.id, authorId, { publishAt });
    const headers = await sessionHeaders(db, {
      userId: authorId,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const list = await call('GET', '/api/articles/?status=scheduled', headers);
    expect((list.body.results as Body[]).map((a) => a.id)).toContain(article.id);
    const job = { schoolId: school.id, articleId: article.id };
    const runtime = runtimeOf(ctx.app);
    expect(await publishJob(runtime, job, new Date(publishAt.getTime() - 1000))).toBe(false);
    expect(await publishRows(article.id)).toEqual([]);
    expect(await publishJob(runtime, job, new Date(publishAt.getTime() + 1000))).toBe(true);
    expect(await publishJob(runtime, job, new Date(publishAt.getTime() + 2000))).toBe(false);
    const rows = await publishRows(article.id);
    expect(rows.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ['scheduled', 'published', null],
    ]);
    expect(published(article.id)).toBe(1);
  });

  it('queues its job at the date when saved through the API', async () => {
    const headers = await sessionHeaders(db, {
      userId: authorId,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const article = await buildArticle(db, school.id, authorId, { state: 1, publishAt: null });
    const publishAt = new Date(Date.now() + 86_400_000);
    const res = await call('PATCH', `/api/articles/${article.id}/`, headers, {
      draft: false,
      publish_at: publishAt.toISOString(),
    });
    expect(res.body).toMatchObject({ status: 'scheduled' });
    const jobs = await db.execute(
      sql`select start_after, data from pgboss.job where name = ${PUBLISH_JOB} and data->>'articleId' = ${String(article.id)}`,
    );
    const [job] = (jobs as unknown as { rows: { start_after: Date; data: unknown }[] }).rows;
    expect(new Date(job?.start_after ?? 0).toISOString()).toBe(publishAt.toISOString());
    expect(job?.data).toEqual({ schoolId: school.id, articleId: article.id });
  });
});

describe('an article due while no server ran', () => {
  it('is announced within 60 s of start, once, by two instances starting together', async () => {
    const article = await buildArticle(db, school.id, authorId, {
      publishAt: new Date(Date.now() - 10 * 60_000),
      announcedAt: null,
    });
    const [a, b] = await buildTwoInstances(ctx);
    const counts = [countPublished(ctx.app), countPublished(a), countPublished(b)];
    try {
      await Promise.all([a.ready(), b.ready()]);
      // The start sweep announces it; the minute's cron is the fallback: 60 s at most.
      await waitFor(
        async () => (await db.select().from(articles).where(eq(articles.id, article.id)))[0],
        (row) => Boolean(row?.announcedAt),
        { timeoutMs: 60_000 },
      );
      // Both instances sweep again at once (their cron): nothing more happens.
      await Promise.all([sweepDueArticles(runtimeOf(a)), sweepDueArticles(runtimeOf(b))]);
      expect(await publishRows(article.id)).toHaveLength(1);
      expect(counts.reduce((sum, count) => sum + count(article.id), 0)).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the sweep’s log', () => {
  /** A logger that keeps each line with its level. */
  it('says nothing at info level when nothing is due, and what it announced when something was', async () => {
    // Issue 30 item 14: every minute each area logged `audit=all-schools reason="blog:
    // announce the articles due while no publication job ran"`, whether anything was due or not.
    const { log, info } = recordingLog();
    const runtime = { ...runtimeOf(ctx.app), log };
    // A date the app's own sweeps (on the real clock) have not reached.
    const publishAt = new Date(Date.now() + 30 * 86_400_000);
    const before = new Date(publishAt.getTime() - 60_000);
    const after = new Date(publishAt.getTime() + 60_000);
    const article = await buildArticle(db, school.id, authorId, { publishAt, announcedAt: null });
    // The articles of the tests above, due by then, announced first (not recorded).
    await sweepDue(runtimeOf(ctx.app), articlesArea, before);
    expect(await sweepDue(runtime, articlesArea, before)).toBe(0);
    expect(info()).toEqual([]);
    expect(await sweepDue(runtime, articlesArea, after)).toBe(1);
    expect(info().map((line) => line.msg)).toEqual([
      'blog: articles whose date came while no publication job ran, announced now: 1',
    ]);
    expect(await publishRows(article.id)).toHaveLength(1);
  });
});
