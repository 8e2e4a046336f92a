import { createRequire } from 'node:module';
import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureRequests } from '../src/db/schema/index.ts';
import { sessionHeaders } from './api.ts';
import { createTestApp, type TestContext } from './app.ts';
import { addRole, buildEvent, buildPost, buildSchool, buildUser } from './factories.ts';
import { waitFor } from './poll.ts';

/*
 * Issue 35 item 4, "the request path measured against its own floor": what a request costs
 * in statements and in round trips to PostgreSQL does not depend on the machine's load, so it
 * is pinned here for the hot paths (`/me`, the feed's and the directory's first pages, a like,
 * a booking) and cannot grow back unnoticed. Speed itself is measured in bench/ (npm run bench).
 * A round trip is a statement sent while its connection waited for no other answer: in a
 * request's transaction, `begin` with the settings and the first query leave together
 * (platform/pooled-transaction.ts), so they make one. Before issue 35 (statements / round
 * trips): `/me` 4 / 4, feed 4 / 4, directory 5 / 5, like 9 / 9, booking 14 / 14; the feed's and
 * the directory's pages are one statement each since (group scoping, badges and hidden fields
 * folded in).
 */

type PgClient = {
  pipeline?: boolean;
  _activeQuery?: unknown;
  _sentQueryQueue?: unknown[];
  _queryQueue?: unknown[];
  connectionParameters?: { application_name?: string };
  query(...args: unknown[]): unknown;
};
const pgClient = createRequire(import.meta.url)('pg').Client as { prototype: PgClient };

/** Statements and round trips sent while `fn` runs (the job queue's own pool left out). */
async function traced(fn: () => Promise<unknown>) {
  const sent: string[] = [];
  let roundTrips = 0;
  const original = pgClient.prototype.query;
  pgClient.prototype.query = function (this: PgClient, ...args: unknown[]) {
    if (this.connectionParameters?.application_name !== 'alumni-jobs') {
      const config = args[0] as string | { text?: string };
      sent.push(typeof config === 'string' ? config : (config?.text ?? '?'));
      const busy =
        Boolean(this._activeQuery) ||
        (this._sentQueryQueue?.length ?? 0) > 0 ||
        (this._queryQueue?.length ?? 0) > 0;
      if (!(busy && this.pipeline)) roundTrips += 1;
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    pgClient.prototype.query = original;
  }
  return { statements: sent.length, roundTrips, sent };
}

describe.runIf(process.env.DATABASE_URL)('round trips of the hot request paths', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let postId: number;
  let memberId: number;
  let school: Awaited<ReturnType<typeof buildSchool>>;
  let event: Awaited<ReturnType<typeof buildEvent>>;

  beforeAll(async () => {
    // The caches on, as in production (the test app turns them off by default).
    ctx = await createTestApp({ sessionCacheTtlMs: 60_000, schoolCacheTtlMs: 60_000 });
    const db = ctx.database.db;
    school = await buildSchool(db);
    const author = await buildUser(db);
    await addRole(db, author.id, school, { role: ROLE.Alumni });
    const member = await buildUser(db);
    await addRole(db, member.id, school, { role: ROLE.Alumni });
    memberId = member.id;
    headers = await sessionHeaders(db, {
      userId: member.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    postId = (await buildPost(db, school.id, author.id)).id;
    event = await buildEvent(db, school.id, author.id, {}, { quantity: 100, perOrderLimit: 1 });
  });
  afterAll(() => ctx.close());

  /**
   * Traces one request after a first that filled the instance's caches: the same request when
   * `warm` (a read, or a like taken back after), else `/me` (the session cache only).
   */
  async function cost(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    opts: { payload?: object; warm?: boolean; as?: Record<string, string> } = {},
  ) {
    const as = opts.as ?? headers;
    const send = async () => {
      const res = await ctx.app.inject({ method, url, headers: as, payload: opts.payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    if (opts.warm === false)
      await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: as });
    else await send();
    if (method === 'POST' && url.endsWith('/like/')) {
      await ctx.app.inject({ method: 'DELETE', url, headers: as });
    }
    const { statements, roundTrips, sent } = await traced(send);
    if (process.env.ROUND_TRIPS_SHOW)
      process.stdout.write(`${method} ${url}\n${sent.join('\n')}\n\n`);
    return { statements, roundTrips };
  }

  it('answers /me from the instance caches, with no statement', async () => {
    expect(await cost('GET', '/api/users/me/')).toEqual({ statements: 0, roundTrips: 0 });
  });

  it('forgets the kept facts when an erasure of the member is asked, whoever writes it', async () => {
    const me = async () =>
      JSON.parse((await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers })).body);
    expect((await me()).erasure_due_at).toBeNull();
    const dueAt = new Date(Date.now() + 14 * 86_400_000);
    // Written outside the app, as a job or another instance would: the trigger's notification
    // reaches the instance's cache (migration 0053).
    await ctx.database.db
      .insert(erasureRequests)
      .values({ schoolId: school.id, userId: memberId, scope: 'account', dueAt });
    await waitFor(
      async () => (await me()).erasure_due_at,
      (at) => at === dueAt.toISOString(),
    );
    await ctx.database.db.delete(erasureRequests);
    await waitFor(
      async () => (await me()).erasure_due_at,
      (at) => at === null,
    );
  });

  it('reads the feed’s first page in one transaction of few round trips', async () => {
    // The group scoping inside the page's statement.
    expect(await cost('GET', '/api/posts/')).toEqual({ statements: 3, roundTrips: 2 });
  });

  it('reads the directory’s first page in one transaction of few round trips', async () => {
    // The page's members with their roles, badges and visible city: one statement.
    expect(await cost('GET', '/api/directory/')).toEqual({ statements: 3, roundTrips: 2 });
  });

  it('likes a post without a savepoint', async () => {
    expect(await cost('POST', `/api/posts/${postId}/like/`)).toEqual({
      statements: 7,
      roundTrips: 6,
    });
  });

  it('books a seat in one transaction of few round trips', async () => {
    const db = ctx.database.db;
    const booker = await buildUser(db);
    await addRole(db, booker.id, school, { role: ROLE.Alumni });
    const as = await sessionHeaders(db, {
      userId: booker.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const payload = { ticket_id: event.ticket.id, quantity: 1 };
    const url = `/api/events/${event.id}/registrations/`;
    // Everything read before the ticket's lock leaves with `begin`; the lock and the statement
    // that decides and writes the booking leave together; then `commit` (and the session
    // cache's sync): the hot ticket's lock is held for one round trip and `commit`.
    expect(await cost('POST', url, { payload, warm: false, as })).toEqual({
      statements: 9,
      roundTrips: 4,
    });
  });
});
