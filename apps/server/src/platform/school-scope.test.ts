import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import type { Database, Db } from '../db/client.ts';
import { posts, sessions, userRoles } from '../db/schema/index.ts';
import { afterCommit, withAllSchools, withSchool } from './school-scope.ts';
import { hashToken, newToken, sessionUser } from './sessions.ts';

let database: Database;
let schoolA: { id: number; subdomain: string };
let schoolB: { id: number; subdomain: string };
let authorA: { id: number };
let authorB: { id: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  schoolA = await buildSchool(db);
  schoolB = await buildSchool(db);
  authorA = await buildMember(db, schoolA.id);
  authorB = await buildMember(db, schoolB.id);
  await db.insert(posts).values([
    { schoolId: schoolA.id, authorId: authorA.id, content: '<p>A1</p>' },
    { schoolId: schoolA.id, authorId: authorA.id, content: '<p>A2</p>' },
    { schoolId: schoolB.id, authorId: authorB.id, content: '<p>B1</p>' },
  ]);
});
afterAll(() => database.close());

const contents = async (db: Db) =>
  (await db.select({ content: posts.content }).from(posts).orderBy(posts.id)).map((p) => p.content);

describe('the tenancy wall (row-level security behind the school scope)', () => {
  it.runIf(process.env.DATABASE_URL)(
    'shows no school-scoped row to the app outside any school scope (PostgreSQL)',
    async () => {
      expect(await contents(database.app)).toEqual([]);
      const [row] = await database.app.select({ n: sql<number>`count(*)::int` }).from(userRoles);
      expect(row?.n).toBe(0);
      // The owner (fixtures, migrations) is not subject to the policies.
      expect(await contents(database.db)).toHaveLength(3);
    },
  );

  it('stops a deliberately unscoped query at the school of the scope', async () => {
    // No school predicate anywhere: row-level security alone keeps school B out.
    expect(await withSchool(database.app, schoolA.id, (tx) => contents(tx))).toEqual([
      '<p>A1</p>',
      '<p>A2</p>',
    ]);
    // Neither does the proxy reach another school when used inside the scope.
    expect(await withSchool(database.app, schoolB.id, () => contents(database.app))).toEqual([
      '<p>B1</p>',
    ]);
    const changed = await withSchool(database.app, schoolA.id, (tx) =>
      tx.update(posts).set({ content: '<p>edited</p>' }).returning({ id: posts.id }),
    );
    expect(changed).toHaveLength(2);
    expect(await contents(database.db)).toEqual(['<p>edited</p>', '<p>edited</p>', '<p>B1</p>']);
  });

  it("refuses to write a row into another school's data", async () => {
    await expect(
      withSchool(database.app, schoolA.id, (tx) =>
        tx.insert(posts).values({ schoolId: schoolB.id, authorId: authorA.id, content: 'x' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(eq(posts.content, 'x'));
    expect(row?.n).toBe(0);
  });

  it("lets a signed-in user read their own roles in other schools, not other people's", async () => {
    const member = await buildMember(database.db, schoolA.id);
    await database.db
      .insert(userRoles)
      .values({ userId: member.id, schoolId: schoolB.id, role: 3 });
    const token = newToken();
    await database.db.insert(sessions).values({
      idHash: hashToken(token),
      userId: member.id,
      schoolId: schoolA.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const found = await withSchool(database.app, schoolA.id, (tx) =>
      sessionUser(tx, token, schoolA.subdomain),
    );
    expect(found?.roles.map((r) => r.schoolId)).toEqual([schoolA.id, schoolB.id]);
    // Without a user in the scope only school A's roles are visible (authorB's is in B).
    const visible = await withSchool(database.app, schoolA.id, (tx) =>
      tx.select({ userId: userRoles.userId }).from(userRoles),
    );
    expect(visible.map((r) => r.userId)).not.toContain(authorB.id);
    // A session opened in school A authenticates nobody in school B's scope.
    expect(
      await withSchool(database.app, schoolB.id, (tx) => sessionUser(tx, token, schoolA.subdomain)),
    ).toBeNull();
  });

  it('crosses schools only through the audited path, and restores the scope after it', async () => {
    const audited: string[] = [];
    const seen = await withSchool(database.app, schoolA.id, async (tx) => {
      const all = await withAllSchools(
        tx,
        'test: every school',
        (entry) => audited.push(entry.reason),
        (inner) => contents(inner),
      );
      return { all, after: await contents(tx) };
    });
    expect(audited).toEqual(['test: every school']);
    expect(seen.all).toHaveLength(3);
    expect(seen.after).toHaveLength(2);
  });

  it('runs after-commit work once the change is visible, and drops it on rollback', async () => {
    const seen: string[][] = [];
    const record = (db: Db) =>
      afterCommit(
        db,
        schoolB.id,
        async (tx) => {
          seen.push(await contents(tx));
        },
        (error) => {
          throw error;
        },
      );
    await withSchool(database.app, schoolB.id, async (tx) => {
      await tx.insert(posts).values({ schoolId: schoolB.id, authorId: authorB.id, content: 'B2' });
      record(tx);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([['<p>B1</p>', 'B2']]);
    await expect(
      withSchool(database.app, schoolB.id, async () => {
        record(database.app);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toHaveLength(1);
  });

  it('has row-level security on every table that holds a school_id', async () => {
    // A new area's table with a school_id and no policy fails here (docs/architecture.md).
    const result = await database.db.execute(sql`
      select c.relname as name, c.relrowsecurity as rls,
        exists (select 1 from pg_policy p where p.polrelid = c.oid) as policy
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`);
    const tables = (
      result as unknown as { rows: { name: string; rls: boolean; policy: boolean }[] }
    ).rows;
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((t) => !t.rls || !t.policy).map((t) => t.name)).toEqual([]);
  });
});
