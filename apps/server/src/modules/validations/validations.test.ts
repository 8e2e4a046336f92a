import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { degrees, schools, userRoles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildDemoSchools(ctx.database.db, DEMO_PASSWORD);
});
afterAll(() => ctx.close());

/** Opens a user's event stream over real HTTP and collects its events. */
async function openStream(app: FastifyInstance, cookie: string, userId: number) {
  const address = app.server.listening ? null : await app.listen({ port: 0, host: '127.0.0.1' });
  const base = address ?? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events/user/${userId}/`, {
    headers: { host: hostOf('demo'), cookie },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const reader = res.body?.getReader();
  let buffer = '';
  const pump = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  // A generous bound, only for a readable failure: under load events can take seconds.
  const waitFor = async (event: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.find((e) => e.event === event);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(
      `no ${event} event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ')}`,
    );
  };
  return {
    status: res.status,
    events,
    waitFor,
    /** Settles when the stream ends, whoever ends it. */
    ended: pump,
    close: () => {
      controller.abort();
      return pump;
    },
  };
}

const userId = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;

/** The member asks to change the degree of their demo role: one more item for the User validators. */
async function requestRoleChange(app: FastifyInstance) {
  const db = ctx.database.db;
  const member = await userId('member@demo.example.org');
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, member));
  const [degree] = await db.select().from(degrees).where(eq(degrees.name, 'MBA Executive'));
  const headers = sameOrigin(
    'demo',
    await signIn(app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api/users/${member}/roles/${role?.id}/change-requests/`,
    headers,
    payload: { degree: degree?.id, graduation_year: 2017, campus: role?.campusId },
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/validations/', () => {
  it('gives validators the counts per type and everyone else 403', async () => {
    const validator = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD),
    );
    const res = await ctx.app.inject({ url: '/api/validations/', headers: validator });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'article',
      'club',
      'event',
      'jobad',
      'mentorship',
      'report',
      'userrole',
    ]);
    const member = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    expect((await ctx.app.inject({ url: '/api/validations/', headers: member })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ url: '/api/validations/', headers: { host: hostOf('demo') } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/events/user/{userId}/ (server-sent events)', () => {
  it('checks the user id with the contract: 401 first when signed out, then 400 per field', async () => {
    const anonymous = { host: hostOf('demo') };
    expect(
      (await ctx.app.inject({ url: '/api/events/user/x/', headers: anonymous })).statusCode,
    ).toBe(401);
    const member = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const fr = await ctx.app.inject({ url: '/api/events/user/x/', headers: member });
    expect([fr.statusCode, fr.json()]).toEqual([400, { userId: ['Valeur invalide'] }]);
    const en = await ctx.app.inject({
      url: '/api/events/user/0/',
      headers: { ...member, 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ userId: ['The value must be greater than 0'] });
  });

  it("is the user's own: another user's stream is 403", async () => {
    const member = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const other = await userId('validator@demo.example.org');
    expect(
      (await ctx.app.inject({ url: `/api/events/user/${other}/`, headers: member })).statusCode,
    ).toBe(403);
  });

  it('sends validations-init, then a validations event within a second of a new request', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
    const stream = await openStream(ctx.app, cookie, await userId('validator@demo.example.org'));
    expect(stream.status).toBe(200);
    const init = (await stream.waitFor('validations-init')).data as { userrole: number };
    await stream.waitFor('message-init');
    await requestRoleChange(ctx.app);
    const update = (await stream.waitFor('validations')).data as { userrole: number };
    expect(update.userrole).toBe(init.userrole + 1);
    await stream.close();
  });
});

// Issue 12 item 7: one user could hold thousands of live streams (2,000 ≈ 86 MB).
describe('live streams per user', () => {
  it('are 10 at most: opening the 11th ends the oldest, the others stay live', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
    const id = await userId('validator@demo.example.org');
    const streams = [];
    for (let i = 0; i < 11; i++) {
      const stream = await openStream(ctx.app, cookie, id);
      await stream.waitFor('validations-init');
      streams.push(stream);
    }
    const [oldest, ...live] = streams;
    await oldest?.ended;
    const [demo] = await ctx.database.db
      .select()
      .from(schools)
      .where(eq(schools.subdomain, 'demo'));
    await ctx.app.bus.publish(id, { schoolId: demo?.id ?? 0, event: 'validations', data: {} });
    for (const stream of live) await stream.waitFor('validations');
    expect(oldest?.events.map((e) => e.event)).not.toContain('validations');
    for (const stream of live) await stream.close();
  });
});

describe('a post report and the validators live counters', () => {
  it('sends the validator a validations event with the new report count within a second', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
    const stream = await openStream(ctx.app, cookie, await userId('validator@demo.example.org'));
    const init = (await stream.waitFor('validations-init')).data as { report: number };
    const author = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    );
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts/',
      headers: author,
      payload: { content: '<p>Report me</p>' },
    });
    const reporter = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/',
      headers: reporter,
      payload: { type: 'post', object_id: post.json().id, reasons: ['spam'] },
    });
    expect(res.statusCode).toBe(201);
    const update = (await stream.waitFor('validations')).data as { report: number };
    expect(update.report).toBe(init.report + 1);
    await stream.close();
  });
});

describe.runIf(process.env.REDIS_URL)('two API instances on one database and one Redis', () => {
  it('delivers an event raised on instance A to a stream held on instance B', async () => {
    const [a, b] = await buildTwoInstances(ctx);
    try {
      // The earlier test left a pending request: decide it first, so that the only event
      // the stream sees is the new request's.
      await refusePendingRequests(a);
      const cookie = await signIn(b, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
      const stream = await openStream(b, cookie, await userId('validator@demo.example.org'));
      const init = (await stream.waitFor('validations-init')).data as { userrole: number };
      // No pause needed here: B sends validations-init only once its Redis subscription is live.
      await requestRoleChange(a);
      const update = (await stream.waitFor('validations')).data as { userrole: number };
      expect(update.userrole).toBe(init.userrole + 1);
      await stream.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** Refuses every pending role change request of demo, as its validator, on `app`. */
async function refusePendingRequests(app: FastifyInstance) {
  const validator = sameOrigin(
    'demo',
    await signIn(app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD),
  );
  const pending = await app.inject({
    url: '/api/role-change-requests/?status=pending',
    headers: validator,
  });
  for (const request of pending.json().results as { id: number }[]) {
    await app.inject({
      method: 'POST',
      url: `/api/role-change-requests/${request.id}/refuse/`,
      headers: validator,
    });
  }
}
