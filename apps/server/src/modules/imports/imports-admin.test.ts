import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import {
  HEADER,
  type ImportsWorld,
  importsApi,
  json,
  memberLine,
  multipartFile,
  startImportsWorld,
} from '../../../test/imports.ts';
import { sameOrigin } from '../../../test/session.ts';
import { importLogs, imports, outboxMessages } from '../../db/schema/index.ts';
import { csvCell } from './rejected.service.ts';

/**
 * Issue 12 item 8, the member import as a school admin uses it: draft reports reopen and can
 * be deleted, rejected rows download as CSV with the bad value named, errors come in the
 * page's language, the admin is told when a super user decides, and the super user keeps the
 * history of every import.
 */
let world: ImportsWorld;
let ctx: TestContext;
let admin: string;
let superUser: string;
let member: string;
let otherAdmin: string;

beforeAll(async () => {
  world = await startImportsWorld();
  ({ ctx, admin, superUser, member, otherAdmin } = world);
});
afterAll(() => ctx.close());

const { upload, uploadMembers, post, get, countOf } = importsApi(() => world);

const inject = (
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  cookie: string | null,
  opts: { lang?: string; subdomain?: string; payload?: object } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(cookie
        ? sameOrigin(opts.subdomain ?? 'demo', cookie)
        : { host: hostOf(opts.subdomain ?? 'demo') }),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });

// Line 3: a bad e-mail next to cells a spreadsheet would run as formulas; line 4: a degree
// the school does not have; line 5: a year of arrival out of range.
const BAD_FILE = [
  HEADER,
  memberLine('good@example.org'),
  memberLine('bad at example.org', { first: '=HYPERLINK("http://evil.example")', ref: '+1' }),
  memberLine('degree@example.org', { degree: 'Master Inconnu' }),
  'Jeanne;"-Martin; ""Jr""";year@example.org;1800;MBA Executive;4;;Lyon',
].join('\n');

describe('a draft report', () => {
  it('names the bad value of each rejected line', async () => {
    const draft = json(await uploadMembers(BAD_FILE, admin, 'bad.csv'));
    expect(draft.report.invalid).toEqual([
      { line: 3, reason: 'invalid email', value: 'bad at example.org' },
      { line: 4, reason: 'unknown degree', value: 'Master Inconnu' },
      { line: 5, reason: 'invalid graduation year', value: '1800' },
    ]);
  });

  it('reopens (GET) and is deleted by the admin; then it is gone', async () => {
    const draft = json(await uploadMembers(BAD_FILE, admin, 'to-delete.csv'));
    const reopened = json(await get(`/api/imports/${draft.id}/`, admin));
    expect(reopened).toMatchObject({ status: 'draft', report: { valid: 1 } });
    expect((await inject('DELETE', `/api/imports/${draft.id}/`, null)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/imports/${draft.id}/`, member)).statusCode).toBe(403);
    const elsewhere = await inject('DELETE', `/api/imports/${draft.id}/`, otherAdmin, {
      subdomain: 'campus-en',
    });
    expect(elsewhere.statusCode).toBe(404);
    const deleted = await inject('DELETE', `/api/imports/${draft.id}/`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/imports/${draft.id}/`, admin)).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(imports).where(eq(imports.id, draft.id));
    expect(rows).toEqual([]);
  });

  it('cannot be deleted once submitted: 400 in the request language', async () => {
    const draft = json(await uploadMembers(BAD_FILE, admin, 'submitted.csv'));
    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    const fr = await inject('DELETE', `/api/imports/${draft.id}/`, admin);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ detail: "Cet import n'est plus un brouillon." });
    const en = await inject('DELETE', `/api/imports/${draft.id}/`, admin, { lang: 'en' });
    expect(en.json()).toEqual({ detail: 'This import is no longer a draft.' });
    json(await post(`/api/imports/${draft.id}/reject/`, superUser));
  });
});

