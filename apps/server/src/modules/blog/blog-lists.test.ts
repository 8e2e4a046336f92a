import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * The list of articles (spec 1 §2 Blog "filters draft, published, scheduled, pending"; the
 * dashboard's latest news, issue 13 item 7): statuses, whose articles each reader sees,
 * category and language filters, order and pages.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(opts: Parameters<typeof addRole>[3] = {}) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

const ids = async (url: string, headers: Record<string, string>) =>
  ((await call('GET', url, headers)).body.results as Body[]).map((a) => a.id);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasFilterBlog: true });
});
afterAll(() => ctx.close());

describe('GET /api/articles/', () => {
  it('lists each status for its readers, filters, orders and pages', async () => {
    const author = await member();
    const reader = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] });
    const hour = 3600_000;
    const old = await buildArticle(db, school.id, author.id, {
      publishAt: new Date(Date.now() - 48 * hour),
      category: 'careers',
      languages: ['en'],
    });
    const recent = await buildArticle(db, school.id, author.id, {
      publishAt: new Date(Date.now() - hour),
    });
    const soon = await buildArticle(db, school.id, author.id, {
      publishAt: new Date(Date.now() + hour),
    });
    const later = await buildArticle(db, school.id, author.id, {
      publishAt: new Date(Date.now() + 48 * hour),
    });
    const pending = await buildArticle(db, school.id, author.id, { state: 2 });
    // Restricted to prospects: its author still sees it, other alumni do not.
    const mineOnly = await buildArticle(db, school.id, author.id, { filterRoles: [ROLE.Prospect] });

    expect(await ids('/api/articles/', reader.headers)).toEqual([recent.id, old.id]);
    expect(await ids('/api/articles/', author.headers)).toEqual([mineOnly.id, recent.id, old.id]);
    expect(await ids('/api/articles/?status=scheduled', author.headers)).toEqual([
      soon.id,
      later.id,
    ]);
    expect(await ids('/api/articles/?status=scheduled', reader.headers)).toEqual([]);
    expect(await ids('/api/articles/?status=pending', validator.headers)).toEqual([pending.id]);
    expect(await ids('/api/articles/?status=pending', reader.headers)).toEqual([]);
    expect(await ids('/api/articles/?mine=true&status=pending', author.headers)).toEqual([
      pending.id,
    ]);
    expect(await ids('/api/articles/?category=careers', reader.headers)).toEqual([old.id]);
    expect(await ids('/api/articles/?language=en', reader.headers)).toEqual([old.id]);
    // The dashboard's latest news: the first page of one.
    const latest = await call('GET', '/api/articles/?page_size=1', reader.headers);
    expect(latest.body).toMatchObject({
      count: 2,
      previous: null,
      next: '/api/articles/?page_size=1&page=2',
    });
    expect((latest.body.results as Body[])[0]).toMatchObject({
      id: recent.id,
      status: 'published',
      named_state: 'Publish',
    });
    expect((await call('GET', '/api/articles/?status=gone', reader.headers)).status).toBe(400);
  });
});
