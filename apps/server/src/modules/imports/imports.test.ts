import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MEMBER_IMPORT_COLUMNS, ROLE } from '@alumni/domain';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import {
  importLogs,
  imports,
  outboxMessages,
  schools,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';
import { applyMemberFile, MalformedFileError } from './service.ts';

const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const expected = JSON.parse(fixture('members-sample.expected.json').toString()) as {
  rows: number;
  valid: number;
  invalid: { line: number; reason: string }[];
};
const HEADER = MEMBER_IMPORT_COLUMNS.join(';');

let ctx: TestContext;
let demo: SchoolRow;
let admin: string;
let superUser: string;
let member: string;
let otherAdmin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedDemo(db, { mediaDir: `${ctx.config.dataDir}/media` });
  const [demoRow] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [en] = await db.select().from(schools).where(eq(schools.subdomain, 'campus-en'));
  if (!demoRow || !en) throw new Error('seed schools missing');
  demo = demoRow;
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
  admin = await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD);
  superUser = await signIn(ctx.app, 'demo', 'super@example.org', DEMO_PASSWORD);
  member = await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD);
  otherAdmin = await signIn(ctx.app, 'campus-en', 'admin@campus-en.example.org', DEMO_PASSWORD);
});
afterAll(() => ctx.close());

/** A multipart/form-data body with one file in the field `file`, as the web sends it. */
function multipartFile(fileName: string, content: string | Buffer) {
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

function upload(
  url: string,
  cookie: string | null,
  fileName: string,
  content: string | Buffer,
  subdomain = 'demo',
) {
  const body = multipartFile(fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(cookie ? sameOrigin(subdomain, cookie) : { host: hostOf(subdomain) }),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}
const uploadMembers = (content: string | Buffer, cookie: string | null = admin, name = 'm.csv') =>
  upload('/api/imports/members/', cookie, name, content);

function post(url: string, cookie: string | null, subdomain = 'demo') {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? sameOrigin(subdomain, cookie) : { host: hostOf(subdomain) },
  });
}
function get(url: string, cookie: string | null, subdomain = 'demo') {
  return ctx.app.inject({
    url,
    headers: cookie ? { host: hostOf(subdomain), cookie } : { host: hostOf(subdomain) },
  });
}
const json = (res: LightMyRequestResponse) => {
  if (res.statusCode >= 300) throw new Error(`status ${res.statusCode}: ${res.body}`);
  return res.json();
};

/** Uploads as the demo admin, submits, and validates as the super user; returns the import. */
async function importThroughApi(content: string | Buffer, name = 'members.csv') {
  const draft = json(await uploadMembers(content, admin, name));
  json(await post(`/api/imports/${draft.id}/submit/`, admin));
  return json(await post(`/api/imports/${draft.id}/validate/`, superUser));
}

async function countOf(table: typeof users | typeof importLogs | typeof imports) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** E-mails of the sample's valid lines (every line not listed as invalid), lowercased. */
function sampleValidEmails(): string[] {
  const invalidLines = new Set(expected.invalid.map((e) => e.line));
  return fixture('members-sample.csv')
    .toString()
    .split('\n')
    .map((line, i) => ({ line: i + 1, email: line.split(';')[2]?.trim().toLowerCase() ?? '' }))
    .filter((l) => l.line > 1 && l.email && !invalidLines.has(l.line))
    .map((l) => l.email);
}

const memberLine = (email: string, extra: Partial<Record<string, string>> = {}) =>
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

