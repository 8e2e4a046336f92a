import { ROLE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { campuses, schools, userRoles, users, userTokens } from '../../db/schema/index.ts';
import { MAIL_QUEUE } from '../../platform/mail.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';
import { RESEND_ALL_JOB } from './activations.service.ts';

// The registrations tab (issue 34 item 4; spec 1 §2 Registration "manual user add, token
// verification, expired-link page", §4 "Registration token: valid or expired", §5 "Campus is
// required at manual registration"; spec 2 §6 "School admins … can add users").

let ctx: TestContext;
let campusId: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, { mediaDir: `${ctx.config.dataDir}/media` });
  const [demo] = await ctx.database.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [campus] = await ctx.database.db
    .select()
    .from(campuses)
    .where(eq(campuses.schoolId, demo?.id ?? 0));
  campusId = campus?.id ?? 0;
  for (const who of ['admin', 'validator', 'member']) {
    cookies[who] = await signIn(ctx.app, 'demo', `${who}@demo.example.org`, DEMO_PASSWORD);
  }
});
afterAll(() => ctx.close());

const as = (who: string | null, locale = 'fr') =>
  who
    ? { ...sameOrigin('demo', cookies[who] ?? ''), 'accept-language': locale }
    : { host: hostOf('demo'), 'accept-language': locale };

const post = (url: string, who: string | null, payload?: object, locale = 'fr') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: as(who, locale),
    ...(payload ? { payload } : {}),
  });

async function outbox(to: string) {
  await deliverMail(ctx.app);
  const cookie = await signIn(ctx.app, 'demo', 'super@example.org', DEMO_PASSWORD);
  const res = await ctx.app.inject({
    url: `/api/outbox/?to=${encodeURIComponent(to)}`,
    headers: { host: hostOf('demo'), cookie },
  });
  return res.json().results as { subject: string; text: string }[];
}
const tokenIn = (text: string) => /registration\?token=([\w-]+)/.exec(text)?.[1] ?? '';

const newMember = (email: string, extra: object = {}) => ({
  first_name: 'Noé',
  last_name: 'Ajouté',
  email,
  role: ROLE.Alumni,
  graduation_year: 2018,
  campus: campusId,
  ...extra,
});

/** A self-registration of demo, confirmed: it waits for validation. Returns its role id. */
async function pendingRegistration(email: string): Promise<number> {
  const res = await post('/api/registration/', null, {
    account_type: 'community',
    first_name: 'Inès',
    last_name: 'Attente',
    date_birth: '1994-03-12',
    city: 'Nantes',
    email,
    password: 'Sup3r-secret!',
    password_confirm: 'Sup3r-secret!',
    terms_use: true,
    privacy_policy: true,
    role: ROLE.Alumni,
    graduation_year: 2016,
    campus: campusId,
  });
  expect(res.statusCode).toBe(201);
  const token = tokenIn((await outbox(email))[0]?.text ?? '');
  expect((await post('/api/registration/activation/', null, { token })).statusCode).toBe(200);
  const [row] = await ctx.database.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(users.email, email));
  return row?.id ?? 0;
}

describe('permissions of the new operations', () => {
  it.each([
    ['POST', '/api/registrations/members/'],
    ['GET', '/api/registrations/activations/'],
    ['POST', '/api/registrations/activations/'],
    ['POST', '/api/registrations/activations/1/'],
  ])('%s %s: 401 signed out, 403 for a member', async (method, url) => {
    const headers = (who: string | null) => as(who);
    const anonymous = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: headers(null),
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: headers('member'),
      ...(method === 'POST' ? { payload: newMember('nobody@example.org') } : {}),
    });
    expect(member.statusCode).toBe(403);
  });

  it('lets a User validator list and resend, but only admins add members', async () => {
    const list = await ctx.app.inject({
      url: '/api/registrations/activations/',
      headers: as('validator'),
    });
    expect(list.statusCode).toBe(200);
    const add = await post('/api/registrations/members/', 'validator', newMember('v@example.org'));
    expect(add.statusCode).toBe(403);
  });
});

describe('manual add (spec 1 §2 "manual user add")', () => {
  it("asks the campus with 'Merci de choisir un centre' when the school has campuses", async () => {
    const fr = await post('/api/registrations/members/', 'admin', {
      ...newMember('campus@example.org'),
      campus: null,
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ campus: ['Merci de choisir un centre'] });
    const en = await post(
      '/api/registrations/members/',
      'admin',
      { ...newMember('campus@example.org'), campus: undefined },
      'en',
    );
    expect(en.json()).toEqual({ campus: ['Please choose a centre'] });
  });

  it('creates an inactive member with the role and invites them; the link activates', async () => {
    const email = 'noe.ajoute@example.org';
    const res = await post('/api/registrations/members/', 'admin', newMember(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invited: true });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isActive: false, passwordHash: null });
    const [role] = await ctx.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? 0));
    expect(role).toMatchObject({ role: ROLE.Alumni, graduationYear: 2018, isActive: false });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0]?.text ?? '');
    const check = await ctx.app.inject({
      url: `/api/registration/activation/?token=${token}`,
      headers: as(null),
    });
    expect(check.json()).toMatchObject({ email, needs_password: true });
    const activated = await post('/api/registration/activation/', null, {
      token,
      password: 'Sup3r-secret!',
      password_confirm: 'Sup3r-secret!',
    });
    expect(activated.json()).toMatchObject({ awaiting_validation: false });
  });

  it('answers 409 for an e-mail a member of the school already has, whatever its case', async () => {
    const res = await post(
      '/api/registrations/members/',
      'admin',
      newMember('Member@Demo.example.org'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Un membre de cet établissement utilise déjà cette adresse e-mail.',
    });
  });
});

