import { ROLE } from '@alumni/domain';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import {
  HEADER,
  type ImportsWorld,
  importsApi,
  json,
  memberLine,
  startImportsWorld,
} from '../../../test/imports.ts';
import { sameOrigin } from '../../../test/session.ts';
import {
  importLines,
  importLogs,
  imports,
  outboxMessages,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { applyMemberFile } from './apply.service.ts';
import { MalformedFileError } from './csv.ts';

/** Member files: malformed ones refused whole, quoting and roles, a 10,000-line file. */
let world: ImportsWorld;
let ctx: TestContext;
let demo: SchoolRow;
let admin: string;
let superUser: string;

beforeAll(async () => {
  world = await startImportsWorld();
  ({ ctx, demo, admin, superUser } = world);
});
afterAll(() => ctx.close());

const { uploadMembers, post, countOf } = importsApi(() => world);

describe('malformed files are rejected whole, with their line', () => {
  it.each([
    [
      'an unclosed quote',
      `${HEADER}\n${memberLine('q1@example.org')}\n"Jeanne;Martin;q2@example.org;2015;;4;;\n${memberLine('q3@example.org')}\n`,
      /^Ligne 3\u00a0: un champ entre guillemets/,
    ],
    [
      'text after a closing quote',
      `${HEADER}\n${memberLine('q1@example.org')}\n${memberLine('q2@example.org')}\n"Jeanne"x;Martin;q4@example.org;2015;;4;;\n`,
      /^Ligne 4\u00a0: un guillemet fermant/,
    ],
    [
      'a wrong header',
      `first name;email\n${memberLine('q1@example.org')}\n`,
      /^Ligne 1\u00a0: la première ligne doit être les noms de colonnes «\u00a0first name;.*\u00a0», en anglais ou en français, dans n’importe quel ordre \(trouvé\u00a0: «\u00a0first name;email\u00a0»\)/,
    ],
    [
      'a column named twice',
      `email;first name;last name;graduation year;degree;role;external ref;courriel\n`,
      /^Ligne 1\u00a0: /,
    ],
    ['an empty file', '\uFEFF \r\n', /^Le fichier est vide\.$/],
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
        { userId: null, source: 'cli', invite: null },
      ),
    ).rejects.toBeInstanceOf(MalformedFileError);
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(importLogs)).toBe(logsBefore);
    expect(await countOf(imports)).toBe(importsBefore);
  });

  it('a file of mixed encodings (UTF-8, then Latin-1 past the first piece), naming the bad line', async () => {
    // The encoding is decided on the first piece (256 KB) with accents: UTF-8 here.
    const utf8 = `${HEADER}\n${memberLine('l1@example.org', { first: 'Hélène' })}\n`;
    const filler = Array.from({ length: 6000 }, (_, i) => memberLine(`f${i}@example.org`));
    const latin1 = Buffer.from(`${memberLine('l2@example.org', { first: 'Hélène' })}\n`, 'latin1');
    const res = await uploadMembers(
      Buffer.concat([Buffer.from(`${utf8}${filler.join('\n')}\n`), latin1]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file: [
        "Ligne 6003\u00a0: le fichier n'est pas du texte UTF-8 (ou n'est pas dans un seul encodage). Enregistrez-le au format «\u00a0CSV UTF-8\u00a0».",
      ],
    });
  });

  it('a file over 5 MB', async () => {
    const res = await uploadMembers(`${HEADER}\n${'x'.repeat(6 * 1024 * 1024)}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Le fichier dépasse la taille maximale de 5 Mo.' });
  });

  it('a request without a file', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/members/',
      headers: sameOrigin('demo', admin),
      payload: { file_name: 'x.csv' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ content: ['Ce champ est obligatoire'] });
  });
});

describe('bad input is answered 400 per field in the request language, after 401', () => {
  const send = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...(cookie ? sameOrigin('demo', cookie) : { host: hostOf('demo') }),
        'accept-language': 'en',
      },
      ...(payload ? { payload } : {}),
    });

  it('a JSON upload: its fields required, the name at most 255 characters', async () => {
    for (const url of ['/api/imports/members/', '/api/imports/degrees/']) {
      const empty = await send('POST', url, admin, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        file_name: ['This field is required'],
        content: ['This field is required'],
      });
      const long = await send('POST', url, admin, { file_name: 'x'.repeat(256), content: 'a' });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        file_name: ['This field must not exceed 255 characters'],
      });
      expect((await send('POST', url, null, {})).statusCode).toBe(401);
    }
  });

  it('a list query and an import id', async () => {
    const list = await send('GET', '/api/imports/?status=done&page=0', admin);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      status: ['Invalid choice'],
      page: ['The value must be greater than or equal to 1'],
    });
    const logs = await send('GET', '/api/imports/logs/?page_size=101', admin);
    expect(logs.json()).toEqual({ page_size: ['The value must be less than or equal to 100'] });
    const item = await send('GET', '/api/imports/x/', admin);
    expect(item.statusCode).toBe(400);
    expect(item.json()).toEqual({ id: ['Invalid value'] });
    expect((await send('POST', '/api/imports/0/submit/', admin)).statusCode).toBe(400);
    expect((await send('GET', '/api/imports/2147483648/', admin)).statusCode).toBe(400);
    for (const url of ['/api/imports/?status=done', '/api/imports/logs/?page=0']) {
      expect((await send('GET', url, null)).statusCode).toBe(401);
    }
    expect((await send('POST', '/api/imports/0/validate/', null)).statusCode).toBe(401);
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
      { userId: null, source: 'cli', invite: null },
    );
    expect(result).toMatchObject({ rows: 5, valid: 2, created: 1, roles_added: 1 });
    const invalid = [];
    for await (const page of result.invalidLines()) invalid.push(...page);
    expect(invalid).toMatchObject([
      // The quoted line break puts the next record on line 5.
      { line: 5, reason: 'invalid graduation year' },
      { line: 6, reason: 'unknown campus' },
      { line: 7, reason: 'unknown degree' },
    ]);
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
      { userId: null, source: 'cli', invite: null },
    );
    expect(result).toMatchObject({ rows: 1, valid: 1, created: 0, roles_added: 0 });
  });
});

describe('a 10,000-line file', () => {
  it('finds a duplicate across batches, and a malformed line after the first batch changes nothing', async () => {
    const db = ctx.database.db;
    const rows = ['dup.a', 'dup.b', 'dup.c', 'dup.d', 'dup.a'].map((e) =>
      memberLine(`${e}@example.org`),
    );
    const usersBefore = await countOf(users);
    const importsBefore = await countOf(imports);
    // Batches of two records: the duplicate (line 6) is three batches after its first line.
    const malformed = `${HEADER}\n${rows.join('\n')}\n"Jeanne;Martin;q@example.org;2015;;4;;\n`;
    await expect(
      applyMemberFile(
        db,
        demo,
        { name: 'late.csv', content: malformed },
        { userId: null, source: 'cli', invite: null, batchRows: 2 },
      ),
    ).rejects.toMatchObject({ line: 7 });
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(imports)).toBe(importsBefore);

    const result = await applyMemberFile(
      db,
      demo,
      { name: 'dup.csv', content: `${HEADER}\n${rows.join('\n')}\n` },
      { userId: null, source: 'cli', invite: null, batchRows: 2 },
    );
    expect(result).toMatchObject({ rows: 5, valid: 4, invalid_count: 1, created: 4 });
    // The report's lines are rows of import_lines, not an array in the import's JSON.
    const stored = await db
      .select()
      .from(importLines)
      .where(eq(importLines.importId, result.importId ?? 0));
    expect(stored.map((l) => [l.stage, l.line, l.reason, l.value])).toEqual(
      expect.arrayContaining([
        ['check', 6, 'duplicate email in file', 'dup.a@example.org'],
        ['apply', 6, 'duplicate email in file', 'dup.a@example.org'],
      ]),
    );
    expect(stored).toHaveLength(2);
    const [row] = await db
      .select()
      .from(imports)
      .where(eq(imports.id, result.importId ?? 0));
    expect(row?.status).toBe('applied');
    expect(row?.report).not.toHaveProperty('invalid');
    expect(row?.content).toBe(`${HEADER}\n${rows.join('\n')}\n`);
  });

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
    expect(draft.report.invalid[0]).toEqual({
      line: 2,
      reason: 'invalid email',
      value: 'bad0 at example.org',
    });
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
    await deliverMail(ctx.app);
    const [invited] = await ctx.database.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(sql`${outboxMessages.to} like 'big.%'`);
    expect(invited?.n).toBe(9_989);
  }, 300_000);
});
