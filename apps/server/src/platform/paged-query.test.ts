import { API_MESSAGE_REFS } from '@alumni/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import type { Database, Db } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { encodeCursor } from './cursor.ts';
import { HttpError } from './errors.ts';
import { keysetCut, keysetPage, type PageRequest, pagedQuery } from './paged-query.ts';

let database: Database;
let db: Db;
let schoolId: number;
/** The school's 7 posts by id; 3 of them edited. Another school holds 2 more. */
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const school = await buildSchool(db);
  const other = await buildSchool(db);
  schoolId = school.id;
  const author = await buildMember(db, school.id);
  const stranger = await buildMember(db, other.id);
  const rows = await db
    .insert(posts)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        schoolId: school.id,
        authorId: author.id,
        content: `<p>${i}</p>`,
        editedAt: i % 3 === 0 ? new Date() : null,
      })),
    )
    .returning({ id: posts.id });
  ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await db.insert(posts).values([
    { schoolId: other.id, authorId: stranger.id, content: '<p>B1</p>' },
    { schoolId: other.id, authorId: stranger.id, content: '<p>B2</p>' },
  ]);
});
afterAll(() => database.close());

/** A page of the school's posts by id, with their count and how many were edited. */
function postsPage(page: PageRequest) {
  const where = eq(posts.schoolId, schoolId);
  return pagedQuery(
    page,
    db.select({ id: posts.id }).from(posts).where(where).orderBy(asc(posts.id)).$dynamic(),
    db
      .select({
        count: count(),
        edited: sql<number>`count(*) filter (where ${posts.editedAt} is not null)::int`,
      })
      .from(posts)
      .where(where),
  );
}

describe('a numbered page (pagedQuery)', () => {
  it('reads the first page in order, with the count of every matching row', async () => {
    const page = await postsPage({ page: 1, page_size: 3 });
    expect(page.rows.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(page.count).toBe(7);
  });

  it('reads a last page that is not full', async () => {
    const page = await postsPage({ page: 3, page_size: 3 });
    expect(page.rows.map((r) => r.id)).toEqual(ids.slice(6));
    expect(page.count).toBe(7);
  });

  it('answers a page past the end with no rows and still the full count', async () => {
    const page = await postsPage({ page: 4, page_size: 3 });
    expect(page.rows).toEqual([]);
    expect(page.count).toBe(7);
    expect((await postsPage({ page: 100, page_size: 50 })).count).toBe(7);
  });

  it('counts exactly the rows its query matches, on every page, with other totals', async () => {
    const matching = await db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.schoolId, schoolId));
    const seen: number[] = [];
    for (let p = 1; p <= 5; p++) {
      const page = await postsPage({ page: p, page_size: 2 });
      seen.push(...page.rows.map((r) => r.id));
      expect(page.count).toBe(matching.length);
      expect(page.edited).toBe(3);
    }
    expect(seen).toEqual(ids);
  });

  it('counts nothing for a list with no rows', async () => {
    const where = and(eq(posts.schoolId, schoolId), eq(posts.id, 0));
    const page = await pagedQuery(
      { page: 1, page_size: 10 },
      db.select({ id: posts.id }).from(posts).where(where).orderBy(asc(posts.id)).$dynamic(),
      db.select({ count: count() }).from(posts).where(where),
    );
    expect(page).toEqual({ rows: [], count: 0 });
  });
});

describe('a keyset page (keysetPage, keysetCut)', () => {
  /** The school's posts after `after` by id, at most `limit`. */
  const read = (after: number | null, limit: number) =>
    db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.schoolId, schoolId), after === null ? undefined : gt(posts.id, after)))
      .orderBy(asc(posts.id))
      .limit(limit);

  it('walks the list page after page: every row once, no cursor after the last page', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await keysetPage(cursor, 3, read);
      seen.push(...page.rows.map((r) => r.id));
      sizes.push(page.rows.length);
      if (!page.next) break;
      cursor = page.next;
    }
    expect(seen).toEqual(ids);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('gives no cursor when the page ends the list exactly', async () => {
    const first = await keysetPage(undefined, 7, read);
    expect(first.rows).toHaveLength(7);
    expect(first.next).toBeNull();
    const after = await keysetPage(encodeCursor(ids[6] ?? 0), 7, read);
    expect(after).toEqual({ rows: [], next: null });
  });

  it('refuses a cursor this server did not hand out (400)', async () => {
    const error = await keysetPage('bm90LWEtY3Vyc29y', 3, read).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    // A message reference, put into words by the error handler (api-messages.ts).
    expect(error).toMatchObject({
      statusCode: 400,
      body: { cursor: [API_MESSAGE_REFS.invalidCursor] },
    });
  });

  it('cuts the spare row and names the last row shown', () => {
    expect(keysetCut([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({
      rows: [1, 2],
      next: 'after 2',
    });
    expect(keysetCut([1, 2], 2, (last) => `after ${last}`)).toEqual({ rows: [1, 2], next: null });
    expect(keysetCut([], 2, String)).toEqual({ rows: [], next: null });
  });
});
