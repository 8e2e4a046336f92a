import { DIRECTORY_EXACT_COUNT_MAX } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools, buildMember } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { schools, userRoles } from '../../db/schema/index.ts';
import { encodeCursor } from '../../platform/cursor.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

/**
 * The directory's pager (issue 16 part 3): keyset pages after an opaque cursor ("load
 * more"), a count exact up to DIRECTORY_EXACT_COUNT_MAX and estimated beyond.
 */

let ctx: TestContext;
let demoId: number;
let headers: Record<string, string>;

type Page = {
  count: number | null;
  count_exact: boolean;
  next: string | null;
  results: { id: number; first_name: string; last_name: string; roles: { role: number }[] }[];
};
const directory = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/directory/${query}`, headers });
  return { status: res.statusCode, body: res.json() as Page };
};
const after = (cursor: string) => `cursor=${encodeURIComponent(cursor)}`;

/** Every page of `query`, `size` members a page: the ids in the order shown. */
async function allPages(query: string, size: number, between?: (page: number) => Promise<void>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page < 1000; page += 1) {
    const { status, body } = await directory(
      `?${query}&page_size=${size}${cursor ? `&${after(cursor)}` : ''}`,
    );
    expect(status).toBe(200);
    ids.push(...body.results.map((r) => r.id));
    cursor = body.next;
    if (!cursor) break;
    await between?.(page);
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await buildDemoSchools(db, DEMO_PASSWORD);
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  demoId = demo?.id ?? 0;
  for (const [firstName, lastName] of [
    ['Camille', 'Durand'],
    ['Lucas', 'Durand'],
    ['Inès', 'Garnier'],
    ['Ana', 'Pager'],
    ['Bea', 'Pager'],
    ['Cleo', 'Pager'],
    ['Dan', 'Pager'],
    ['Eli', 'Pager'],
  ] as const) {
    await buildMember(db, demoId, { firstName, lastName });
  }
  headers = sameOrigin(
    'demo',
    await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
  );
});
afterAll(() => ctx.close());

describe('GET /api/directory/ pages by cursor', () => {
  it('answers {count, count_exact, next, results}; the next pages follow the cursor', async () => {
    const first = await directory('?page_size=5');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.count).toBeGreaterThan(5);
    expect(first.body.count_exact).toBe(true);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await directory(`?page_size=5&${after(first.body.next ?? '')}`);
    // The count comes with the first page only.
    expect(second.body).toMatchObject({ count: null, count_exact: false });
    expect(second.body.results.map((r) => r.id)).not.toContain(first.body.results[0]?.id);
    // Every page put together: each listed member once, as many as counted.
    const ids = await allPages('', 5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(first.body.count ?? 0);
  });

  it('keeps the filters on the next pages and ends with next: null', async () => {
    const first = await directory('?search=pager&page_size=2');
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((r) => r.first_name)).toEqual(['Ana', 'Bea']);
    const second = await directory(`?search=pager&page_size=2&${after(first.body.next ?? '')}`);
    expect(second.body.results.map((r) => r.first_name)).toEqual(['Cleo', 'Dan']);
    const third = await directory(`?search=pager&page_size=2&${after(second.body.next ?? '')}`);
    expect(third.body.results.map((r) => r.first_name)).toEqual(['Eli']);
    expect(third.body.next).toBeNull();
    // A last page that is full says so too: no empty page after it.
    const exact = await directory('?search=pager&page_size=5');
    expect(exact.body.next).toBeNull();
  });

  it('answers a cursor it did not hand out with 400 {"cursor"}', async () => {
    for (const cursor of ['bm90LWEtY3Vyc29y', encodeCursor(12), 'not base64!', 'ZDE6cDowOng']) {
      const { status, body } = await directory(`?${after(cursor)}`);
      expect(status, cursor).toBe(400);
      // The school's language: French (issue 30 item 20).
      expect(body).toEqual({ cursor: ['Curseur invalide.'] });
    }
  });

  // Offset pages (`?page=2`) fail this test: the member added before the cursor after the
  // first page shifts the second page by one (a member shown twice), and the member removed
  // from the first page after the second shifts the third back (a member never shown).
  it('pager on a school whose members change while paging', async () => {
    const db = ctx.database.db;
    const me = (await ctx.app.inject({ url: '/api/users/me/', headers })).json<{ id: number }>();
    const before = await allPages('', 2);
    let added = 0;
    let removed = 0;
    const seen = await allPages('', 2, async (page) => {
      if (page === 1) {
        // A new member who sorts before everyone already shown.
        added = (await buildMember(db, demoId, { firstName: 'Aaron', lastName: 'Aaa' })).id;
      }
      if (page === 2) {
        // A member of the first page (not the one looking) leaves the school.
        removed = before.slice(0, 2).find((id) => id !== me.id) ?? 0;
        await db
          .update(userRoles)
          .set({ refusedAt: new Date() })
          .where(eq(userRoles.userId, removed));
      }
    });
    const afterwards = await allPages('', 2);
    expect(afterwards).toContain(added);
    expect(afterwards).not.toContain(removed);
    // Nobody twice; everyone listed from start to end exactly once, in the same order.
    expect(new Set(seen).size).toBe(seen.length);
    const stayed = before.filter((id) => afterwards.includes(id));
    expect(seen.filter((id) => stayed.includes(id))).toEqual(stayed);
    await db.update(userRoles).set({ refusedAt: null }).where(eq(userRoles.userId, removed));
  });
});

describe('the count past DIRECTORY_EXACT_COUNT_MAX', () => {
  it('is an estimate, flagged count_exact: false; a search of few members stays exact', async () => {
    const db = ctx.database.db;
    // 1,100 more members of demo, named Bulk, in one statement.
    await db.execute(sql`
      with made as (
        insert into users (email, first_name, last_name, is_active)
        select 'bulk' || g || '@example.org', 'Member' || g, 'Bulk', true
        from generate_series(1, 1100) g
        returning id
      )
      insert into user_roles (user_id, school_id, role, is_active)
      select id, ${demoId}, 4, true from made`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze user_roles`);
    const all = await directory('');
    expect(all.status).toBe(200);
    expect(all.body.count_exact).toBe(false);
    expect(all.body.count).toBeGreaterThan(DIRECTORY_EXACT_COUNT_MAX);
    expect(all.body.results).toHaveLength(24);
    // Each member comes with their own roles in the school.
    const bulk = await directory('?search=bulk&page_size=3');
    expect(bulk.body.results.map((r) => r.roles.map((role) => role.role))).toEqual([[4], [4], [4]]);
    const few = await directory('?search=pager');
    expect(few.body).toMatchObject({ count: 5, count_exact: true });
    // The pages still reach every member once.
    const ids = await allPages('search=bulk', 100);
    expect(ids).toHaveLength(1100);
    expect(new Set(ids).size).toBe(1100);
  });
});
