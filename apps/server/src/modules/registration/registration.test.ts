import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { campuses, degrees, schools, userRoles, users, userTokens } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';

let ctx: TestContext;
let demoCampusId: number;
let demoDegreeId: number;
let enDegreeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, { mediaDir: `${ctx.config.dataDir}/media` });
  const db = ctx.database.db;
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [en] = await db.select().from(schools).where(eq(schools.subdomain, 'campus-en'));
  demoCampusId =
    (
      await db
        .select()
        .from(campuses)
        .where(eq(campuses.schoolId, demo?.id ?? 0))
    )[0]?.id ?? 0;
  demoDegreeId =
    (
      await db
        .select()
        .from(degrees)
        .where(eq(degrees.schoolId, demo?.id ?? 0))
    )[0]?.id ?? 0;
  enDegreeId =
    (
      await db
        .select()
        .from(degrees)
        .where(eq(degrees.schoolId, en?.id ?? 0))
    )[0]?.id ?? 0;
});
afterAll(() => ctx.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  account_type: 'community',
  first_name: 'Inès',
  last_name: 'Moreau',
  birth_name: '',
  civility: 'Mme.',
  date_birth: '1994-03-12',
  city: 'Nantes',
  email: 'ines.moreau@example.org',
  phone: '+33 6 12 34 56 78',
  password: 'Sup3r-secret!',
  password_confirm: 'Sup3r-secret!',
  terms_use: true,
  privacy_policy: true,
  role: ROLE.Alumni,
  graduation_year: 2016,
  degree: demoDegreeId,
  campus: demoCampusId,
  ...overrides,
});

const register = (payload: Record<string, unknown>, subdomain = 'demo', locale = 'fr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/registration/',
    headers: { host: hostOf(subdomain), 'accept-language': locale },
    payload,
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
const activationToken = (text: string) => /registration\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('registration rules (spec 1 §5 Registration)', () => {
  it.each([
    ['missing first name', { first_name: '' }, 'first_name', 'Ce champ est obligatoire'],
    ['birth name equal to the family name', { birth_name: 'moreau' }, 'birth_name', undefined],
    ['birth name with digits', { birth_name: 'Dupont2' }, 'birth_name', undefined],
    ['terms of use not accepted', { terms_use: false }, 'terms_use', undefined],
    ['privacy policy not accepted', { privacy_policy: false }, 'privacy_policy', undefined],
    [
      'campus missing at manual registration',
      { campus: null },
      'campus',
      'Merci de choisir un centre',
    ],
    ['year before 1950', { graduation_year: 1949 }, 'graduation_year', undefined],
    [
      'year after the current year + 6',
      { graduation_year: new Date().getFullYear() + 7 },
      'graduation_year',
      undefined,
    ],
    [
      'weak password',
      { password: 'password', password_confirm: 'password' },
      'password',
      undefined,
    ],
    ['confirmation differs', { password_confirm: 'Other-s3cret!' }, 'password_confirm', undefined],
    ['invalid e-mail', { email: 'ines@' }, 'email', undefined],
    ['role not open to registration', { role: ROLE.SchoolAdmin }, 'role', undefined],
    ['degree of another school', { degree: -1 }, 'degree', undefined],
  ])('rejects %s with its message and creates nobody', async (_name, change, field, message) => {
    const payload = valid({ email: `rule-${field}@example.org`, ...change });
    if (field === 'degree') payload.degree = enDegreeId;
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body)).toContain(field);
    if (message) expect(body[field]).toContain(message);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, `rule-${field}@example.org`));
    expect(user).toBeUndefined();
  });

  it('enforces the school minimum age', async () => {
    await ctx.database.db
      .update(schools)
      .set({ minRegistrationAge: 18 })
      .where(eq(schools.subdomain, 'demo'));
    const lastYear = `${new Date().getFullYear() - 1}-01-01`;
    const res = await register(
      valid({ date_birth: lastYear, email: 'young@example.org' }),
      'demo',
      'en',
    );
    await ctx.database.db
      .update(schools)
      .set({ minRegistrationAge: 0 })
      .where(eq(schools.subdomain, 'demo'));
    expect(res.statusCode).toBe(400);
    expect(res.json().date_birth[0]).toContain('18');
  });
});