describe('GET /api/imports/{id}/rejected/ (the rejected rows as CSV)', () => {
  let id: number;
  beforeAll(async () => {
    id = json(await uploadMembers(BAD_FILE, admin, 'Élèves 2026.csv')).id;
  });

  it('is a CSV download: line, reason naming the bad value, the cells, formulas defused', async () => {
    const res = await inject('GET', `/api/imports/${id}/rejected/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Eleves_2026-rejected.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      `ligne;motif;${HEADER}`,
      `3;e-mail invalide\u00a0: «\u00a0bad at example.org\u00a0»;"'=HYPERLINK(""http://evil.example"")";Martin;bad at example.org;2015;MBA Executive;4;'+1;Lyon`,
      "4;diplôme inconnu de l'école\u00a0: «\u00a0Master Inconnu\u00a0»;Jeanne;Martin;degree@example.org;2015;Master Inconnu;4;;Lyon",
      `5;année d'arrivée invalide\u00a0: «\u00a01800\u00a0»;Jeanne;"'-Martin; ""Jr""";year@example.org;1800;MBA Executive;4;;Lyon`,
      '',
    ]);
  });

  it('in English with ?lang=en (a download link sets no Accept-Language)', async () => {
    const res = await inject('GET', `/api/imports/${id}/rejected/?lang=en`, admin);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(`line;reason;${HEADER}`);
    expect(lines[1]).toMatch(/^3;"invalid email: ""bad at example.org""";/);
    expect(lines[3]).toMatch(/^5;"invalid year of arrival: ""1800""";/);
  });

  it('answers 401, 403 to a member, 404 to another school, 400 for a bad lang', async () => {
    const url = `/api/imports/${id}/rejected/`;
    expect((await inject('GET', url, null)).statusCode).toBe(401);
    expect((await inject('GET', url, member)).statusCode).toBe(403);
    expect((await inject('GET', url, otherAdmin, { subdomain: 'campus-en' })).statusCode).toBe(404);
    expect((await inject('GET', `${url}?lang=de`, admin)).statusCode).toBe(400);
    expect((await inject('GET', url, superUser)).statusCode).toBe(200);
  });

  it('defuses every formula trigger and quotes what needs it', () => {
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' a')).toBe('" a"');
    expect(csvCell('Dupont')).toBe('Dupont');
  });
});

describe("errors in the page's language", () => {
  const multipart = (body: string, boundary = 'x-boundary') => ({
    payload: Buffer.from(body),
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  const sendMultipart = (body: { payload: Buffer; contentType: string }, lang?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/imports/members/',
      headers: {
        ...sameOrigin('demo', admin),
        'content-type': body.contentType,
        ...(lang ? { 'accept-language': lang } : {}),
      },
      payload: body.payload,
    });

  it('a multipart body without a file field', async () => {
    const body = multipart(
      '--x-boundary\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--x-boundary--\r\n',
    );
    expect((await sendMultipart(body)).json()).toEqual({ file: ["Aucun fichier n'a été envoyé."] });
    const en = await sendMultipart(body, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ file: ['No file was sent.'] });
  });

  it('a multipart body cut short: 400, never 500', async () => {
    const body = multipart(
      '--x-boundary\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\nfirst name;',
    );
    const res = await sendMultipart(body, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file: ['The file could not be received: the upload is incomplete or malformed.'],
    });
  });

  it('an unreadable file, in French and in English, without "Line" in French', async () => {
    const content = `${HEADER}\n"Jeanne;Martin;q@example.org;2015;;4;;\n`;
    const fr = await inject('POST', '/api/imports/members/', admin, {
      payload: { file_name: 'q.csv', content },
    });
    expect(fr.json()).toEqual({
      file: [
        'Ligne 2\u00a0: un champ entre guillemets n\'est jamais fermé («\u00a0"\u00a0» manquant).',
      ],
    });
    const en = await inject('POST', '/api/imports/members/', admin, {
      lang: 'en',
      payload: { file_name: 'q.csv', content },
    });
    expect(en.json()).toEqual({ file: ['Line 2: a quoted field is never closed (missing `"`).'] });
  });
});

