import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import type { Database, Db } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { APP_ROLE, lazyTransaction } from './pooled-transaction.ts';

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
    pool = new pg.Pool({ connectionString: database.url, max: 2, options: `-c role=${APP_ROLE}` });
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
});
