import { ROLE } from '@alumni/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { type BuiltSchool, buildSchool } from '../../../test/factories.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/*
 * Issue 12, item 2: activation links were built from the request's Host and scheme, and an
 * activation token of one school worked on another school's host. Links now come from the
 * school's subdomain, BASE_DOMAIN and the configured scheme; a token works only on its school.
 */

let ctx: TestContext;
let north: BuiltSchool;

beforeAll(async () => {
  ctx = await createTestApp({ baseDomain: 'alumni.example', trustProxy: true });
  north = await buildSchool(ctx.database.db, {
    subdomain: 'north',
    validateRegistration: false,
  });
  await buildSchool(ctx.database.db, { subdomain: 'south', validateRegistration: false });
});
afterAll(() => ctx.close());

const body = (email: string) => ({
  account_type: 'community',
  first_name: 'Inès',
  last_name: 'Moreau',
  birth_name: '',
  civility: 'Mme.',
  date_birth: '1994-03-12',
  city: 'Nantes',
  email,
  phone: '',
  password: 'Sup3r-secret!',
  password_confirm: 'Sup3r-secret!',
  terms_use: true,
  privacy_policy: true,
  role: ROLE.Alumni,
  graduation_year: 2016,
  degree: north.degrees[0]?.id,
  campus: north.campuses[0]?.id,
});

async function lastMail(to: string): Promise<string> {
  await deliverMail(ctx.app);
  const [row] = await ctx.database.db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.text ?? '';
}

describe('activation links', () => {
  it('point to the school on its configured domain and scheme, whatever the forwarded headers say', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/',
      headers: {
        host: 'north.alumni.example:8080',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'evil.example',
      },
      payload: body('links@example.org'),
    });
    expect(res.statusCode).toBe(201);
    expect(await lastMail('links@example.org')).toMatch(
      /https:\/\/north\.alumni\.example\/registration\?token=[\w-]+(\s|$)/,
    );
  });

  it('the "already registered" message links to the school the same way', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/',
      headers: { host: 'north.alumni.example:8080', 'x-forwarded-proto': 'http' },
      payload: body('links@example.org'),
    });
    expect(res.statusCode).toBe(201);
    expect(await lastMail('links@example.org')).toContain('https://north.alumni.example/login');
  });
});

describe('an activation token is bound to its school', () => {
  it("is unknown (410) on another school's host, and works on its own", async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/',
      headers: { host: 'north.alumni.example' },
      payload: body('bound@example.org'),
    });
    const token = /registration\?token=([\w-]+)/.exec(await lastMail('bound@example.org'))?.[1];
    expect(token).toBeTruthy();
    const url = `/api/registration/activation/?token=${token}`;
    const check = await ctx.app.inject({ url, headers: { host: 'south.alumni.example' } });
    expect(check.statusCode).toBe(410);
    expect(check.json()).toEqual({ detail: expect.any(String) });
    const activation = (host: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/registration/activation/',
        headers: { host },
        payload: { token },
      });
    expect((await activation('south.alumni.example')).statusCode).toBe(410);
    const own = await ctx.app.inject({ url, headers: { host: 'north.alumni.example' } });
    expect(own.statusCode).toBe(200);
    expect((await activation('north.alumni.example')).statusCode).toBe(200);
  });
});