describe('refusal with a reason', () => {
  it('stores the reason and writes it in the e-mail; refuses one over 500 characters', async () => {
    const email = 'refusee@example.org';
    const id = await pendingRegistration(email);
    const long = await post(`/api/registrations/${id}/refuse/`, 'admin', {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['reason']);

    const reason = 'Nous ne trouvons pas votre nom parmi nos diplômés.';
    const res = await post(`/api/registrations/${id}/refuse/`, 'admin', { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refusal_reason: reason, is_active: false });
    const [role] = await ctx.database.db.select().from(userRoles).where(eq(userRoles.id, id));
    expect(role?.refusalReason).toBe(reason);
    expect(role?.refusedAt).not.toBeNull();
    const refusal = (await outbox(email)).find((m) => m.subject.includes('votre inscription'));
    expect(refusal?.text).toContain(reason);
  });

  it('pages and searches the pending list, each with its kind', async () => {
    await pendingRegistration('cherchee@example.org');
    const res = await ctx.app.inject({
      url: '/api/registrations/?search=CHERCHEE&page_size=5',
      headers: as('validator'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      kind: 'registration',
      user: { email: 'cherchee@example.org' },
    });
    expect(body).toHaveProperty('next', null);
  });
});

describe('activation links sent again', () => {
  async function invited(email: string) {
    const res = await post('/api/registrations/members/', 'admin', newMember(email));
    expect(res.statusCode).toBe(201);
    return res.json().user as number;
  }

  it('sends one new link per member per 15 minutes (429 with Retry-After)', async () => {
    const email = 'relance@example.org';
    const userId = await invited(email);
    // The invitation itself was written just now: a resend waits.
    const early = await post(`/api/registrations/activations/${userId}/`, 'admin', undefined, 'en');
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toMatch(/less than 15 minutes ago/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    await ctx.database.db
      .update(userTokens)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(userTokens.userId, userId));
    const res = await post(`/api/registrations/activations/${userId}/`, 'validator');
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe("Un nouveau lien d'activation vient d'être envoyé.");
    expect(await outbox(email)).toHaveLength(2);
    const again = await post(`/api/registrations/activations/${userId}/`, 'admin');
    expect(again.statusCode).toBe(429);
    expect(await outbox(email)).toHaveLength(2);
  });

  it('refuses an active account (400) and a stranger (404)', async () => {
    const [member] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'member@demo.example.org'));
    expect((await post(`/api/registrations/activations/${member?.id}/`, 'admin')).statusCode).toBe(
      400,
    );
    expect((await post('/api/registrations/activations/999999/', 'admin')).statusCode).toBe(404);
  });

  it('lists the members awaiting activation and sends all of them a link through the queue', async () => {
    const email = 'tous@example.org';
    const userId = await invited(email);
    const list = await ctx.app.inject({
      url: '/api/registrations/activations/?search=tous@example',
      headers: as('admin'),
    });
    expect(list.json().results).toEqual([
      expect.objectContaining({ id: userId, link_expired: false, role: ROLE.Alumni }),
    ]);
    await ctx.database.db
      .update(userTokens)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(userTokens.userId, userId));
    const res = await post('/api/registrations/activations/', 'admin');
    expect(res.statusCode).toBe(202);
    // The seeded members never activated have no link yet: they are reached too.
    expect(res.json().count).toBeGreaterThanOrEqual(1);
    await ctx.app.queue.drain([RESEND_ALL_JOB, MAIL_QUEUE]);
    expect(await outbox(email)).toHaveLength(2);
    const next = await post('/api/registrations/activations/', 'admin');
    expect(next.json()).toMatchObject({ count: 0 });
  });
});

describe('expired-link page: a new link from an expired one', () => {
  it('410 for an expired link, then "send a new link" mails a new one (once per window)', async () => {
    const email = 'expire@example.org';
    const res = await post('/api/registrations/members/', 'admin', newMember(email));
    const userId = res.json().user as number;
    const token = tokenIn((await outbox(email))[0]?.text ?? '');
    await ctx.database.db
      .update(userTokens)
      .set({
        expiresAt: sql`now() - interval '1 day'`,
        createdAt: sql`now() - interval '8 days'`,
      })
      .where(eq(userTokens.userId, userId));
    const check = await ctx.app.inject({
      url: `/api/registration/activation/?token=${token}`,
      headers: as(null, 'en'),
    });
    expect(check.statusCode).toBe(410);

    const renewal = await post('/api/registration/activation/renewal/', null, { token }, 'en');
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json().detail).toBe(
      'A new activation link has just been sent to your e-mail address.',
    );
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    const fresh = tokenIn(mails.find((m) => tokenIn(m.text) !== token)?.text ?? '');
    const valid = await ctx.app.inject({
      url: `/api/registration/activation/?token=${fresh}`,
      headers: as(null),
    });
    expect(valid.statusCode).toBe(200);
    const twice = await post('/api/registration/activation/renewal/', null, { token });
    expect(twice.statusCode).toBe(429);
  });

  it('410 for a token that names nobody here, 409 once the account is active', async () => {
    const unknown = await post('/api/registration/activation/renewal/', null, { token: 'nope' });
    expect(unknown.statusCode).toBe(410);
    // The manual add's invitee activated their account above: their spent link says so.
    const token = tokenIn((await outbox('noe.ajoute@example.org'))[0]?.text ?? '');
    const active = await post('/api/registration/activation/renewal/', null, { token });
    expect(active.statusCode).toBe(409);
    expect(active.json().detail).toBe('Ce compte est déjà activé\u00a0: connectez-vous.');
  });
});