describe('the members sample (spec 1 §5 User import)', () => {
  let draftId: number;

  it('imports degrees.csv into demo first: the ten degrees, updated in place', async () => {
    const res = await upload('/api/imports/degrees/', admin, 'degrees.csv', fixture('degrees.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 10, created: 0, updated: 10, invalid: [], warnings: [] });
  });

  it('reports exactly the expected rows, valid count and invalid lines', async () => {
    const res = await uploadMembers(fixture('members-sample.csv'), admin, 'members-sample.csv');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'draft', file_name: 'members-sample.csv' });
    expect(body.report.rows).toBe(expected.rows);
    expect(body.report.valid).toBe(expected.valid);
    expect(body.report.invalid).toEqual(expected.invalid);
    expect(body.report.warnings).toEqual([]);
    draftId = body.id;
  });

  it('answers 401 signed out, 403 to a member, 404 to the admin of another school', async () => {
    expect((await uploadMembers(fixture('members-sample.csv'), null)).statusCode).toBe(401);
    expect((await get('/api/imports/', null)).statusCode).toBe(401);
    expect((await post(`/api/imports/${draftId}/submit/`, null)).statusCode).toBe(401);
    expect((await post(`/api/imports/${draftId}/validate/`, null)).statusCode).toBe(401);

    expect((await uploadMembers(fixture('members-sample.csv'), member)).statusCode).toBe(403);
    expect(
      (await upload('/api/imports/degrees/', member, 'd.csv', fixture('degrees.csv'))).statusCode,
    ).toBe(403);
    for (const url of ['/api/imports/', `/api/imports/${draftId}/`, '/api/imports/logs/']) {
      expect((await get(url, member)).statusCode).toBe(403);
    }
    expect((await post(`/api/imports/${draftId}/submit/`, member)).statusCode).toBe(403);
    // Only super users validate or reject, not the school's admin.
    expect((await post(`/api/imports/${draftId}/validate/`, admin)).statusCode).toBe(403);
    expect((await post(`/api/imports/${draftId}/reject/`, admin)).statusCode).toBe(403);

    const other = await get(`/api/imports/${draftId}/`, otherAdmin, 'campus-en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: expect.any(String) });
    expect(
      (await post(`/api/imports/${draftId}/submit/`, otherAdmin, 'campus-en')).statusCode,
    ).toBe(404);
    const otherList = json(await get('/api/imports/', otherAdmin, 'campus-en'));
    expect(otherList.results.map((i: { id: number }) => i.id)).not.toContain(draftId);
  });

  it('is submitted by the admin, listed as pending for the super user and applied on validation', async () => {
    const submitted = json(await post(`/api/imports/${draftId}/submit/`, admin));
    expect(submitted.status).toBe('submitted');
    expect((await post(`/api/imports/${draftId}/submit/`, admin)).statusCode).toBe(400);

    const pending = json(await get('/api/imports/?status=submitted', superUser));
    expect(pending).toMatchObject({ count: 1, next: null, previous: null });
    expect(pending.results[0]).toMatchObject({
      id: draftId,
      status: 'submitted',
      school: { subdomain: 'demo' },
      created_by: { email: 'admin@demo.example.org' },
    });
    const usersBefore = await countOf(users);

    const applied = json(await post(`/api/imports/${draftId}/validate/`, superUser));
    expect(applied.status).toBe('applied');
    expect(applied.result.rows).toBe(expected.rows);
    expect(applied.result.valid).toBe(expected.valid);
    expect(applied.result.invalid).toEqual(expected.invalid);
    expect(applied.result.created + applied.result.roles_added).toBe(expected.valid);
    expect(applied.result.created).toBe(expected.valid);
    expect(await countOf(users)).toBe(usersBefore + applied.result.created);
    expect((await post(`/api/imports/${draftId}/validate/`, superUser)).statusCode).toBe(400);

    // Created accounts are inactive, with an inactive role that needs no validation.
    const emails = sampleValidEmails();
    expect(emails).toHaveLength(expected.valid);
    const created = await ctx.database.db
      .select({ user: users, role: userRoles })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.schoolId, demo.id)))
      .where(inArray(users.email, emails));
    expect(created).toHaveLength(expected.valid);
    for (const { user, role } of created) {
      expect(user.isActive).toBe(false);
      expect(user.passwordHash).toBeNull();
      expect(user.importDate).not.toBeNull();
      expect(role.isActive).toBe(false);
      expect(role.requiresValidation).toBe(false);
    }
    const [sample] = created.filter((c) => c.user.email === emails[0]);
    // Line 2: Juliette;Arnaud;…;2004;BTS Comptabilité et Gestion;8;EXT-7-00000;Nantes
    expect(sample?.user.externalRef).toMatch(/^EXT-7-/);
    expect(sample?.role.degreeId).not.toBeNull();
    expect(sample?.role.campusId).not.toBeNull();
    expect(sample?.role.graduationYear).toBeGreaterThanOrEqual(1950);
  });

  it('invites each created user once; the link asks for a password and then signs in', async () => {
    const emails = sampleValidEmails();
    const messages = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, emails));
    expect(messages).toHaveLength(emails.length);
    expect(new Set(messages.map((m) => m.to)).size).toBe(emails.length);

    const invitation = messages.find((m) => m.to === emails[0]);
    expect(invitation?.text).toContain(`http://${hostOf('demo')}/registration?token=`);
    const token = /registration\?token=([\w-]+)/.exec(invitation?.text ?? '')?.[1] ?? '';
    const check = json(await get(`/api/registration/activation/?token=${token}`, null));
    expect(check).toMatchObject({ email: emails[0], needs_password: true });
    const activation = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo') },
      payload: { token, password: 'Imp0rted-secret!', password_confirm: 'Imp0rted-secret!' },
    });
    expect(activation.statusCode).toBe(200);
    expect(activation.json()).toMatchObject({ awaiting_validation: false });
    const cookie = await signIn(ctx.app, 'demo', emails[0] ?? '', 'Imp0rted-secret!');
    const me = json(await get('/api/users/me/', cookie));
    expect(me.email).toBe(emails[0]);
  });

  it('creates nobody twice when the same file is applied again', async () => {
    const usersBefore = await countOf(users);
    const rolesBefore = await ctx.database.db.select({ n: count() }).from(userRoles);
    const again = await importThroughApi(fixture('members-sample.csv'));
    expect(again.result).toMatchObject({
      rows: expected.rows,
      valid: expected.valid,
      created: 0,
      roles_added: 0,
    });
    expect(await countOf(users)).toBe(usersBefore);
    expect(await ctx.database.db.select({ n: count() }).from(userRoles)).toEqual(rolesBefore);
  });

  it('keeps an import log per applied file (spec 1 §3 Import log)', async () => {
    const logs = json(await get('/api/imports/logs/', admin));
    expect(logs.count).toBe(3);
    expect(logs.results.map((l: { kind: string }) => l.kind)).toEqual([
      'members',
      'members',
      'degrees',
    ]);
    expect(logs.results[1]).toMatchObject({
      source: 'api',
      file_name: 'members-sample.csv',
      valid_rows: expected.valid,
      invalid_rows: expected.invalid.length,
      import_id: draftId,
      date: expect.any(String),
    });
    const page = json(await get('/api/imports/logs/?page=1&page_size=2', admin));
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
    expect(json(await get('/api/imports/logs/', otherAdmin, 'campus-en')).count).toBe(0);
  });

  it('lets the super user reject a submitted import, which then cannot be applied', async () => {
    // The JSON form of the upload: {file_name, content}.
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/members/',
      headers: sameOrigin('demo', admin),
      payload: {
        file_name: 'one.csv',
        content: `${HEADER}\n${memberLine('rejected@example.org')}\n`,
      },
    });
    expect(uploaded.statusCode).toBe(201);
    const draft = uploaded.json();
    expect(draft).toMatchObject({ file_name: 'one.csv', report: { rows: 1, valid: 1 } });
    expect((await post(`/api/imports/${draft.id}/reject/`, superUser)).statusCode).toBe(400);
    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    const rejected = json(await post(`/api/imports/${draft.id}/reject/`, superUser));
    expect(rejected.status).toBe('rejected');
    expect((await post(`/api/imports/${draft.id}/validate/`, superUser)).statusCode).toBe(400);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rejected@example.org'));
    expect(user).toBeUndefined();
    const mine = json(await get('/api/imports/?status=rejected', admin));
    expect(mine.results.map((i: { id: number }) => i.id)).toEqual([draft.id]);
  });

  it('documents every import route in the OpenAPI document', async () => {
    const doc = json(await get('/api/docs/json', null));
    for (const route of [
      '/api/imports/members/',
      '/api/imports/degrees/',
      '/api/imports/',
      '/api/imports/logs/',
      '/api/imports/{id}/',
      '/api/imports/{id}/submit/',
      '/api/imports/{id}/validate/',
      '/api/imports/{id}/reject/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
  });
});

