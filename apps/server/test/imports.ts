import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MEMBER_IMPORT_COLUMNS, ROLE } from '@alumni/domain';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { importLogs, imports } from '../src/db/schema/index.ts';
import { schools, userRoles, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import type { SchoolRow } from '../src/platform/tenancy.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/seed.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { sameOrigin, signIn } from './session.ts';

/**
 * What the import API tests share (modules/imports/*.test.ts): the seeded demo schools with
 * an admin, a super user, a member and the admin of another school signed in, the sample
 * files, and callers for uploads and actions.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
export const expected = JSON.parse(fixture('members-sample.expected.json').toString()) as {
  rows: number;
  valid: number;
  invalid: { line: number; reason: string }[];
};
export const HEADER = MEMBER_IMPORT_COLUMNS.join(';');

export interface ImportsWorld {
  ctx: TestContext;
  demo: SchoolRow;
  admin: string;
  superUser: string;
  member: string;
  otherAdmin: string;
}

/** A test app on the seeded demo, with the session cookies of the four actors the tests use. */
export async function startImportsWorld(): Promise<ImportsWorld> {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  await seedDemo(db, { mediaDir: `${ctx.config.dataDir}/media` });
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [en] = await db.select().from(schools).where(eq(schools.subdomain, 'campus-en'));
  if (!demo || !en) throw new Error('seed schools missing');
  // An admin of the other seeded school, to prove another school's import is not found.
  const [enAdmin] = await db
    .insert(users)
    .values({
      email: 'admin@campus-en.example.org',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Erin',
      lastName: 'Admin',
      isActive: true,
    })
    .returning();
  await db.insert(userRoles).values({
    userId: enAdmin?.id ?? 0,
    schoolId: en.id,
    role: ROLE.SchoolAdmin,
    isActive: true,
  });
  return {
    ctx,
    demo,
    admin: await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    superUser: await signIn(ctx.app, 'demo', 'super@example.org', DEMO_PASSWORD),
    member: await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    otherAdmin: await signIn(ctx.app, 'campus-en', 'admin@campus-en.example.org', DEMO_PASSWORD),
  };
}

/** A multipart/form-data body with one file in the field `file`, as the web sends it. */
export function multipartFile(fileName: string, content: string | Buffer) {
  const boundary = `----alumni-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The body of a 2xx answer; throws with the status and body otherwise. */
export const json = (res: LightMyRequestResponse) => {
  if (res.statusCode >= 300) throw new Error(`status ${res.statusCode}: ${res.body}`);
  return res.json();
};

/** Callers on the world `get()` returns once started (read at each call). */
export function importsApi(get: () => ImportsWorld) {
  function upload(
    url: string,
    cookie: string | null,
    fileName: string,
    content: string | Buffer,
    subdomain = 'demo',
  ) {
    const body = multipartFile(fileName, content);
    return get().ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(cookie ? sameOrigin(subdomain, cookie) : { host: hostOf(subdomain) }),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  }
  const uploadMembers = (content: string | Buffer, cookie?: string | null, name = 'm.csv') =>
    upload('/api/imports/members/', cookie === undefined ? get().admin : cookie, name, content);
  function post(url: string, cookie: string | null, subdomain = 'demo') {
    return get().ctx.app.inject({
      method: 'POST',
      url,
      headers: cookie ? sameOrigin(subdomain, cookie) : { host: hostOf(subdomain) },
    });
  }
  function getUrl(url: string, cookie: string | null, subdomain = 'demo') {
    return get().ctx.app.inject({
      url,
      headers: cookie ? { host: hostOf(subdomain), cookie } : { host: hostOf(subdomain) },
    });
  }
  /** Uploads as the demo admin, submits, and validates as the super user; returns the import. */
  async function importThroughApi(content: string | Buffer, name = 'members.csv') {
    const { admin, superUser } = get();
    const draft = json(await uploadMembers(content, admin, name));
    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    return json(await post(`/api/imports/${draft.id}/validate/`, superUser));
  }
  async function countOf(table: typeof users | typeof importLogs | typeof imports) {
    const [row] = await get().ctx.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }
  return { upload, uploadMembers, post, get: getUrl, importThroughApi, countOf };
}

/** E-mails of the sample's valid lines (every line not listed as invalid), lowercased. */
export function sampleValidEmails(): string[] {
  const invalidLines = new Set(expected.invalid.map((e) => e.line));
  return fixture('members-sample.csv')
    .toString()
    .split('\n')
    .map((line, i) => ({ line: i + 1, email: line.split(';')[2]?.trim().toLowerCase() ?? '' }))
    .filter((l) => l.line > 1 && l.email && !invalidLines.has(l.line))
    .map((l) => l.email);
}

/** One member line of the import format, with defaults for what the test leaves out. */
export const memberLine = (email: string, extra: Partial<Record<string, string>> = {}) =>
  [
    extra.first ?? 'Jeanne',
    extra.last ?? 'Martin',
    email,
    extra.year ?? '2015',
    extra.degree ?? 'MBA Executive',
    extra.role ?? '4',
    extra.ref ?? '',
    extra.campus ?? 'Lyon',
  ].join(';');
