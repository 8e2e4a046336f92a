import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import { appConnectionOptions, type Database, type Db } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { lazyTransaction } from './pooled-transaction.ts';

// Issue 16: a request's transaction begins with its first query, so a request that queries
// nothing holds no connection and pays no `begin`/`commit`.
describe.runIf(process.env.DATABASE_URL)('a request transaction begun by its first query', () => {
  let database: Database & { url?: string };
  let pool: pg.Pool;
  let base: Db;
  let school: { id: number };
  let member: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await buildSchool(database.db);
    member = await buildMember(database.db, school.id);
    pool = new pg.Pool({
      connectionString: database.url,
      max: 2,
      options: appConnectionOptions('generic'),
    });
    base = drizzle({ client: pool }) as unknown as Db;
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  const settings = (tx: Db) =>
    tx.execute(
      sql`select current_setting('app.school_id', true) as school, current_setting('app.user_id', true) as "user", txid_current()::text as txid`,
    ) as unknown as Promise<{ rows: { school: string; user: string; txid: string }[] }>;

  it('takes no connection when nothing is queried', async () => {
    const transaction = lazyTransaction(base, school.id);
    await transaction?.setUser(member.id);
    await transaction?.end(true);
    expect(pool.totalCount).toBe(0);
  });

  it('begins with the school and the user, and keeps one transaction until it ends', async () => {
    const transaction = lazyTransaction(base, school.id);
    if (!transaction) throw new Error('expected a pooled transaction');
    await transaction.setUser(member.id);
    const [first, second] = await Promise.all([settings(transaction.tx), settings(transaction.tx)]);
    expect(first.rows[0]).toMatchObject({ school: String(school.id), user: String(member.id) });
    expect(second.rows[0]?.txid).toBe(first.rows[0]?.txid);
    // A user named once the transaction has begun is recorded in it at once.
    await transaction.setUser(member.id + 1);
    expect((await settings(transaction.tx)).rows[0]?.user).toBe(String(member.id + 1));
    await transaction.end(true);
    expect(pool.idleCount).toBe(pool.totalCount);
    await expect(settings(transaction.tx)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/after its transaction ended/) },
    });
  });

  it('rolls back what it wrote when ended without commit', async () => {
    const transaction = lazyTransaction(base, school.id);
    if (!transaction) throw new Error('expected a pooled transaction');
    await transaction.tx
      .insert(posts)
      .values({ schoolId: school.id, authorId: member.id, content: '<p>gone</p>' });
    await transaction.end(false);
    const rows = await database.db.select().from(posts);
    expect(rows).toEqual([]);
  });

  const planMode = async (tx: Db) =>
    (
      (await tx.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
        rows: { mode: string }[];
      }
    ).rows[0]?.mode;

  it('uses the connection’s generic plans unless asked to plan each run, before or after it began', async () => {
    const generic = lazyTransaction(base, school.id);
    if (!generic) throw new Error('expected a pooled transaction');
    expect(await planMode(generic.tx)).toBe('force_generic_plan');
    await generic.planEachRun();
    expect(await planMode(generic.tx)).toBe('auto');
    await generic.end(true);

    const eachRun = lazyTransaction(base, school.id);
    if (!eachRun) throw new Error('expected a pooled transaction');
    await eachRun.planEachRun();
    expect(pool.totalCount).toBeLessThanOrEqual(1);
    expect(await planMode(eachRun.tx)).toBe('auto');
    await eachRun.end(true);
    // Local to the transaction: the connection goes back to the pool as it came.
    expect(await planMode(base)).toBe('force_generic_plan');
  });

  it('plans a bound EXPLAIN with its values under generic plans (the directory estimate)', async () => {
    const transaction = lazyTransaction(base, school.id);
    if (!transaction) throw new Error('expected a pooled transaction');
    const rows = async (attnum: number) => {
      const result = (await transaction.tx.execute(
        sql`explain (format json) select * from pg_attribute where attnum > ${attnum}`,
      )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] };
      return result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    };
    expect(await planMode(transaction.tx)).toBe('force_generic_plan');
    expect(await rows(0)).toBeGreaterThan(10 * (await rows(30)));
    await transaction.end(true);
  });
});