describe('malformed files are rejected whole, with their line', () => {
  it.each([
    [
      'an unclosed quote',
      `${HEADER}\n${memberLine('q1@example.org')}\n"Jeanne;Martin;q2@example.org;2015;;4;;\n${memberLine('q3@example.org')}\n`,
      /^Line 3: /,
    ],
    [
      'text after a closing quote',
      `${HEADER}\n${memberLine('q1@example.org')}\n${memberLine('q2@example.org')}\n"Jeanne"x;Martin;q4@example.org;2015;;4;;\n`,
      /^Line 4: /,
    ],
    [
      'a wrong header',
      `first name;email\n${memberLine('q1@example.org')}\n`,
      /^Line 1: .*header|^Line 1: .*column names/,
    ],
    [
      'columns in another order',
      `email;first name;last name;graduation year;degree;role;external ref;campus\n`,
      /^Line 1: /,
    ],
    ['an empty file', '\uFEFF \r\n', /^Line 1: the file is empty/],
  ])('%s', async (_name, content, message) => {
    const usersBefore = await countOf(users);
    const logsBefore = await countOf(importLogs);
    const importsBefore = await countOf(imports);
    const res = await uploadMembers(content);
    expect(res.statusCode).toBe(400);
    expect(res.json().file[0]).toMatch(message);
    await expect(
      applyMemberFile(
        ctx.database.db,
        demo,
        { name: 'x.csv', content },
        { userId: null, source: 'cli' },
      ),
    ).rejects.toBeInstanceOf(MalformedFileError);
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(importLogs)).toBe(logsBefore);
    expect(await countOf(imports)).toBe(importsBefore);
  });

  it('a file that is not UTF-8 (Latin-1 from a spreadsheet), naming the first bad line', async () => {
    const latin1 = Buffer.from(
      `${HEADER}\n${memberLine('l1@example.org')}\n${memberLine('l2@example.org', { first: 'Hélène' })}\n`,
      'latin1',
    );
    const res = await uploadMembers(latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Line 3: the file is not UTF-8 text.'] });
    const degrees = await upload(
      '/api/imports/degrees/',
      admin,
      'd.csv',
      Buffer.from('Génie;a;b\n', 'latin1'),
    );
    expect(degrees.statusCode).toBe(400);
    expect(degrees.json().file[0]).toMatch(/^Line 1: /);
  });

  it('a file over 5 MB', async () => {
    const res = await uploadMembers(`${HEADER}\n${'x'.repeat(6 * 1024 * 1024)}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('a request without a file', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/members/',
      headers: sameOrigin('demo', admin),
      payload: { file_name: 'x.csv' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('content');
  });
});

describe('reading and applying a file', () => {
  it('reads BOM, CRLF and quoted fields holding ; and line breaks; adds a role to an existing account', async () => {
    const file = [
      `\uFEFF${HEADER.toUpperCase().replaceAll(';', ' ; ')}`,
      // The seeded member (alumni in demo) is imported as a teacher: a role, not an account.
      memberLine('Member@Demo.Example.org', { role: '5', first: 'Hélène', last: 'Lefèvre' }),
      '"Jean; Pierre";"Du ""Pont""";jp.dupont@example.org;2010;"Diplôme d\'Ingénieur Informatique";4;"REF\r\n2";"Campus en ligne"',
      memberLine('after.break@example.org', { year: '1800' }),
      memberLine('unknown.campus@example.org', { campus: 'Marseille' }),
      memberLine('unknown.degree@example.org', { degree: 'Master Inconnu' }),
      '',
    ].join('\r\n');
    const usersBefore = await countOf(users);
    const result = await applyMemberFile(
      ctx.database.db,
      demo,
      { name: 'crlf.csv', content: Buffer.from(file) },
      { userId: null, source: 'cli' },
    );
    expect(result).toMatchObject({
      rows: 5,
      valid: 2,
      invalid: [
        // The quoted line break puts the next record on line 5.
        { line: 5, reason: 'invalid graduation year' },
        { line: 6, reason: 'unknown campus' },
        { line: 7, reason: 'unknown degree' },
      ],
      created: 1,
      roles_added: 1,
    });
    expect(await countOf(users)).toBe(usersBefore + 1);

    const [jp] = await ctx.database.db
      .select({ user: users, role: userRoles })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, 'jp.dupont@example.org'));
    expect(jp?.user).toMatchObject({
      firstName: 'Jean; Pierre',
      lastName: 'Du "Pont"',
      externalRef: 'REF\n2',
    });
    expect(jp?.role.campusId).not.toBeNull();

    const memberAccounts = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'member@demo.example.org'`);
    expect(memberAccounts).toHaveLength(1);
    const roles = await ctx.database.db
      .select()
      .from(userRoles)
      .where(
        and(eq(userRoles.userId, memberAccounts[0]?.id ?? 0), eq(userRoles.schoolId, demo.id)),
      );
    expect(roles.map((r) => r.role).sort()).toEqual([ROLE.Alumni, ROLE.Teacher]);
    // The account is active already: the validated import's role is active at once.
    expect(roles.find((r) => r.role === ROLE.Teacher)?.isActive).toBe(true);
  });

  it('adds nothing to an account that holds the role already', async () => {
    const result = await applyMemberFile(
      ctx.database.db,
      demo,
      {
        name: 'again.csv',
        content: `${HEADER}\n${memberLine('member@demo.example.org', { role: '4' })}\n`,
      },
      { userId: null, source: 'cli' },
    );
    expect(result).toMatchObject({ rows: 1, valid: 1, created: 0, roles_added: 0 });
  });
});

