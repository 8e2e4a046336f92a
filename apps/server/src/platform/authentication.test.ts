import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, sessionHeaders } from '../../test/api.ts';
import { buildTwoInstances, createTestApp, type TestContext } from '../../test/app.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import { users } from '../db/schema/index.ts';

// Issue 16: each instance keeps the sessions it looked up (platform/session-cache.ts) and
// forgets them when the database says they changed (migration 0014's triggers).
let ctx: TestContext;
let school: { id: number; subdomain: string };

beforeAll(async () => {
  ctx = await createTestApp({ sessionCacheTtlMs: 60_000 });
  school = await buildSchool(ctx.database.db);
});
afterAll(() => ctx.close());

const me = async (app: FastifyInstance, headers: Headers) => {
  const res = await app.inject({ url: '/api/users/me/', headers });
  return res.statusCode === 200 ? (res.json().first_name as string) : res.statusCode;
};
const rename = (id: number, firstName: string) =>
  ctx.database.db.update(users).set({ firstName }).where(eq(users.id, id));

async function signedInMember() {
  const member = await buildMember(ctx.database.db, school.id, { firstName: 'Before' });
  const headers = await sessionHeaders(ctx.database.db, {
    userId: member.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { member, headers };
}

describe('signed-in requests answered from the instance’s session cache', () => {
  it('reuses a session it looked up, and forgets it when its user changes', async () => {
    const { member, headers } = await signedInMember();
    expect(await me(ctx.app, headers)).toBe('Before');
    // With the trigger off, a change reaches no cache: the answer is the cached one.
    const db = ctx.database.db;
    await db.execute(sql`alter table users disable trigger users_auth_changed_update`);
    try {
      await rename(member.id, 'Unseen');
      expect(await me(ctx.app, headers)).toBe('Before');
    } finally {
      await db.execute(sql`alter table users enable trigger users_auth_changed_update`);
    }
    // Made by anyone (here the owner, outside the app), a change is seen once it commits.
    await rename(member.id, 'After');
    await expect.poll(() => me(ctx.app, headers), { timeout: 2000 }).toBe('After');
    await db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    await expect.poll(() => me(ctx.app, headers), { timeout: 2000 }).toBe(401);
  });

  it('answers 401 at once after a sign-out on the same instance', async () => {
    const { headers } = await signedInMember();
    expect(await me(ctx.app, headers)).toBe('Before');
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers });
    expect(out.statusCode).toBeLessThan(300);
    expect(await me(ctx.app, headers)).toBe(401);
  });

  it('a sign-out on one instance ends the session on the other', async () => {
    const [a, b] = await buildTwoInstances(ctx, { sessionCacheTtlMs: 60_000 });
    try {
      const { headers } = await signedInMember();
      expect(await me(a, headers)).toBe('Before');
      expect(await me(b, headers)).toBe('Before');
      const out = await a.inject({ method: 'DELETE', url: '/api/auth/logout/', headers });
      expect(out.statusCode).toBeLessThan(300);
      expect(await me(a, headers)).toBe(401);
      await expect.poll(() => me(b, headers), { timeout: 2000 }).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
