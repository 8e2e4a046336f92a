import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, multipartBody, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import { tinyPng } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';
import { articleHistory, articles, notifications } from '../../db/schema/index.ts';

/*
 * Validation of articles (issue 13 items 1 and 4): a non-validator submits, a Blog validator
 * validates or refuses with a reason, the author is notified and resubmits; the counters
 * count pending articles; a validated article gets one admin-level edit; two decisions at
 * once: one wins, the other gets 409.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;

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
type Member = Awaited<ReturnType<typeof member>>;

/** A pending article of `author`, as submitting leaves it. */
const pendingOf = (author: Member) =>
  buildArticle(db, school.id, author.id, { state: 2, announcedAt: null });

const historyOf = async (id: number) =>
  (
    await db
      .select()
      .from(articleHistory)
      .where(eq(articleHistory.articleId, id))
      .orderBy(articleHistory.id)
  ).map((h) => [h.action, h.fromStatus, h.toStatus, h.reason]);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateBlog: true });
});
afterAll(() => ctx.close());

describe('submission and validation (validate_blog)', () => {
  it('sends a member’s article to validation, counted for Blog validators', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] });
    const admin = await member({ role: ROLE.SchoolAdmin, scopes: [VALIDATOR_SCOPE.Report] });
    const { body: before } = await call('GET', '/api/validations/', validator.headers);
    const article = await buildArticle(db, school.id, author.id, { state: 1, publishAt: null });
    const submitted = await call('PATCH', `/api/articles/${article.id}/`, author.headers, {
      draft: false,
      publish_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(submitted.body).toMatchObject({ state: 2, status: 'pending', can_review: false });
    const { body: after } = await call('GET', '/api/validations/', validator.headers);
    expect(after.article).toBe((before.article as number) + 1);
    const pending = await call('GET', '/api/articles/pending/', validator.headers);
    expect((pending.body.results as Body[]).map((a) => a.id)).toContain(article.id);
    expect((pending.body.results as Body[])[0]).toMatchObject({ can_review: true });
    // Reviewing is the Blog validators' (a school admin of another scope is not one).
    expect((await call('GET', '/api/articles/pending/', author.headers)).status).toBe(403);
    expect((await call('GET', '/api/articles/pending/', admin.headers)).status).toBe(403);
    const review = `/api/articles/${article.id}/review/`;
    expect((await call('POST', review, author.headers, { decision: 'validate' })).status).toBe(403);
    expect(await call('POST', review, validator.headers, { decision: 'refuse' })).toEqual({
      status: 400,
      body: { reason: ['Give the reason for the refusal.'] },
    });
  });

  it('refuses with a reason, notifies the author, who edits and resubmits; then validates', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] });
    const article = await pendingOf(author);
    const review = `/api/articles/${article.id}/review/`;
    const refused = await call('POST', review, validator.headers, {
      decision: 'refuse',
      reason: 'Add a photo credit',
    });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Add a photo credit' });
    const [refusal] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'article_refused')));
    expect(refusal?.data).toEqual({ article_id: article.id, reason: 'Add a photo credit' });
    const mine = await call('GET', `/api/articles/${article.id}/`, author.headers);
    expect(mine.body).toMatchObject({ refusal_reason: 'Add a photo credit', can_edit: true });
    const resubmitted = await call('PATCH', `/api/articles/${article.id}/`, author.headers, {
      content: '<p>Photo: school</p>',
      draft: false,
    });
    expect(resubmitted.body.status).toBe('pending');
    const validated = await call('POST', review, validator.headers, { decision: 'validate' });
    expect(validated.body).toMatchObject({ status: 'published', validated: true });
    expect(await historyOf(article.id)).toEqual([
      ['refuse', 'pending', 'refused', 'Add a photo credit'],
      ['submit', 'refused', 'pending', null],
      ['validate', 'pending', 'published', null],
    ]);
    const [validation] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'article_validated')));
    expect(validation?.data).toEqual({ article_id: article.id, status: 'published' });
    const history = await call('GET', `/api/articles/${article.id}/history/`, author.headers);
    expect((history.body as unknown as Body[]).map((h) => h.action)).toEqual([
      'refuse',
      'submit',
      'validate',
    ]);
    const stranger = await member();
    expect(
      (await call('GET', `/api/articles/${article.id}/history/`, stranger.headers)).status,
    ).toBe(404);
    // Decided already: a second decision is a conflict.
    expect((await call('POST', review, validator.headers, { decision: 'validate' })).status).toBe(
      409,
    );
  });
});

