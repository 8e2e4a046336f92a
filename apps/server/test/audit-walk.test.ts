import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from './api.ts';
import { createTestApp, type TestContext } from './app.ts';
import { validVariant } from './fuzz/variants.ts';
import { uploadGroupImages } from './groups.ts';
import { uploadJobFiles } from './jobs.ts';
import { type Operation, readOperations } from './openapi-operations.ts';
import { multipart, tinyPdf, tinyPng } from './tenant-bodies.ts';
import { buildWorlds, type SchoolWorld, type Worlds } from './tenant-fixtures.ts';
import { NO_SUCCESS_EXPECTED } from './tenant-samples.ts';

/**
 * The audit walk (issue 31 item 2, acceptance "Audit test"): generated from the OpenAPI
 * document like the tenant-isolation and fuzz suites. Every write operation (not GET) is sent
 * by school A's admin with its valid sample (test/tenant-samples.ts, naming the admin's own
 * uploads), and by a super user when the admin may not; each one answered 2xx or 3xx must
 * leave exactly one new audit entry, named after the operation, whose row changes show before
 * and after where fields changed and never a secret. An operation neither can perform, or
 * that is not an admin's write, is listed below with its reason; a new write operation that
 * succeeds and writes no entry (or two), or that both are refused unlisted, fails the walk.
 * AUDIT_DEBUG=1 prints each request's outcome.
 */

/**
 * Write operations that succeed without going through the policy gate (`authorize`): not an
 * admin's write, so no entry, by design (docs/architecture.md "Audit log").
 */
const NOT_ADMIN_WRITES: Record<string, string> = {
  'POST /api/auth/login/':
    'signing in: nobody is signed in yet (the session is its own record; failures are throttled)',
  'DELETE /api/auth/logout/': 'signing out ends the caller’s own session only',
  'POST /api/auth/password/forgot/': 'anonymous: asks for a reset link by mail',
  'POST /api/auth/password/reset/': 'anonymous: the reset link’s token is the proof',
  'POST /api/registration/': 'anonymous: a person registers',
  'POST /api/registration/activation/': 'anonymous: the activation link’s token is the proof',
  'POST /api/registration/activation/renewal/':
    'anonymous: the expired activation link’s token is the proof',
  'POST /api/unsubscription/': 'anonymous: the mailing link’s token is the proof',
  'POST /api/unsubscription/one-click/':
    'anonymous: the mailing link’s token is the proof (RFC 8058, sent by mail providers)',
  'PUT /api/jobs/update/{token}/': 'anonymous: a job ad’s update link (its token is the proof)',
  'POST /api/jobs/update/{token}/deactivate/':
    'anonymous: a job ad’s update link (its token is the proof)',
  'POST /api/schools/{id}/integrations/{integrationId}/test/':
    'changes nothing: its transaction ends before it calls the other system (no connection waits on it)',
};

/**
 * Write operations that neither school A's admin nor a super user can perform with the
 * sample, with the reason: the member's own actions.
 */
const ADMIN_CANNOT: Record<string, string> = {
  'POST /api/users/{id}/roles/{roleId}/change-requests/':
    'only the role’s owner asks for a change of degree, year or campus (spec 1 §4)',
  'PATCH /api/posts/{id}/': 'only its author edits a post',
  'PATCH /api/posts/{id}/comments/{commentId}/': 'only its author edits a comment',
  'POST /api/events/{id}/registrations/{registrationId}/documents/{documentId}/':
    'only the registrant uploads their documents (the walk has the member upload one first)',
  'PATCH /api/mentorship/matches/{id}/':
    'only the mentor accepts or refuses, the mentee cancels (spec 1 §4 Mentorship request)',
  'DELETE /api/mentorship/matches/{id}/': 'only its mentor or mentee deletes a match on their side',
  'POST /api/mentorship/matches/{id}/meetings/':
    'only the mentor and the mentee log their meetings',
  'DELETE /api/mentorship/matches/{id}/meetings/{meetingId}/': 'only its author deletes a meeting',
  'POST /api/mentorship/matches/{id}/rating/':
    'only the mentee rates the mentorship (issue 33 item 4)',
};

/**
 * Operations sent first: the admin's edit of the member's education validates it, after which
 * there is no pending one to decide.
 */
const FIRST = ['POST /api/educations/{id}/{decision}/'];

/** Deletions last (the resources the others name must exist), the post and role last of all. */
const LAST = [
  'DELETE /api/articles/{id}/',
  'DELETE /api/posts/{id}/',
  'DELETE /api/users/{id}/roles/{roleId}/',
];
const lateness = (op: Operation) =>
  FIRST.includes(op.key) ? -1 : (op.method === 'DELETE' ? 1 : 0) + LAST.indexOf(op.key) + 1;
