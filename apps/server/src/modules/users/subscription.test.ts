import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { userSchoolSettings, userTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions.ts';
import { issueUnsubscribeTokens } from './unsubscription.ts';

/*
 * Subscriptions (issue 34 item 3; spec 1 §2 subscription and unsubscription pages, spec 2 §8
 * "Invalid unsubscribe token: 'Error! Invalid token' (nonexistent, expired or already used)"):
 * single-use tokens per member and list, the subscription page through a token or signed in,
 * and RFC 8058's one-click POST.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const INVALID = { status: 400, body: { detail: 'Error! Invalid token' } };

async function memberWithToken(list: 'newsletter' | 'platform_information' | 'mass_messages') {
  const school = await buildSchool(db);
  const member = await buildMember(db, school.id, { firstName: 'Rita' });
  const [token = ''] = await issueUnsubscribeTokens(db, list, [
    { userId: member.id, schoolId: school.id },
  ]);
  return { school, member, token, host: { host: hostOf(school.subdomain) } };
}

async function settingsOf(userId: number, schoolId: number) {
  const [row] = await db
    .select()
    .from(userSchoolSettings)
    .where(and(eq(userSchoolSettings.userId, userId), eq(userSchoolSettings.schoolId, schoolId)));
  return row;
}

describe('POST /api/unsubscription/', () => {
  it('turns the list off once, on its own school only, and opens the subscription page', async () => {
    const { school, member, token, host } = await memberWithToken('platform_information');
    const elsewhere = await buildSchool(db);
    expect(
      await call('POST', '/api/unsubscription/', { host: hostOf(elsewhere.subdomain) }, { token }),
    ).toEqual(INVALID);
    const done = await call('POST', '/api/unsubscription/', host, { token });
    expect(done).toEqual({
      status: 200,
      body: { list: 'platform_information', subscription_token: expect.any(String) },
    });
    expect((await settingsOf(member.id, school.id))?.platformInformationEmails).toBe(false);
    expect((await settingsOf(member.id, school.id))?.newsletter).toBe(true);
    expect(await call('POST', '/api/unsubscription/', host, { token })).toEqual(INVALID);

    // The page's token reads the lists without being spent, then one change spends it.
    const pageToken = (done.body as { subscription_token: string }).subscription_token;
    const page = `/api/subscription/?token=${encodeURIComponent(pageToken)}`;
    const read = await call('GET', page, host);
    expect(read).toEqual({
      status: 200,
      body: {
        first_name: 'Rita',
        lists: {
          newsletter: true,
          platform_information: false,
          jobs_weekly: false,
          mass_messages: true,
        },
      },
    });
    expect((await call('GET', page, host)).status).toBe(200);
    const changed = await call('PUT', '/api/subscription/', host, {
      token: pageToken,
      lists: { newsletter: false, jobs_weekly: true },
    });
    expect(changed.status).toBe(200);
    expect((changed.body as { lists: Record<string, boolean> }).lists).toMatchObject({
      newsletter: false,
      jobs_weekly: true,
    });
    expect(
      await call('PUT', '/api/subscription/', host, {
        token: pageToken,
        lists: { newsletter: true },
      }),
    ).toEqual(INVALID);
    expect(await call('GET', page, host)).toEqual(INVALID);
  });

  it('refuses an expired token and an unknown one', async () => {
    const { token, host } = await memberWithToken('newsletter');
    await db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(await call('POST', '/api/unsubscription/', host, { token })).toEqual(INVALID);
    expect(await call('POST', '/api/unsubscription/', host, { token: 'nope' })).toEqual(INVALID);
    const french = await call('POST', '/api/unsubscription/', host, { token: 'nope' }, 'fr');
    expect(french.body).toEqual({ detail: 'Erreur\u202f! Jeton invalide' });
  });
});

describe('POST /api/unsubscription/one-click/ (RFC 8058)', () => {
  it('unsubscribes without a page, a cookie or a CSRF token, once', async () => {
    const { school, member, token, host } = await memberWithToken('mass_messages');
    const click = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/unsubscription/one-click/?token=${encodeURIComponent(token)}`,
        headers: {
          ...host,
          'accept-language': 'en',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await click();
    expect(first.statusCode, first.body).toBe(204);
    expect((await settingsOf(member.id, school.id))?.massChatReception).toBe(false);
    const again = await click();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID.body);
  });
});

describe('GET and PUT /api/subscription/ signed in', () => {
  it('shows and changes the member’s own lists; 401 signed out, 403 for a stranger', async () => {
    const school = await buildSchool(db);
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const read = await call('GET', '/api/subscription/', member.headers);
    expect(read.status).toBe(200);
    const put = await call('PUT', '/api/subscription/', member.headers, {
      lists: { platform_information: false },
    });
    expect((put.body as { lists: Record<string, boolean> }).lists.platform_information).toBe(false);
    expect((await settingsOf(member.id, school.id))?.platformInformationEmails).toBe(false);
    const host = { host: hostOf(school.subdomain) };
    expect((await call('GET', '/api/subscription/', host)).status).toBe(401);
    expect((await call('PUT', '/api/subscription/', host, { lists: {} })).status).toBe(401);
    const stranger = await buildUser(db);
    const foreign = await sessionHeaders(db, {
      userId: stranger.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect((await call('GET', '/api/subscription/', foreign)).status).toBe(403);
  });
});
