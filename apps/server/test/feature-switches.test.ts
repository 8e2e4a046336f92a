import { FEATURE_OF_TEMPLATE, FEATURE_ROUTES, type FeaturePath } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema/index.ts';
import { sessionHeaders } from './api.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { validVariant } from './fuzz/variants.ts';
import { type Operation, readOperations } from './openapi-operations.ts';
import { switchFeatures as switchSchoolFeatures } from './school-features.ts';
import { buildWorlds, type Worlds } from './tenant-fixtures.ts';
import { snapshotSchool } from './tenant-snapshot.ts';

/*
 * Issue 30 item 19: feature switches were only the web's. With the blog off, a member's
 * `POST /api/articles/` published an article that reached the feed; with the feed, events and
 * jobs off, their operations still answered. Generated from the OpenAPI document and the
 * contract's table (FEATURE_ROUTES): with every switchable feature off in school A, each
 * operation of those features is sent by each actor with A's own identifiers and a valid
 * body, and must answer 404 in the error shape and write nothing; feed cards of switched-off
 * items disappear; the admin turns the blog back on through the feature settings.
 */

const ACTORS = ['anonymous', 'member', 'validator', 'admin', 'super'] as const;
type Actor = (typeof ACTORS)[number];
const SWITCHED = Object.keys(FEATURE_ROUTES) as FeaturePath[];

let ctx: TestContext;
let worlds: Worlds;
let operations: Operation[];
const headers = new Map<Actor, Record<string, string>>();

async function headersOf(actor: Actor): Promise<Record<string, string>> {
  const a = worlds.a;
  if (actor === 'anonymous') {
    return { host: hostOf(a.subdomain), origin: `http://${hostOf(a.subdomain)}` };
  }
  let known = headers.get(actor);
  if (!known) {
    known = await sessionHeaders(ctx.database.db, { userId: worlds.actors[actor], ...a });
    headers.set(actor, known);
  }
  return known;
}

/** Switches `paths` on or off in school A. */
const switchFeatures = (paths: FeaturePath[], enabled: boolean) =>
  switchSchoolFeatures(ctx.database.db, worlds.a.schoolId, paths, enabled);

/** The feed's cards of shared items the member sees (type of each). */
async function feedSubjects(): Promise<string[]> {
  const res = await ctx.app.inject({ url: '/api/posts/', headers: await headersOf('member') });
  expect(res.statusCode).toBe(200);
  const results = res.json().results as { subject: { type: string } | null }[];
  return results.flatMap((post) => (post.subject ? [post.subject.type] : []));
}

beforeAll(async () => {
  ctx = await createTestApp();
  operations = readOperations(ctx.app.swagger());
  worlds = await buildWorlds(ctx);
  // The card the feed gets when the member's article is published (feed/subscribers.ts).
  await ctx.database.db.insert(posts).values({
    schoolId: worlds.a.schoolId,
    authorId: worlds.a.member,
    content: '',
    subjectType: 'article',
    subjectId: worlds.a.article,
  });
}, 180_000);
afterAll(() => ctx?.close());

describe('feature switches, generated from the OpenAPI document', { timeout: 180_000 }, () => {
  it('names operations of every switchable feature, all in the document', () => {
    const keys = new Set(operations.map((op) => op.path));
    const missing = [...FEATURE_OF_TEMPLATE.keys()].filter((template) => !keys.has(template));
    expect(missing).toEqual([]);
    for (const feature of SWITCHED) {
      const own = operations.filter((op) => FEATURE_OF_TEMPLATE.get(op.path) === feature);
      expect(own.length, feature).toBeGreaterThan(0);
    }
  });

  it("shows an article's feed card while the blog is on", async () => {
    expect(await feedSubjects()).toContain('article');
  });

  it('answers 404 to every actor on every operation of a switched-off feature, writing nothing', async () => {
    // The feed itself stays on here, to read its cards below; it is switched off after.
    const off = SWITCHED.filter((feature) => feature !== 'feed');
    await switchFeatures(off, false);
    expect(await feedSubjects()).not.toContain('article');
    await switchFeatures(['feed'], false);
    const db = ctx.database.db;
    const people = [worlds.a.member, worlds.a.other, worlds.a.admin, worlds.a.validator];
    for (const actor of ACTORS) await headersOf(actor);
    const before = await snapshotSchool(db, worlds.a.schoolId, people);
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations.filter((o) => FEATURE_OF_TEMPLATE.has(o.path))) {
      const variant = await validVariant(op, worlds.a);
      for (const actor of ACTORS) {
        const requestHeaders = { ...(await headersOf(actor)) };
        if (variant.contentType) requestHeaders['content-type'] = variant.contentType;
        const res = await ctx.app.inject({
          method: op.method,
          url: variant.url,
          headers: requestHeaders,
          payload: variant.payload,
        });
        sent += 1;
        const detail = res.headers['content-type']?.toString().startsWith('application/json')
          ? (res.json() as { detail?: unknown }).detail
          : undefined;
        if (res.statusCode !== 404 || typeof detail !== 'string') {
          wrong.push(`${op.key} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    const after = await snapshotSchool(db, worlds.a.schoolId, people);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });

  it('leaves the other operations alone, and lets the admin switch a feature back on', async () => {
    const admin = await headersOf('admin');
    expect(
      (await ctx.app.inject({ url: '/api/users/me/', headers: await headersOf('member') }))
        .statusCode,
    ).toBe(200);
    // The blog and the feed back on; the other switched features stay off.
    const back = ['blog', 'feed'];
    const entries = worlds.a.featureList.map((entry) => ({
      ...entry,
      enabled:
        back.includes(entry.path) ||
        (!SWITCHED.includes(entry.path as FeaturePath) && entry.enabled),
    }));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/schools/${worlds.a.schoolId}/features/`,
      headers: admin,
      payload: { features: entries },
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = await ctx.app.inject({
      url: '/api/articles/',
      headers: await headersOf('member'),
    });
    expect(list.statusCode).toBe(200);
    expect(await feedSubjects()).toContain('article');
    // Events are still off.
    const events = await ctx.app.inject({ url: '/api/events/', headers: admin });
    expect(events.statusCode).toBe(404);
  });
});
