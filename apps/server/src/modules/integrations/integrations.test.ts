import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATION_MESSAGES, ROLE, VALIDATION_MESSAGES } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { auditChanges, integrations } from '../../db/schema/index.ts';
import { createSecretBox } from './secret-box.ts';

/*
 * School settings → integrations (issue 31 item 9; spec 1 §3 "Integration: base URL, API
 * token, filters, mappings"): admins add, change, delete and test integrations; the token is
 * stored encrypted and never answered, nor written in the audit log; the test calls the base
 * URL and says what came back, never answering a 5xx.
 */

const TOKEN = 'sEcReT-t0ken.Value_42';

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

/** A local HTTP server on 127.0.0.1, its URL through the `.localhost` name, and what it got. */
async function localServer(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://api.localhost:${port}/v1/`, seen };
}
const servers: Server[] = [];

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const crm = { name: 'CRM', base_url: 'https://crm.example.org/api/' };

beforeAll(async () => {
  // The local test servers listen on 127.0.0.1: private addresses are allowed here, and the
  // timeout is short so that the silent server's case is quick.
  ctx = await createTestApp({ integrationsAllowPrivate: true, integrationsTestTimeoutMs: 300 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await ctx.close();
});

describe('the integrations of a school', () => {
  it('are added, listed, changed and deleted by an admin, the token never answered', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/integrations/`;
    const [degree] = school.degrees;
    const body = {
      ...crm,
      token: TOKEN,
      enabled: true,
      filter_roles: [ROLE.Alumni],
      filter_degrees: [degree?.id ?? 0],
      filter_years: [2020],
      mappings: [
        { source: 'email', target: 'contact.email' },
        { source: 'last_name', target: 'LastName' },
      ],
    };
    const added = await call('POST', base, headers, body);
    expect(added).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'CRM',
        base_url: crm.base_url,
        enabled: true,
        has_token: true,
        filter_roles: [ROLE.Alumni],
        filter_degrees: [degree?.id],
        filter_campuses: [],
        filter_years: [2020],
        mappings: body.mappings,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = added.body.id as number;
    const listed = await call('GET', base, headers);
    expect(listed).toEqual({ status: 200, body: [added.body] });

    // The row holds a ciphertext that is not the token, and that decrypts back to it.
    const [row] = await db.select().from(integrations).where(eq(integrations.id, id));
    expect(row?.tokenEncrypted).toBeTruthy();
    expect(row?.tokenEncrypted).not.toContain(TOKEN);
    expect(Buffer.from(row?.tokenEncrypted ?? '', 'base64').toString('latin1')).not.toContain(
      TOKEN,
    );
    const box = createSecretBox(ctx.config);
    expect(row?.tokenKeyId).toBe(box.keyId);
    const sealed = { tokenEncrypted: row?.tokenEncrypted ?? '', tokenKeyId: box.keyId };
    expect(box.open(sealed, school.id)).toBe(TOKEN);
    // Bound to its school: copied into another school's row, it does not decrypt.
    expect(box.open(sealed, school.id + 1)).toBeNull();

    // Changing without a token keeps it; a new one replaces it; null clears it.
    const renamed = await call('PATCH', `${base}${id}/`, headers, { ...crm, name: 'CRM 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'CRM 2', has_token: true, enabled: false });
    const [kept] = await db.select().from(integrations).where(eq(integrations.id, id));
    expect(kept?.tokenEncrypted).toBe(row?.tokenEncrypted);
    const emptyKeeps = await call('PATCH', `${base}${id}/`, headers, { ...crm, token: '' });
    expect(emptyKeeps.body).toMatchObject({ has_token: true });

    await call('PATCH', `${base}${id}/`, headers, { ...crm, token: 'another-token' });
    const [replaced] = await db.select().from(integrations).where(eq(integrations.id, id));
    expect(replaced?.tokenEncrypted).not.toBe(row?.tokenEncrypted);
    expect(
      box.open(
        { tokenEncrypted: replaced?.tokenEncrypted ?? '', tokenKeyId: box.keyId },
        school.id,
      ),
    ).toBe('another-token');

    const cleared = await call('PATCH', `${base}${id}/`, headers, { ...crm, token: null });
    expect(cleared.body).toMatchObject({ has_token: false });
    const [none] = await db.select().from(integrations).where(eq(integrations.id, id));
    expect([none?.tokenEncrypted, none?.tokenKeyId]).toEqual([null, null]);

    expect((await call('DELETE', `${base}${id}/`, headers)).status).toBe(204);
    expect((await call('GET', base, headers)).body).toEqual([]);

    // No answer carried a token, and the audit log recorded only the token columns' names.
    for (const answer of [added, listed, renamed, emptyKeeps, cleared]) {
      expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
      expect(JSON.stringify(answer.body)).not.toContain('another-token');
    }
    const changes = await db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.tableName, 'integrations'));
    const logged = changes.filter((c) => c.schoolId === school.id);
    expect(logged.length).toBeGreaterThanOrEqual(5);
    for (const change of logged) {
      const text = JSON.stringify([change.before, change.after, change.rowKey]);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('another-token');
      expect(text).not.toContain('token_encrypted');
      expect(text).not.toContain(row?.tokenEncrypted ?? 'never');
    }
    expect(logged[0]?.redacted).toEqual(['token_encrypted', 'token_key_id']);
  });

  it('refuse each bad field, in the language of the request', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/integrations/`;
    const fr = INTEGRATION_MESSAGES.fr;
    const badTarget = await call(
      'POST',
      base,
      headers,
      { ...crm, mappings: [{ source: 'email', target: 'e mail' }] },
      'fr',
    );
    expect(badTarget).toEqual({ status: 400, body: { 'mappings.0.target': [fr.targetInvalid] } });
    const badUrl = await call('POST', base, headers, { ...crm, base_url: 'ftp://x.org' });
    expect(badUrl).toEqual({
      status: 400,
      body: { base_url: [VALIDATION_MESSAGES.en.invalidUrl] },
    });
    const refused: [unknown, string][] = [
      [{ ...crm, name: undefined }, 'name'],
      [{ ...crm, name: 'n'.repeat(101) }, 'name'],
      [{ ...crm, base_url: '' }, 'base_url'],
      [{ ...crm, base_url: 'https://10.0.0.1/' }, 'base_url'],
      [{ ...crm, token: 'with space' }, 'token'],
      [{ ...crm, token: 42 }, 'token'],
      [{ ...crm, enabled: 'yes' }, 'enabled'],
      [{ ...crm, filter_roles: [42] }, 'filter_roles.0'],
      [{ ...crm, filter_years: [3000] }, 'filter_years.0'],
      [{ ...crm, filter_degrees: [other.degrees[0]?.id ?? 0] }, 'filter_degrees'],
      [{ ...crm, filter_campuses: [other.campuses[0]?.id ?? 0] }, 'filter_campuses'],
      [{ ...crm, mappings: [{ source: 'password', target: 'pw' }] }, 'mappings.0.source'],
      [{ ...crm, mappings: [{ source: 'email', target: 'x'.repeat(101) }] }, 'mappings.0.target'],
      [{ ...crm, mappings: 'email' }, 'mappings'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('POST', base, headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    const twice = [
      { source: 'email', target: 'mail' },
      { source: 'phone', target: 'mail' },
    ];
    const duplicate = await call('POST', base, headers, { ...crm, mappings: twice });
    expect(duplicate).toEqual({
      status: 400,
      body: { 'mappings.1.target': [INTEGRATION_MESSAGES.en.targetTaken] },
    });
    expect(
      await db.select().from(integrations).where(eq(integrations.schoolId, school.id)),
    ).toEqual([]);
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const alumni = await signedInMember(db, school);
    const { headers } = await admin(school);
    const otherAdmin = await admin(other);
    const base = `/api/schools/${school.id}/integrations/`;
    const id = (await call('POST', base, headers, crm)).body.id as number;
    const theirs = (
      await call('POST', `/api/schools/${other.id}/integrations/`, otherAdmin.headers, crm)
    ).body.id as number;
    const anonymous = { host: headers.host ?? '' };

    expect((await call('GET', base, anonymous)).status).toBe(401);
    expect((await call('POST', base, anonymous, crm)).status).toBe(401);
    expect((await call('POST', `${base}${id}/test/`, anonymous)).status).toBe(401);
    expect((await call('GET', base, alumni.headers)).status).toBe(403);
    expect((await call('POST', base, alumni.headers, crm)).status).toBe(403);
    expect((await call('PATCH', `${base}${id}/`, alumni.headers, crm)).status).toBe(403);
    expect((await call('DELETE', `${base}${id}/`, alumni.headers)).status).toBe(403);
    expect((await call('POST', `${base}${id}/test/`, alumni.headers)).status).toBe(403);
    // Another school's id or integration is not found from this host.
    expect((await call('GET', `/api/schools/${other.id}/integrations/`, headers)).status).toBe(404);
    expect((await call('PATCH', `${base}${theirs}/`, headers, crm)).status).toBe(404);
    expect((await call('DELETE', `${base}${theirs}/`, headers)).status).toBe(404);
    expect((await call('POST', `${base}${theirs}/test/`, headers)).status).toBe(404);
    const [still] = await db.select().from(integrations).where(eq(integrations.id, theirs));
    expect(still?.schoolId).toBe(other.id);

    // A super user manages any school's integrations from its host, without a role there.
    const root = await buildUser(db, { isSuperuser: true });
    const rootHeaders = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect((await call('GET', base, rootHeaders)).status).toBe(200);
  });
});

describe('testing the connection', () => {
  /** An admin's integration calling `url` with `token`, and its test's address. */
  async function integrationOf(url: string, token?: string) {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/integrations/`;
    const id = (await call('POST', base, headers, { ...crm, base_url: url, token })).body
      .id as number;
    return { headers, test: `${base}${id}/test/` };
  }

  it("says the answer's status, having sent the token as a bearer and followed nothing", async () => {
    const server = await localServer((req, res) => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) res.writeHead(401).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
    });
    const { headers, test } = await integrationOf(server.url, TOKEN);
    const answer = await call('POST', test, headers);
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, status: 200, status_text: 'OK', duration_ms: expect.any(Number) },
    });
    expect(server.seen[0]?.method).toBe('GET');
    expect(server.seen[0]?.url).toBe('/v1/');
    expect(JSON.stringify(answer.body)).not.toContain(TOKEN);

    const moved = await localServer((_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
    );
    const redirect = await integrationOf(moved.url);
    expect((await call('POST', redirect.test, redirect.headers)).body).toMatchObject({
      ok: false,
      status: 302,
      status_text: 'Found',
    });
    expect(moved.seen).toHaveLength(1);
  });

  it('says a 503 is not ok, with its status', async () => {
    const server = await localServer((_req, res) => res.writeHead(503).end('down'));
    const { headers, test } = await integrationOf(server.url, TOKEN);
    expect(await call('POST', test, headers)).toEqual({
      status: 200,
      body: {
        ok: false,
        status: 503,
        status_text: 'Service Unavailable',
        duration_ms: expect.any(Number),
      },
    });
  });

  it('gives up after the timeout on a server that never answers', async () => {
    const silent = await localServer(() => {});
    const { headers, test } = await integrationOf(silent.url);
    const answer = await call('POST', test, headers);
    expect(answer).toEqual({
      status: 200,
      body: { ok: false, error: 'timeout', duration_ms: expect.any(Number) },
    });
    expect(answer.body.duration_ms as number).toBeGreaterThanOrEqual(250);
  });

  it('says an address nobody answers on, or a name that never resolves, is unreachable', async () => {
    const closed = await localServer(() => {});
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const refused = await integrationOf(closed.url);
    expect((await call('POST', refused.test, refused.headers)).body).toMatchObject({
      ok: false,
      error: 'unreachable',
    });
    const nowhere = await integrationOf('https://crm.example.invalid/');
    expect((await call('POST', nowhere.test, nowhere.headers)).body).toMatchObject({
      ok: false,
      error: 'unreachable',
    });
  });

  it('refuses private and loopback addresses unless the configuration allows them', async () => {
    const strict = await createTestApp({ integrationsTestTimeoutMs: 300 });
    try {
      const server = await localServer((_req, res) => res.writeHead(200).end());
      const strictDb = strict.database.db;
      const school = await buildSchool(strictDb);
      const { headers } = await signedInMember(strictDb, school, { role: ROLE.SchoolAdmin });
      const strictCall = apiCaller(strict.app);
      const base = `/api/schools/${school.id}/integrations/`;
      const id = (await strictCall('POST', base, headers, { ...crm, base_url: server.url })).body
        .id as number;
      expect((await strictCall('POST', `${base}${id}/test/`, headers)).body).toEqual({
        ok: false,
        error: 'refused_address',
        duration_ms: expect.any(Number),
      });
      expect(server.seen).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