describe('when a super user decides on a submitted file', () => {
  const notificationsOf = async (cookie: string) =>
    json(await get('/api/notifications/', cookie)).results as {
      type: string;
      data: Record<string, unknown>;
    }[];

  it('the admin who submitted it is notified in the product and by e-mail', async () => {
    const draft = json(
      await uploadMembers(`${HEADER}\n${memberLine('told@example.org')}\n`, admin, 'told.csv'),
    );
    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    json(await post(`/api/imports/${draft.id}/validate/`, superUser));
    const applied = (await notificationsOf(admin)).find((n) => n.type === 'import_applied');
    expect(applied?.data).toEqual({
      import_id: draft.id,
      file_name: 'told.csv',
      created: 1,
      roles_added: 0,
    });
    await deliverMail(ctx.app);
    const mails = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'admin@demo.example.org'));
    const mail = mails.find((m) => m.subject.includes('told.csv'));
    expect(mail?.subject).toBe('École Demo\u00a0: votre import told.csv est appliqué');
    expect(mail?.text).toContain(`http://${hostOf('demo')}/settings/school?section=imports`);
  });

  it('and of a rejection too', async () => {
    const draft = json(
      await uploadMembers(`${HEADER}\n${memberLine('no@example.org')}\n`, admin, 'no.csv'),
    );
    json(await post(`/api/imports/${draft.id}/submit/`, admin));
    json(await post(`/api/imports/${draft.id}/reject/`, superUser));
    const rejected = (await notificationsOf(admin)).find((n) => n.type === 'import_rejected');
    expect(rejected?.data).toMatchObject({ import_id: draft.id, file_name: 'no.csv' });
  });

  it("the super user's history lists every import with its status", async () => {
    const history = json(await get('/api/imports/?page_size=100', superUser));
    const statuses = new Set(history.results.map((i: { status: string }) => i.status));
    expect([...statuses].sort()).toEqual(['applied', 'draft', 'rejected']);
    expect(json(await get('/api/imports/?status=applied', superUser)).count).toBe(1);
  });
});

describe('a degree file must be text CSV (issue 12 item 6)', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Master;A;B</body></html>', /page HTML/],
    ['an SVG image', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>', /SVG/],
    ['an HTML page behind a CSV line', 'Master;A;B\n<script>alert(1)</script>\n', /page HTML/],
    ['a PNG image', png, /format PNG/],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n'), /format PDF/],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), /format ZIP/],
    [
      'NUL characters',
      Buffer.from('Master;A;B\nLicence\0;C;D\n'),
      /^Ligne 2\u00a0: .*caractères nuls/,
    ],
    ['an old Excel file (.xls)', Buffer.from('d0cf11e0a1b11ae10000', 'hex'), /format XLS/],
  ])('%s: 400 {"file"} in French and English, nothing applied', async (_name, content, fr) => {
    const logsBefore = await countOf(importLogs);
    const res = await upload('/api/imports/degrees/', admin, 'degrees.csv', content);
    expect(res.statusCode).toBe(400);
    expect(res.json().file[0]).toMatch(fr);
    const body = multipartFile('degrees.csv', content);
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/degrees/',
      headers: {
        ...sameOrigin('demo', admin),
        'accept-language': 'en',
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json())).toEqual(['file']);
    expect(en.json().file[0]).toMatch(/^(Line \d+: t|This file is)/);
    expect(await countOf(importLogs)).toBe(logsBefore);
  });

  it('a lone UTF-16 surrogate in a JSON upload', async () => {
    const res = await inject('POST', '/api/imports/degrees/', admin, {
      lang: 'en',
      payload: { file_name: 'd.csv', content: 'Master;A;B\nLicence\uD800;C;D\n' },
    });
    // JSON text with half a surrogate pair is refused on its field before any import check
    // (platform/contract.ts); a multipart file with such bytes is "not UTF-8" (above).
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      content: ['This text contains characters that are not allowed'],
    });
  });
});
