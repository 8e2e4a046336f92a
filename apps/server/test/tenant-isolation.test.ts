import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from './api.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { type Operation, readOperations } from './openapi-operations.ts';
import { buildWorlds, type SchoolWorld, type Worlds } from './tenant-fixtures.ts';
import { NO_SUCCESS_EXPECTED, PATH_PARAMS, PLATFORM_WIDE, SAMPLES } from './tenant-samples.ts';
import { snapshotSchool } from './tenant-snapshot.ts';

/**
 * The tenant-isolation suite (architecture issue, part 7; DESIGN §4): generated from the
 * OpenAPI document. Every operation is sent on school A's host by six actors (anonymous,
 * member, validator of every scope, school admin, super user, and a member of both schools)
 * with every identifier taken from school B; no answer may carry B's marker and B's rows
 * must be unchanged. The same operations with A's own identifiers must succeed for at least
 * one actor, so a suite that only ever gets 400s cannot pass. An operation the registries
 * do not cover fails it. TENANT_DEBUG=<file> writes every request's outcome to that file.
 */

const ACTORS = ['anonymous', 'member', 'validator', 'admin', 'super', 'dual'] as const;
type Actor = (typeof ACTORS)[number];
interface Outcome {
  key: string;
  actor: Actor;
  variant: string;
  status: number;
  body: string;
}

let ctx: TestContext;
let worlds: Worlds;
let operations: Operation[];
let before: Record<string, string>;
const swapped: Outcome[] = [];
const sanity: Outcome[] = [];
let requests = 0;

/**
 * Which school's identifiers a request carries: `path` per path parameter and `body` for
 * the query and body (each defaults to `base`).
 */
interface Variant {
  label: string;
  base: SchoolWorld;
  path?: Record<string, SchoolWorld>;
  body?: SchoolWorld;
}

/** The operation's URL for `variant`, or the reason it cannot be built. */
function urlOf(op: Operation, variant: Variant): string | { missing: string } {
  let url = op.path;
  for (const param of op.params) {
    const world = variant.path?.[param.name] ?? variant.base;
    const rule = PATH_PARAMS.find(
      ([pattern, name]) => name === param.name && pattern.test(op.path),
    );
    const value = rule ? rule[2](world) : param.values?.[0];
    if (value === undefined) return { missing: `path parameter {${param.name}}` };
    url = url.replace(`{${param.name}}`, encodeURIComponent(String(value)));
  }
  const query = SAMPLES[op.key]?.query?.(variant.body ?? variant.base);
  if (query)
    url += `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, `${v}`]))}`;
  return url;
}

/** True when the operation's query or JSON body carries identifiers (it differs per school). */
function bodyNamesIds(op: Operation): boolean {
  const sample = SAMPLES[op.key];
  const of = (w: SchoolWorld) => JSON.stringify([sample?.query?.(w), sample?.json?.(w)]);
  return of(worlds.a) !== of(worlds.b);
}

/**
 * The swapped requests of an operation: every identifier B's; then, when it names more
 * than one, each alone B's among A's (e.g. A's post with B's comment), so that a lookup
 * behind the first one is reached too.
 */
function swaps(op: Operation, actor: Actor): Variant[] {
  const { a, b } = worlds;
  const variants: Variant[] = [{ label: 'all B', base: b }];
  // The member of both schools also names their own B role and B education.
  if (actor === 'dual' && op.path.startsWith('/api/users/{id}/')) {
    variants.push({ label: 'own B role', base: worlds.dualB });
  }
  const names = op.params.filter((p) => !p.values).map((p) => p.name);
  const idsInBody = bodyNamesIds(op);
  if (names.length + (idsInBody ? 1 : 0) > 1) {
    for (const name of names) variants.push({ label: `B {${name}}`, base: a, path: { [name]: b } });
    if (idsInBody) variants.push({ label: 'B body', base: a, body: b });
  }
  return variants;
}

/**
 * Operations after which a session may be gone (the caller's, or every session of the reset
 * token's owner): the next requests open new ones. A signed-in actor's 401 fails the suite.
 */
const ENDS_SESSIONS = [
  'DELETE /api/auth/logout/',
  'POST /api/users/me/password/',
  'POST /api/auth/password/reset/',
];
const sessions = new Map<Actor, Promise<Record<string, string>>>();