/** Operations after which the caller's session may be gone: the next request opens a new one. */
const ENDS_SESSIONS = [
  'POST /api/auth/login/',
  'DELETE /api/auth/logout/',
  'POST /api/users/me/password/',
];
/** Who sends each write: the school's admin, then a super user when the admin may not. */
const WRITERS = ['admin', 'super'] as const;
/** A column named like a secret (the trigger's own pattern, migration 0032). */
const SECRET =
  /password|passwd|secret|token|hash|salt|encrypted|credential|email_backend|api_key|session|check_in_code/;

let ctx: TestContext;
let worlds: Worlds;
/** School A as its admin writes in it: the samples name the admin's own uploads. */
let adminWorld: SchoolWorld;
/** A second CV of the admin: a resent application takes a new upload (the first was used). */
let resentCv: SchoolWorld['jobFile'];
let writes: Operation[];
const operationIds = new Map<string, string>();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The id of the newest audit entry (0 when none). */
async function lastEntry(): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await ctx.database.db.execute(sql`select coalesce(max(id), 0) as id from audit_log`),
  );
  return Number(row?.id ?? 0);
}

interface EntrySeen {
  id: number;
  action: string;
  school_id: number;
  actor_id: number;
  changes: { table_name: string; operation: string; before: unknown; after: unknown }[];
}

/** The entries written after `since`, with their changes (read as the owner). */
async function entriesSince(since: number): Promise<EntrySeen[]> {
  return rowsOf<EntrySeen>(
    await ctx.database.db.execute(sql`
      select l.id::int as id, l.action, l.school_id, l.actor_id,
        coalesce((select json_agg(json_build_object('table_name', c.table_name,
          'operation', c.operation, 'before', c.before, 'after', c.after, 'redacted', c.redacted)
          order by c.id) from audit_changes c where c.txid = l.txid and c.school_id = l.school_id),
          '[]') as changes
      from audit_log l where l.id > ${since} order by l.id`),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  const document = ctx.app.swagger() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId) operationIds.set(`${method.toUpperCase()} ${path}`, op.operationId);
    }
  }
  writes = readOperations(document)
    .filter((op) => op.method !== 'GET')
    .sort((x, y) => lateness(x) - lateness(y));
  worlds = await buildWorlds(ctx);
  adminWorld = await withAdminUploads(worlds.a);
  await uploadRegistrationDocument(worlds.a);
}, 180_000);