describe('registration, activation and validation', () => {
  it('goes from sign-up to activation, waits for the admin, then signs in', async () => {
    const res = await register(valid());
    expect(res.statusCode).toBe(201);
    const mail = (await outbox('ines.moreau@example.org'))[0];
    expect(mail?.subject).toContain('École Demo');
    const token = activationToken(mail?.text ?? '');

    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: hostOf('demo') },
      payload: { email: 'ines.moreau@example.org', password: 'Sup3r-secret!' },
    });
    expect(early.statusCode).toBe(400);

    const check = await ctx.app.inject({
      url: `/api/registration/activation/?token=${token}`,
      headers: { host: hostOf('demo') },
    });
    expect(check.json()).toEqual({
      email: 'ines.moreau@example.org',
      first_name: 'Inès',
      needs_password: false,
    });
    const activated = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo'), 'accept-language': 'en' },
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ awaiting_validation: true, user: null });
    // The link works once.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo') },
      payload: { token },
    });
    expect(twice.statusCode).toBe(410);

    const pendingLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: hostOf('demo'), 'accept-language': 'en' },
      payload: { email: 'ines.moreau@example.org', password: 'Sup3r-secret!' },
    });
    expect(pendingLogin.json()).toEqual({
      non_field_errors: ['Your registration is awaiting validation by the school.'],
    });

    // A member may not see the queue; the validator (User scope) and the admin may.
    const member = await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD);
    expect(
      (await ctx.app.inject({ url: '/api/registrations/', headers: sameOrigin('demo', member) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/registrations/', headers: { host: hostOf('demo') } }))
        .statusCode,
    ).toBe(401);
    const validator = await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
    const queue = await ctx.app.inject({
      url: '/api/registrations/',
      headers: sameOrigin('demo', validator),
    });
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .results.find((r: { user: { email: string } }) => r.user.email === 'ines.moreau@example.org');
    expect(item).toMatchObject({ role: ROLE.Alumni, graduation_year: 2016, campus: demoCampusId });

    const admin = await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${item.id}/accept/`,
      headers: sameOrigin('demo', admin),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().is_active).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: hostOf('demo') },
      payload: { email: 'ines.moreau@example.org', password: 'Sup3r-secret!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('signs a member in at activation when the school does not validate registrations', async () => {
    await ctx.database.db
      .update(schools)
      .set({ validateRegistration: false })
      .where(eq(schools.subdomain, 'demo'));
    await register(valid({ email: 'direct@example.org', account_type: 'recruiter' }));
    await ctx.database.db
      .update(schools)
      .set({ validateRegistration: true })
      .where(eq(schools.subdomain, 'demo'));
    const token = activationToken((await outbox('direct@example.org'))[0]?.text ?? '');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo') },
      payload: { token },
    });
    expect(res.json()).toMatchObject({
      awaiting_validation: false,
      user: { email: 'direct@example.org' },
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeTruthy();
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'direct@example.org'));
    const [role] = await ctx.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? 0));
    // A recruiter account is an External role flagged as recruiter.
    expect(role).toMatchObject({ role: ROLE.External, isRecruiter: true, isActive: true });
  });

  it('answers an existing e-mail the same way without creating a second account', async () => {
    const res = await register(valid({ email: 'member@demo.example.org' }));
    expect(res.statusCode).toBe(201);
    expect((await outbox('member@demo.example.org'))[0]?.subject).toMatch(/déjà un compte/);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'member@demo.example.org'));
    expect(rows).toHaveLength(1);
  });

  it('shows an expired activation link as expired (410)', async () => {
    await register(valid({ email: 'late@example.org' }));
    const token = activationToken((await outbox('late@example.org'))[0]?.text ?? '');
    expect(token).not.toBe('');
    await ctx.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await ctx.app.inject({
      url: `/api/registration/activation/?token=${token}`,
      headers: { host: hostOf('demo'), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toMatch(/expired/);
  });

  it("keeps another school's registrations out of reach (404)", async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/',
      headers: { host: hostOf('campus-en'), 'accept-language': 'en' },
      payload: valid({ email: 'en-only@example.org', degree: enDegreeId, campus: null }),
    });
    // campus-en has campuses: the campus is required there too.
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'en-only@example.org'));
    expect(user).toBeUndefined();
    const admin = await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD);
    const [anyRole] = await ctx.database.db
      .select()
      .from(userRoles)
      .innerJoin(schools, eq(schools.id, userRoles.schoolId))
      .where(eq(schools.subdomain, 'campus-en'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/registrations/${anyRole?.user_roles.id}/accept/`,
      headers: sameOrigin('demo', admin),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('new-role questionnaire', () => {
  it('requires every field with the new-role campus message, then queues the request', async () => {
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/roles/',
      headers,
      payload: { role: ROLE.Teacher, graduation_year: 2020 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      degree: ['Ce champ est obligatoire'],
      campus: ['Merci de sélectionner un centre'],
    });

    const payload = {
      role: ROLE.Teacher,
      graduation_year: 2020,
      degree: demoDegreeId,
      campus: demoCampusId,
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/roles/',
      headers,
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      role: ROLE.Teacher,
      is_active: false,
      requires_validation: true,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/roles/',
      headers,
      payload,
    });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual(['role']);

    const admin = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    );
    const queue = await ctx.app.inject({ url: '/api/registrations/', headers: admin });
    expect(queue.json().results.some((r: { id: number }) => r.id === created.json().id)).toBe(true);
  });

  it('needs a role in the school (401 signed out)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/roles/',
      headers: { host: hostOf('demo') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