/** The actor's session headers on A's host, opened once (a session row written directly). */
function sessionOf(actor: Actor, userId: number): Promise<Record<string, string>> {
  let headers = sessions.get(actor);
  if (!headers) {
    headers = sessionHeaders(ctx.database.db, { userId, ...worlds.a });
    sessions.set(actor, headers);
  }
  return headers;
}

const actorUser = (actor: Actor): number | null =>
  actor === 'anonymous' ? null : worlds.actors[actor];

/** Sends `op` on A's host as `actor` with `variant`'s identifiers. */
async function send(op: Operation, actor: Actor, variant: Variant): Promise<Outcome> {
  const url = urlOf(op, variant);
  if (typeof url !== 'string') throw new Error(`${op.key}: ${url.missing}`);
  const a = worlds.a;
  const userId = actorUser(actor);
  const headers: Record<string, string> =
    userId === null
      ? { host: hostOf(a.subdomain), origin: `http://${hostOf(a.subdomain)}` }
      : { ...(await sessionOf(actor, userId)) };
  const sample = SAMPLES[op.key];
  const bodyWorld = variant.body ?? variant.base;
  let payload: string | Buffer | undefined;
  if (sample?.multipart) {
    const body = await sample.multipart(bodyWorld);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  } else if (sample?.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(sample.json(bodyWorld));
  }
  requests += 1;
  const res = await ctx.app.inject({ method: op.method, url, headers, payload });
  if (ENDS_SESSIONS.includes(op.key)) sessions.clear();
  const body = `${JSON.stringify(res.headers)}\n${res.body}`;
  return { key: op.key, actor, variant: variant.label, status: res.statusCode, body };
}

/** A signed-in actor answered 401: its session was lost, and the request proved nothing. */
const signedOut = (o: Outcome) => o.status === 401 && o.actor !== 'anonymous';
const leaks = (o: Outcome) => o.body.toLowerCase().includes('leakb');
const allowedToSeeB = (o: Outcome) => {
  const rule = PLATFORM_WIDE[o.key];
  return rule !== undefined && (rule.actors === undefined || rule.actors.includes(o.actor));
};
/**
 * Deletions run last in the sanity run; the article's (its like is taken back before), the
 * post's and the member's role last of all.
 */
const LAST = [
  'DELETE /api/articles/{id}/',
  'DELETE /api/posts/{id}/',
  'DELETE /api/users/{id}/roles/{roleId}/',
];
const lateness = (op: Operation) => (op.method === 'DELETE' ? 1 : 0) + LAST.indexOf(op.key) + 1;
const isWrite = (op: Operation) => op.method !== 'GET';

beforeAll(async () => {
  ctx = await createTestApp();
  operations = readOperations(ctx.app.swagger());
  worlds = await buildWorlds(ctx);
  before = await snapshotSchool(ctx.database.db, worlds.b.schoolId, worlds.bOnlyUsers);
}, 180_000);
afterAll(async () => {
  const outcome = (tag: string, o: Outcome) =>
    `${tag} ${o.status} ${o.actor} ${o.key} [${o.variant}] ${o.body.split('\n')[1]?.slice(0, 200)}`;
  if (process.env.TENANT_DEBUG) {
    const lines = [
      ...swapped.map((o) => outcome('SWAP', o)),
      ...sanity.map((o) => outcome('SANE', o)),
    ];
    writeFileSync(process.env.TENANT_DEBUG, `${lines.join('\n')}\n`);
  }
  if (operations) {
    const covered = new Set(swapped.map((o) => o.key)).size;
    const leaked = swapped.filter((o) => leaks(o) && !allowedToSeeB(o)).length;
    console.info(
      `tenant isolation: ${covered}/${operations.length} operations covered, ${requests} requests sent, ${leaked} leaks`,
    );
  }
  await ctx?.close();
});

