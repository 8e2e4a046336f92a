import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { sameOrigin, signIn } from '../../../test/session.ts';
import { outboxMessages, users, userTokens } from '../../db/schema/index.ts';
import { MAIL_QUEUE } from '../../platform/mail.ts';
import { jobIdOf } from '../../platform/queue.ts';

/**
 * Issue 12 item 3: invited members who never activated are not stuck. "Forgot password" on
 * such an account sends a fresh activation link (it ignored inactive accounts), and an admin
 * sends invitations again, to one member or to every member of an import not yet activated.
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

const { importThroughApi } = importsApi(() => world);

const EMAILS = ['inv.one@example.org', 'inv.two@example.org', 'inv.three@example.org'];
let importId: number;

const mailsTo = async (email: string) => {
  await deliverMail(ctx.app);
  return ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
};
const tokenOf = (text: string) => /registration\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const userId = async (email: string) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row?.id ?? 0;
};
const send = (url: string, cookie: string | null, payload: object, subdomain = 'demo') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? sameOrigin(subdomain, cookie) : { host: hostOf(subdomain) },
    payload,
  });

beforeAll(async () => {
  const applied = await importThroughApi(
    `${HEADER}\n${EMAILS.map((e) => memberLine(e)).join('\n')}\n`,
    'invitations.csv',
  );
  importId = applied.id;
  for (const email of EMAILS) expect(await mailsTo(email)).toHaveLength(1);
});

describe('"forgot password" on an invited account never activated', () => {
  // Bug pinned: requestPasswordReset returned early for inactive accounts, so an invited
  // member whose link expired had no way in.
  it('e-mails a fresh activation link that activates the account', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/',
      headers: { host: hostOf('demo') },
      payload: { email: 'Inv.One@example.org' },
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(EMAILS[0] ?? '');
    expect(mails).toHaveLength(2);
    const reminder = mails.find((m) => /activez votre compte/.test(m.subject));
    expect(reminder?.text).toContain(`http://${hostOf('demo')}/registration?token=`);
    expect(reminder?.text).not.toContain('/reset?token=');
    const token = tokenOf(reminder?.text ?? '');
    const activation = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo') },
      payload: { token, password: 'Fresh-link-2026!', password_confirm: 'Fresh-link-2026!' },
    });
    expect(activation.statusCode).toBe(200);
    await signIn(ctx.app, 'demo', EMAILS[0] ?? '', 'Fresh-link-2026!');
  });

  it('sends nothing to an inactive account with no role in this school', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/',
      headers: { host: hostOf('campus-en') },
      payload: { email: EMAILS[1] },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(EMAILS[1] ?? '')).toHaveLength(1);
  });
});

describe('POST /api/imports/{id}/invitations/ (an applied import)', () => {
  it('answers 401, 403 to a member, 404 to another school, 400 for a draft', async () => {
    const url = `/api/imports/${importId}/invitations/`;
    expect((await send(url, null, {})).statusCode).toBe(401);
    expect((await send(url, member, {})).statusCode).toBe(403);
    expect((await send(url, otherAdmin, {}, 'campus-en')).statusCode).toBe(404);
    const draft = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/imports/members/',
        headers: { ...sameOrigin('demo', admin), 'accept-language': 'en' },
        payload: { file_name: 'd.csv', content: `${HEADER}\n${memberLine('d@example.org')}\n` },
      }),
    );
    const notApplied = await ctx.app.inject({
      method: 'POST',
      url: `/api/imports/${draft.id}/invitations/`,
      headers: { ...sameOrigin('demo', admin), 'accept-language': 'en' },
      payload: {},
    });
    expect(notApplied.statusCode).toBe(400);
    expect(notApplied.json()).toEqual({ detail: 'This import is not applied.' });
  });

  it('sends a new link to each member not yet activated, none to the one who activated', async () => {
    const res = await send(`/api/imports/${importId}/invitations/`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, already_active: 1 });
    expect(await mailsTo(EMAILS[0] ?? '')).toHaveLength(2);
    expect(await mailsTo(EMAILS[1] ?? '')).toHaveLength(2);
    expect(await mailsTo(EMAILS[2] ?? '')).toHaveLength(2);
  });

  it('with only_missing, sends only to the members never invited', async () => {
    // What an import interrupted before this fix left: a member without token, job or mail.
    const db = ctx.database.db;
    const missing = await userId(EMAILS[2] ?? '');
    await db.delete(userTokens).where(eq(userTokens.userId, missing));
    await db.delete(outboxMessages).where(eq(outboxMessages.to, EMAILS[2] ?? ''));
    const firstJob = jobIdOf(MAIL_QUEUE, `invite:${missing}:${importId}`);
    await db.execute(sql`delete from pgboss.job where id = ${firstJob}`);
    const res = await send(`/api/imports/${importId}/invitations/`, superUser, {
      only_missing: true,
    });
    expect(res.json()).toEqual({ sent: 1, already_active: 1 });
    expect(await mailsTo(EMAILS[1] ?? '')).toHaveLength(2);
    expect(await mailsTo(EMAILS[2] ?? '')).toHaveLength(1);
    const again = await send(`/api/imports/${importId}/invitations/`, admin, {
      only_missing: true,
    });
    expect(again.json()).toEqual({ sent: 0, already_active: 1 });
  });
});

describe('POST /api/imports/invitations/ (one member)', () => {
  it('sends one new link to a member not yet activated', async () => {
    const id = await userId(EMAILS[1] ?? '');
    const res = await send('/api/imports/invitations/', admin, { user: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1, already_active: 0 });
    expect(await mailsTo(EMAILS[1] ?? '')).toHaveLength(3);
    const tokens = await ctx.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, id), inArray(userTokens.purpose, ['activation'])));
    expect(tokens).toHaveLength(3);
  });

  it('answers 400 for an active member, 404 for someone of another school, 401, 403', async () => {
    const active = await send('/api/imports/invitations/', admin, {
      user: await userId(EMAILS[0] ?? ''),
    });
    expect(active.statusCode).toBe(400);
    expect(active.json()).toEqual({ detail: 'Ce membre a déjà activé son compte.' });
    const elsewhere = await send(
      '/api/imports/invitations/',
      otherAdmin,
      { user: await userId(EMAILS[1] ?? '') },
      'campus-en',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await send('/api/imports/invitations/', null, { user: 1 })).statusCode).toBe(401);
    expect((await send('/api/imports/invitations/', member, { user: 1 })).statusCode).toBe(403);
    expect((await send('/api/imports/invitations/', admin, { user: 'x' })).statusCode).toBe(400);
  });
});