/** The member uploads the document their registration awaits, for the admin to decide. */
async function uploadRegistrationDocument(a: SchoolWorld): Promise<void> {
  const who = { userId: a.member, schoolId: a.schoolId, subdomain: a.subdomain };
  const body = multipart('walk.pdf', 'application/pdf', tinyPdf());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/events/${a.eventDocuments}/registrations/${a.eventRegistrationDocuments}/documents/${a.eventDocument}/`,
    headers: {
      ...(await sessionHeaders(ctx.database.db, who)),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  if (res.statusCode >= 300) throw new Error(`document upload: ${res.statusCode} ${res.body}`);
}

/**
 * School A's world with the files the samples name uploaded by its admin instead of the
 * member (an upload is used by its uploader only): a post image, an article cover, a job logo,
 * a CV and a group's two images.
 */
async function withAdminUploads(a: SchoolWorld): Promise<SchoolWorld> {
  const who = { userId: a.admin, schoolId: a.schoolId, subdomain: a.subdomain };
  const headers = await sessionHeaders(ctx.database.db, who);
  const upload = async (url: string) => {
    const body = multipart('walk.png', 'image/png', await tinyPng());
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { key: string }).key;
  };
  const job = await uploadJobFiles(ctx.app, ctx.database.db, who);
  resentCv = (await uploadJobFiles(ctx.app, ctx.database.db, who)).file;
  return {
    ...a,
    postImage: await upload('/api/posts/images/'),
    articleCover: await upload('/api/articles/covers/'),
    jobLogo: job.logo,
    jobFile: job.file,
    groupUploads: await uploadGroupImages(ctx.app, ctx.database.db, who),
  };
}
afterAll(() => ctx?.close());

describe('the audit walk, generated from the OpenAPI document', { timeout: 180_000 }, () => {
  it('lists only operations of the document', () => {
    const keys = new Set(writes.map((op) => op.key));
    const stale = [...Object.keys(NOT_ADMIN_WRITES), ...Object.keys(ADMIN_CANNOT)].filter(
      (key) => !keys.has(key),
    );
    expect(stale).toEqual([]);
    expect(writes.length).toBeGreaterThan(60);
  });

  it("leaves exactly one entry per successful write of an admin, with the operation's name", async () => {
    const a = worlds.a;
    const sessions = new Map<string, Promise<Record<string, string>>>();
    const headersOf = (writer: (typeof WRITERS)[number]) => {
      let headers = sessions.get(writer);
      if (!headers) {
        headers = sessionHeaders(ctx.database.db, { userId: worlds.actors[writer], ...a });
        sessions.set(writer, headers);
      }
      return headers;
    };
    const wrong: string[] = [];
    const seen: EntrySeen[] = [];
    let audited = 0;
    for (const op of writes) {
      if (NO_SUCCESS_EXPECTED[op.key]) continue;
      // Token links act on the member's ad, naming the member's uploads.
      const world = NOT_ADMIN_WRITES[op.key]
        ? a
        : op.key === 'PUT /api/jobs/{id}/applications/mine/'
          ? // The admin resends the application the walk made to the open ad.
            { ...adminWorld, jobFile: resentCv, jobAdApplied: a.jobAdOpen }
          : adminWorld;
      const variant = await validVariant(op, world);
      let res: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
      let entries: EntrySeen[] = [];
      let writer: (typeof WRITERS)[number] = 'admin';
      for (writer of WRITERS) {
        const before = await lastEntry();
        res = await ctx.app.inject({
          method: op.method,
          url: variant.url,
          headers: {
            ...(await headersOf(writer)),
            ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
          },
          payload: variant.payload,
        });
        if (ENDS_SESSIONS.includes(op.key)) sessions.clear();
        entries = await entriesSince(before);
        if (process.env.AUDIT_DEBUG) {
          console.info(
            `${op.key} as ${writer}: ${res.statusCode} ${entries.length} ${res.body.slice(0, 300)} ${String(variant.payload ?? '').slice(0, 300)}`,
          );
        }
        if (res.statusCode < 400 || res.statusCode >= 500 || entries.length > 0) break;
      }
      if (!res) continue;
      const succeeded = res.statusCode >= 200 && res.statusCode < 400;
      const what = `${op.key} as ${writer}: ${res.statusCode}`;
      if (res.statusCode >= 500) wrong.push(`${what} ${res.body.slice(0, 200)}`);
      else if (!succeeded) {
        if (!ADMIN_CANNOT[op.key]) {
          wrong.push(
            `${what} (the admin cannot: list it with the reason) ${res.body.slice(0, 200)}`,
          );
        }
        if (entries.length > 0) wrong.push(`${what} refused, yet ${entries.length} entries`);
      } else if (ADMIN_CANNOT[op.key]) {
        wrong.push(`${what} succeeded: remove it from ADMIN_CANNOT`);
      } else if (NOT_ADMIN_WRITES[op.key]) {
        if (entries.length > 0) wrong.push(`${what} is no admin write, yet has an entry`);
      } else if (entries.length !== 1) {
        wrong.push(`${what} left ${entries.length} entries (${entries.map((e) => e.action)})`);
      } else {
        const [entry] = entries as [EntrySeen];
        audited += 1;
        seen.push(entry);
        if (entry.action !== operationIds.get(op.key)) {
          wrong.push(`${what} entry named ${entry.action}, not ${operationIds.get(op.key)}`);
        }
        if (entry.school_id !== a.schoolId || entry.actor_id !== worlds.actors[writer]) {
          wrong.push(`${what} entry of school ${entry.school_id} by ${entry.actor_id}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(audited).toBeGreaterThan(50);
    // Before and after where fields changed; nothing of a secret, ever.
    const changes = seen.flatMap((entry) =>
      entry.changes.map((c) => ({ ...c, action: entry.action })),
    );
    const updates = changes.filter((c) => c.operation === 'UPDATE');
    expect(updates.length).toBeGreaterThan(10);
    const halfUpdates = updates.filter(
      (c) =>
        JSON.stringify(Object.keys(c.before ?? {})) !== JSON.stringify(Object.keys(c.after ?? {})),
    );
    expect(halfUpdates).toEqual([]);
    const secrets = changes.flatMap((c) =>
      [c.before, c.after].flatMap((values) =>
        Object.keys(values ?? {})
          .filter((field) => SECRET.test(field))
          .map((field) => `${c.action} ${c.table_name}.${field}`),
      ),
    );
    expect(secrets).toEqual([]);
    expect(JSON.stringify(changes)).not.toMatch(/\$argon2/);
  });

  it('shows the school’s name before and after its admin renamed it, in the log', async () => {
    const a = worlds.a;
    const headers = await sessionHeaders(ctx.database.db, { userId: a.admin, ...a });
    const details = await ctx.app.inject({ url: `/api/schools/${a.subdomain}/details/`, headers });
    const name = (details.json() as { name: string }).name;
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/schools/${a.schoolId}/`,
      headers,
      payload: { name: 'Walked school' },
    });
    expect(renamed.statusCode).toBe(200);
    const read = await ctx.app.inject({
      url: `/api/schools/${a.schoolId}/logs/?action=patchSchoolInfoSchool&page_size=1`,
      headers,
    });
    const [entry] = (read.json() as { results: { changes: unknown[] }[] }).results;
    expect(entry?.changes).toContainEqual(
      expect.objectContaining({
        table: 'schools',
        operation: 'UPDATE',
        before: expect.objectContaining({ name }),
        after: expect.objectContaining({ name: 'Walked school' }),
      }),
    );
  });
});
