import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../test/api.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { schools, users } from '../db/schema/index.ts';
import { seedDemo } from './seed.ts';

/*
 * The demo school's seeded audit log (issue 31 item 2, "Seed and docs": a new install shows
 * School settings → logs working): a few entries its admin reads as the mechanism writes them,
 * and a real change made afterwards never joins a seeded entry's changes.
 */

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let headers: Record<string, string>;
let schoolId: number;

type Entry = {
  action: string;
  user: { first_name: string } | null;
  target: { type: string; id: string | null };
  changes: {
    table: string;
    operation: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    redacted: string[];
  }[];
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedDemo(db, { mediaDir: `${ctx.config.dataDir}/media` });
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.example.org'));
  if (!demo || !admin) throw new Error('demo not seeded');
  schoolId = demo.id;
  headers = await sessionHeaders(db, { userId: admin.id, schoolId, subdomain: 'demo' });
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the seeded audit log of demo', () => {
  it('holds a few entries of its admin and a super user, newest first, as the mechanism writes them', async () => {
    const res = await call('GET', `/api/schools/${schoolId}/logs/`, headers);
    expect(res.status).toBe(200);
    const results = res.body.results as Entry[];
    expect(results.map((entry) => entry.action)).toEqual([
      'postUserPassword',
      'patchSchoolInfoSchool',
      'patchRoleSettingsRole',
      'postDegreeDegrees',
      'patchCampusCampus',
      'patchSchoolInfoSchool',
    ]);
    expect(results.map((entry) => entry.user?.first_name)).toEqual([
      'Antoine',
      'Sophie',
      'Antoine',
      'Antoine',
      'Antoine',
      'Antoine',
    ]);
    const [password, , , degree, campus] = results as [Entry, Entry, Entry, Entry, Entry];
    expect(password.changes[0]).toMatchObject({ table: 'users', redacted: ['password_hash'] });
    expect(JSON.stringify(password.changes)).not.toMatch(/argon2/);
    expect(campus).toMatchObject({
      target: { type: 'campuses' },
      changes: [
        {
          table: 'campuses',
          operation: 'UPDATE',
          before: { name: 'Campus à distance' },
          after: { name: 'Campus en ligne' },
        },
      ],
    });
    expect(degree.changes[0]).toMatchObject({ operation: 'INSERT', before: null });
    // The "after" of each change is the data as seeded: what the school shows now.
    const campuses = await call('GET', `/api/schools/${schoolId}/campuses/`, headers);
    expect((campuses.body as unknown as { name: string }[]).map((c) => c.name)).toContain(
      'Campus en ligne',
    );
  });

  it('keeps the seeded entries apart from a real change made afterwards', async () => {
    const made = await call('PATCH', `/api/schools/${schoolId}/`, headers, {
      address: '14 rue de la Paix, 75002 Paris',
    });
    expect(made.status).toBe(200);
    const res = await call('GET', `/api/schools/${schoolId}/logs/?page_size=100`, headers);
    const results = res.body.results as Entry[];
    expect(results).toHaveLength(7);
    expect(results[0]?.changes).toEqual([
      expect.objectContaining({ after: { address: '14 rue de la Paix, 75002 Paris' } }),
    ]);
    for (const entry of results.slice(1)) expect(entry.changes).toHaveLength(1);
    const csv = await ctx.app.inject({
      url: `/api/schools/${schoolId}/logs/export/?lang=fr`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('campuses #');
    expect(csv.body).toContain('password_hash (masqué)');
  });
});