// Hundreds of requests per test: one shared app and data, so the tests run in order.
describe('tenant isolation, generated from the OpenAPI document', { timeout: 180_000 }, () => {
  it('covers every operation: path parameters and bodies of each are in the registries', () => {
    expect(operations.length).toBeGreaterThan(70);
    const missing = operations.flatMap((op) => {
      const url = urlOf(op, { label: 'all B', base: worlds.b });
      const problems = typeof url === 'string' ? [] : [`${op.key}: no ${url.missing}`];
      const sample = SAMPLES[op.key];
      if (op.hasBody && !sample?.json && !sample?.multipart) {
        problems.push(`${op.key}: no sample body in SAMPLES`);
      }
      return problems;
    });
    const keys = new Set(operations.map((op) => op.key));
    const stale = [...Object.keys(SAMPLES), ...Object.keys(PLATFORM_WIDE)]
      .concat(Object.keys(NO_SUCCESS_EXPECTED))
      .filter((key) => !keys.has(key))
      .map((key) => `${key}: in a registry but not in the OpenAPI document`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it("leaks nothing of school B to any actor on A's host, with B's identifiers", async () => {
    // One operation at a time. A read's requests go in one small batch; a write's one by one,
    // so that each meets the state the one before left.
    for (const op of operations) {
      const requests = ACTORS.flatMap((actor) =>
        // Platform-wide writes of super users would change B on purpose: not sent.
        isWrite(op) && PLATFORM_WIDE[op.key]?.actors?.includes(actor)
          ? []
          : swaps(op, actor).map((variant) => () => send(op, actor, variant)),
      );
      if (isWrite(op)) for (const request of requests) swapped.push(await request());
      else swapped.push(...(await Promise.all(requests.map((request) => request()))));
    }
    const failures = swapped
      .filter((o) => o.status >= 500 || (leaks(o) && !allowedToSeeB(o)) || signedOut(o))
      .map((o) => `${o.key} (${o.variant}) as ${o.actor}: ${o.status} ${o.body.slice(0, 300)}`);
    expect(failures).toEqual([]);
    expect(new Set(swapped.map((o) => o.key)).size).toBe(operations.length);
    // The detector works: the super user's outbox does show B's mail (platform-wide).
    expect(swapped.some((o) => o.key === 'GET /api/outbox/' && leaks(o))).toBe(true);
  });

  it('leaves every row of school B unchanged', async () => {
    const after = await snapshotSchool(ctx.database.db, worlds.b.schoolId, worlds.bOnlyUsers);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });

  it("works with A's own identifiers: at least one actor succeeds on each operation", async () => {
    // Deletions last, so that the resources the other operations name still exist.
    const ordered = [...operations].sort((x, y) => lateness(x) - lateness(y));
    for (const op of ordered) {
      if (NO_SUCCESS_EXPECTED[op.key]) continue;
      for (const actor of ACTORS) {
        const outcome = await send(op, actor, { label: 'A', base: worlds.a });
        sanity.push(outcome);
        if (outcome.status < 300) break;
      }
    }
    const failing = ordered
      .filter((op) => !NO_SUCCESS_EXPECTED[op.key])
      .filter((op) => !sanity.some((o) => o.key === op.key && o.status < 300))
      .map(
        (op) =>
          `${op.key}: ${sanity
            .filter((o) => o.key === op.key)
            .map((o) => `${o.actor} ${o.status} ${o.body.split('\n')[1]?.slice(0, 160)}`)
            .join(' | ')}`,
      );
    const broken = sanity
      .filter((o) => o.status >= 500 || (leaks(o) && !allowedToSeeB(o)) || signedOut(o))
      .map((o) => `${o.key} as ${o.actor}: ${o.status} ${o.body.slice(0, 300)}`);
    expect([...failing, ...broken]).toEqual([]);
  });

  it('lets no anonymous caller succeed where the document declares a session needed', () => {
    // Issue 30 item 21: every operation declares its security; one needing the `sessionid`
    // cookie that answers an anonymous caller with a success would be declared wrongly.
    const needsSession = new Set(operations.filter((op) => !op.open).map((op) => op.key));
    const wrong = [...swapped, ...sanity]
      .filter((o) => o.actor === 'anonymous' && o.status < 300 && needsSession.has(o.key))
      .map((o) => `${o.key} [${o.variant}]: ${o.status}`);
    expect(wrong).toEqual([]);
    expect(operations.filter((op) => op.open).length).toBeGreaterThan(10);
  });
});