describe('a 10,000-line file', () => {
  it('is checked, validated and applied in batches', async () => {
    const degreeNames = ['MBA Executive', 'BTS Comptabilité et Gestion', ''];
    const campusNames = ['Paris', 'Lyon', 'Campus en ligne', ''];
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) {
      lines.push(
        [
          `Marie-Hélène${i}`,
          `De La Fontaine${i}`,
          `big.marie-helene.de-la-fontaine.${i}@example-school.org`,
          String(1960 + (i % 60)),
          degreeNames[i % degreeNames.length],
          String(2 + (i % 7)),
          `BIG-EXT-${String(i).padStart(6, '0')}`,
          campusNames[i % campusNames.length],
        ].join(';'),
      );
    }
    // Ten bad lines, and an existing account that gets a role.
    for (let i = 0; i < 10; i++) lines[1 + i * 1000] = memberLine(`bad${i} at example.org`);
    lines[5000] = memberLine('validator@demo.example.org', { role: '5' });
    const content = `${lines.join('\n')}\n`;
    expect(Buffer.byteLength(content)).toBeGreaterThan(1024 * 1024);

    const draft = json(await uploadMembers(content, admin, 'big.csv'));
    expect(draft.report).toMatchObject({ rows: 10_000, valid: 9_990 });
    expect(draft.report.invalid).toHaveLength(10);
    expect(draft.report.invalid[0]).toEqual({ line: 2, reason: 'invalid email' });
    expect(draft.report.warnings).toHaveLength(1);

    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    const applied = json(await post(`/api/imports/${draft.id}/validate/`, superUser));
    expect(applied.result).toMatchObject({
      rows: 10_000,
      valid: 9_990,
      created: 9_989,
      roles_added: 1,
    });
    const [imported] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(and(isNotNull(users.importDate), sql`${users.email} like 'big.%'`));
    expect(imported?.n).toBe(9_989);
    const [invited] = await ctx.database.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(sql`${outboxMessages.to} like 'big.%'`);
    expect(invited?.n).toBe(9_989);
  }, 300_000);
});