describe('a validated article: one admin-level edit (spec 2 §6)', () => {
  it('is locked for its author and edited once by an admin', async () => {
    const author = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const article = await buildArticle(db, school.id, author.id, { validated: true });
    const url = `/api/articles/${article.id}/`;
    const locked = await call('PATCH', url, author.headers, { title: 'Mine' });
    expect(locked).toEqual({
      status: 403,
      body: { detail: 'A validated article can only be edited by an admin.' },
    });
    const first = await call('PATCH', url, admin.headers, { title: 'Fixed by admin' });
    expect(first.body).toMatchObject({ title: 'Fixed by admin', admin_edit_available: false });
    const second = await call('PATCH', url, admin.headers, { title: 'Again' });
    expect(second.status).toBe(409);
    expect(await historyOf(article.id)).toEqual([['admin_edit', 'published', 'published', null]]);
    expect((await call('DELETE', url, author.headers)).status).toBe(403);
    expect((await call('DELETE', url, admin.headers)).status).toBe(204);
  });

  it('gives the admin-level edit to one of two admins editing at once', async () => {
    const author = await member();
    const admins = [
      await member({ role: ROLE.SchoolAdmin }),
      await member({ role: ROLE.SchoolAdmin }),
    ];
    const article = await buildArticle(db, school.id, author.id, { validated: true });
    const results = await Promise.all(
      admins.map((a, i) =>
        call('PATCH', `/api/articles/${article.id}/`, a.headers, { title: `Admin ${i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(articles).where(eq(articles.id, article.id));
    expect(row?.adminEdits).toBe(1);
  });
});

describe('who edits and deletes', () => {
  it('hides another member’s draft (404) and refuses to change their published article (403)', async () => {
    const author = await member();
    const stranger = await member();
    const draft = await buildArticle(db, school.id, author.id, { state: 1, publishAt: null });
    const live = await buildArticle(db, school.id, author.id);
    for (const [id, status] of [
      [draft.id, 404],
      [live.id, 403],
    ] as const) {
      const url = `/api/articles/${id}/`;
      expect((await call('PATCH', url, stranger.headers, { title: 'Mine now' })).status).toBe(
        status,
      );
      expect((await call('DELETE', url, stranger.headers)).status).toBe(status);
    }
    expect((await call('DELETE', `/api/articles/${draft.id}/`, author.headers)).status).toBe(204);
  });
});

describe('an edit of a stale copy', () => {
  it('is refused with 409 when the article was saved since the editor opened it', async () => {
    const author = await member();
    const article = await buildArticle(db, school.id, author.id, { state: 1, publishAt: null });
    const url = `/api/articles/${article.id}/`;
    const opened = await call('GET', url, author.headers);
    expect(opened.body).toMatchObject({ status: 'draft', named_state: 'Draft' });
    const version = opened.body.updated_at;
    const first = await call('PATCH', url, author.headers, {
      title: 'First',
      expected_updated_at: version,
    });
    expect(first.status).toBe(200);
    const stale = await call('PATCH', url, author.headers, {
      title: 'Second',
      expected_updated_at: version,
    });
    expect(stale).toEqual({
      status: 409,
      body: { detail: 'This article changed since you opened it; reload it.' },
    });
  });
});

describe('two decisions at once', () => {
  it('lets one of two validators decide; the other gets 409', async () => {
    const author = await member();
    const validators = [
      await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] }),
      await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] }),
    ];
    const article = await pendingOf(author);
    const [validate, refuse] = await Promise.all([
      call('POST', `/api/articles/${article.id}/review/`, validators[0]?.headers ?? null, {
        decision: 'validate',
      }),
      call('POST', `/api/articles/${article.id}/review/`, validators[1]?.headers ?? null, {
        decision: 'refuse',
        reason: 'No',
      }),
    ]);
    expect([validate.status, refuse.status].sort()).toEqual([200, 409]);
    expect((await historyOf(article.id)).length).toBe(1);
  });

  it('gives a slug to one of two articles written at once; the other gets 400 {"slug"}', async () => {
    const author = await member();
    const cover = async () => {
      const body = multipartBody('c.png', await tinyPng());
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/articles/covers/',
        headers: { ...author.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      return (res.json() as { key: string }).key;
    };
    const write = async () =>
      call('POST', '/api/articles/', author.headers, {
        title: 'Same',
        slug: 'same-slug',
        content: '<p>x</p>',
        languages: ['fr'],
        category: 'news',
        cover: await cover(),
        draft: true,
      });
    const results = await Promise.all([write(), write()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body).toEqual({
      slug: ['This address is already used by another article.'],
    });
  });

  it.runIf(racesOnPostgres)(
    'answers 409 to a decision that loses the race for the row',
    async () => {
      const author = await member();
      const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] });
      const article = await pendingOf(author);
      const lost = await loseRace(db, {
        lock: (tx) => tx.select().from(articles).where(eq(articles.id, article.id)).for('update'),
        win: (tx) => tx.update(articles).set({ state: 4 }).where(eq(articles.id, article.id)),
        request: () =>
          call('POST', `/api/articles/${article.id}/review/`, validator.headers, {
            decision: 'validate',
          }),
      });
      expect(lost).toEqual({
        status: 409,
        body: { detail: 'This article no longer waits for validation: reload it.' },
      });
    },
  );
});
