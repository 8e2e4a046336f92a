import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { addRole, type BuiltSchool, buildSchool, buildUser } from '../../../test/factories.ts';
import { outboxMessages, users } from '../../db/schema/index.ts';

/*
 * Issue 12, item 2 (host poisoning): the reset link was built from the request's Host header
 * and scheme, and any unknown host or bare IP served the default school, so an attacker could
 * have the product mail a victim a reset link pointing to the attacker's own host. Links now
 * come from the school's subdomain, BASE_DOMAIN and the configured scheme, and a reset token
 * works only on its own school's host.
 */

let prod: TestContext;
let north: BuiltSchool;
let south: BuiltSchool;
const PASSWORD = 'Old-passw0rd!';
let email: string;

beforeAll(async () => {
  // As deployed: a real base domain behind a TLS-terminating proxy (TRUST_PROXY=1).
  prod = await createTestApp({
    baseDomain: 'alumni.example',
    defaultSchool: 'north',
    trustProxy: true,
  });
  const db = prod.database.db;
  north = await buildSchool(db, { subdomain: 'north', name: 'North' });
  south = await buildSchool(db, { subdomain: 'south', name: 'South', preferredLocale: 2 });
  const user = await buildUser(db, { password: PASSWORD });
  email = user.email;
  await addRole(db, user.id, north);
  await addRole(db, user.id, south);
});
afterAll(() => prod.close());

const forgot = (headers: Record<string, string>) =>
  prod.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot/',
    headers,
    payload: { email },
  });
const reset = (host: string, token: string) =>
  prod.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset/',
    headers: { host },
    payload: { token, password: 'New-passw0rd!', password_confirm: 'New-passw0rd!' },
  });

/** The text of every message sent to the user so far, newest first. */
async function mails(): Promise<string[]> {
  await deliverMail(prod.app);
  const rows = await prod.database.db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.id));
  return rows.map((row) => row.text);
}
const resetLinks = (text: string) => text.match(/\S+\/reset\?token=[\w-]+/g) ?? [];

describe('password-reset links (host poisoning)', () => {
  it('answers 404 on a host that is neither a school nor the base domain, and mails nothing', async () => {
    const before = (await mails()).length;
    for (const host of ['203.0.113.7', 'evil.example', 'localhost:3000', 'north.evil.example']) {
      const res = await forgot({ host, 'accept-language': 'en' });
      expect(res.statusCode, host).toBe(404);
      expect(res.json(), host).toEqual({ detail: expect.any(String) });
    }
    expect((await mails()).length).toBe(before);
  });

  it('links to the school on its configured domain and scheme, whatever the forwarded headers say', async () => {
    const res = await forgot({
      host: 'north.alumni.example:8443',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(res.statusCode).toBe(200);
    const [link] = resetLinks((await mails())[0] ?? '');
    expect(link).toMatch(/^https:\/\/north\.alumni\.example\/reset\?token=[\w-]+$/);
  });

  it('serves the default school on the bare base domain, with links on its own subdomain', async () => {
    expect((await forgot({ host: 'alumni.example' })).statusCode).toBe(200);
    const [link] = resetLinks((await mails())[0] ?? '');
    expect(link).toMatch(/^https:\/\/north\.alumni\.example\/reset\?token=/);
  });

  it("puts an English school's links under /en", async () => {
    expect((await forgot({ host: 'south.alumni.example' })).statusCode).toBe(200);
    const [link] = resetLinks((await mails())[0] ?? '');
    expect(link).toMatch(/^https:\/\/south\.alumni\.example\/en\/reset\?token=/);
  });
});

describe('a reset token is bound to its school', () => {
  it("refuses north's token on south's host, as an unknown token, and takes it on north's", async () => {
    await forgot({ host: 'north.alumni.example' });
    const token = /reset\?token=([\w-]+)/.exec((await mails())[0] ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const elsewhere = await reset('south.alumni.example', token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ non_field_errors: [expect.any(String)] });
    expect((await reset('north.alumni.example', token)).statusCode).toBe(200);
  });

  it('cannot be stored without a school (one without was good on every host)', async () => {
    const [user] = await prod.database.db.select({ id: users.id }).from(users).limit(1);
    const insert = prod.database.db.execute(
      sql`insert into user_tokens (user_id, purpose, token_hash, expires_at)
          values (${user?.id}, 'reset', ${'f'.repeat(64)}, now() + interval '1 hour')`,
    );
    await expect(insert).rejects.toThrow();
  });
});

describe('local development links', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await createTestApp({ port: 3000 });
    const db = local.database.db;
    const school = await buildSchool(db, { subdomain: 'demo' });
    const user = await buildUser(db, { email: 'local@example.org', password: PASSWORD });
    await addRole(db, user.id, school);
  });
  afterAll(() => local.close());

  it('point to http://<school>.localhost:<PORT>, not to the port the request named', async () => {
    const res = await local.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/',
      headers: { host: 'demo.localhost:4444' },
      payload: { email: 'local@example.org' },
    });
    expect(res.statusCode).toBe(200);
    await deliverMail(local.app);
    const [row] = await local.database.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, 'local@example.org')));
    expect(resetLinks(row?.text ?? '')[0]).toMatch(
      /^http:\/\/demo\.localhost:3000\/reset\?token=[\w-]+$/,
    );
  });
});
