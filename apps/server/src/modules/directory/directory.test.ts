import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import {
  buildDemoSchools,
  buildMember,
  buildRegistrant,
  buildSchool,
} from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import {
  campuses,
  degrees,
  schoolRoles,
  schools,
  userRoles,
  userSchoolSettings,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

let ctx: TestContext;
let demoId: number;
let memberHeaders: Record<string, string>;
let lyon: number;
let mba: number;
let zoeId: number;

type Entry = {
  id: number;
  first_name: string;
  last_name: string;
  roles: { role: number }[];
  admin?: unknown;
};
const directory = async (query: string, headers = memberHeaders) => {
  const res = await ctx.app.inject({ url: `/api/directory/${query}`, headers });
  return {
    status: res.statusCode,
    body: res.json() as {
      count: number;
      next: string | null;
      previous: string | null;
      results: Entry[];
    },
  };
};
const names = (results: Entry[]) => results.map((r) => `${r.first_name} ${r.last_name}`);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await buildDemoSchools(db, DEMO_PASSWORD);
  // A few more members of demo, so that its directory has more than one page of five.
  for (const [firstName, lastName, city] of [
    ['Camille', 'Durand', 'Nantes'],
    ['Lucas', 'Moreau', 'Lille'],
    ['Inès', 'Garnier', 'Marseille'],
  ] as const) {
    const [school] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
    await buildMember(db, school?.id ?? 0, { firstName, lastName, city });
  }
  const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  demoId = demo?.id ?? 0;
  lyon = (await db.select().from(campuses).where(eq(campuses.name, 'Lyon')))[0]?.id ?? 0;
  mba = (await db.select().from(degrees).where(eq(degrees.name, 'MBA Executive')))[0]?.id ?? 0;
  const zoe = await buildMember(db, demoId, {
    firstName: 'Zoé',
    lastName: 'Écuyer',
    graduationYear: 2011,
    campusId: lyon,
    degreeId: mba,
  });
  zoeId = zoe.id;
  await buildMember(db, demoId, {
    firstName: 'Zoran',
    lastName: 'Ecuyer',
    graduationYear: 2012,
    role: ROLE.Teacher,
  });
  await buildMember(db, demoId, { firstName: 'Zélie', lastName: 'Dormant', active: false });
  await buildMember(db, demoId, {
    firstName: 'Zacharie',
    lastName: 'Attente',
    active: false,
    requiresValidation: true,
  });
  memberHeaders = sameOrigin(
    'demo',
    await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
  );
});
afterAll(() => ctx.close());

describe('GET /api/directory/ search', () => {
  it('finds "Hélène" from "Helene" and "Lefèvre" from "lefevre"', async () => {
    const { status, body } = await directory('?search=Helene');
    expect(status).toBe(200);
    expect(names(body.results)).toContain('Hélène Lefèvre');
    expect(body.results.every((r) => /h[eé]l[eè]ne/i.test(`${r.first_name} ${r.last_name}`))).toBe(
      true,
    );
    expect(names((await directory('?search=lefevre')).body.results)).toContain('Hélène Lefèvre');
    expect(names((await directory('?search=LEFÈVRE%20hélène')).body.results)).toContain(
      'Hélène Lefèvre',
    );
  });

  it('filters by campus, degree, role and graduation year, in the database', async () => {
    expect(names((await directory(`?search=ecuyer&campus=${lyon}`)).body.results)).toEqual([
      'Zoé Écuyer',
    ]);
    expect(names((await directory(`?search=ecuyer&degrees=${mba}`)).body.results)).toEqual([
      'Zoé Écuyer',
    ]);
    expect(names((await directory(`?search=ecuyer&roles=${ROLE.Teacher}`)).body.results)).toEqual([
      'Zoran Ecuyer',
    ]);
    expect(
      names((await directory('?search=ecuyer&graduation_year=2011,2012')).body.results).sort(),
    ).toEqual(['Zoran Ecuyer', 'Zoé Écuyer']);
  });

  it('answers bad parameters with 400 per field, in French unless asked for English', async () => {
    const { status, body } = await directory('?type=table&roles=1&page_size=500');
    expect(status).toBe(400);
    expect(body).toEqual({
      type: ['Choix invalide'],
      roles: ['Rôle invalide'],
      page_size: ['La valeur doit être inférieure ou égale à 100'],
    });
    const en = await directory('?degrees=1;2&graduation_year=1800', {
      ...memberHeaders,
      'accept-language': 'en',
    });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      degrees: ['Invalid value'],
      graduation_year: ['The year must be between 1900 and 2200'],
    });
    const recent = await ctx.app.inject({
      url: '/api/directory/recent/?limit=25',
      headers: { ...memberHeaders, 'accept-language': 'en' },
    });
    expect(recent.statusCode).toBe(400);
    expect(recent.json()).toEqual({ limit: ['The value must be less than or equal to 24'] });
  });

  it('answers 401, not 400, to a signed-out request with bad parameters', async () => {
    for (const url of ['/api/directory/?type=table', '/api/directory/map/?roles=1']) {
      const res = await ctx.app.inject({ url, headers: { host: hostOf('demo') } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    const recent = await ctx.app.inject({
      url: '/api/directory/recent/?limit=0',
      headers: { host: hostOf('demo') },
    });
    expect(recent.statusCode).toBe(401);
  });
});

describe('who is listed', () => {
  it('shows inactive users only when the school shows them, never pending registrations', async () => {
    expect(names((await directory('?search=dormant')).body.results)).toEqual([]);
    await ctx.database.db.update(schools).set({ showInactive: true }).where(eq(schools.id, demoId));
    expect(names((await directory('?search=dormant')).body.results)).toEqual(['Zélie Dormant']);
    expect(names((await directory('?search=attente')).body.results)).toEqual([]);
    await ctx.database.db
      .update(schools)
      .set({ showInactive: false })
      .where(eq(schools.id, demoId));
  });

  // Issue 12 item 5: registrants waiting for validation must not reach members, whatever
  // show_inactive says, nor a member's role request that waits.
  it('never lists a registrant waiting for validation, nor a role request that waits', async () => {
    const db = ctx.database.db;
    const waiting = await buildRegistrant(db, demoId, { firstName: 'Rémi', lastName: 'Patient' });
    const asking = await buildMember(db, demoId, { firstName: 'Agathe', lastName: 'Demandeuse' });
    await db.insert(userRoles).values({
      userId: asking.id,
      schoolId: demoId,
      role: ROLE.Teacher,
      requiresValidation: true,
    });
    const recent = async () =>
      (
        await ctx.app.inject({ url: '/api/directory/recent/?limit=24', headers: memberHeaders })
      ).json<{ results: Entry[] }>().results;
    for (const showInactive of [false, true]) {
      await db.update(schools).set({ showInactive }).where(eq(schools.id, demoId));
      expect((await directory('?search=patient')).body.count).toBe(0);
      expect((await recent()).map((r) => r.id)).not.toContain(waiting.id);
      const map = await ctx.app.inject({ url: '/api/directory/map/', headers: memberHeaders });
      expect(map.json().count).toBe((await directory('?page_size=1')).body.count);
      const found = (await directory('?search=demandeuse')).body.results;
      expect(found.map((r) => r.roles.map((role) => role.role))).toEqual([[ROLE.Alumni]]);
      expect((await directory(`?search=demandeuse&roles=${ROLE.Teacher}`)).body.count).toBe(0);
      const joiner = (await recent()).find((r) => r.id === asking.id);
      expect(joiner?.roles.map((role) => role.role)).toEqual([ROLE.Alumni]);
    }
    await db.update(schools).set({ showInactive: false }).where(eq(schools.id, demoId));
  });

  it('hides roles the school does not show in its directory', async () => {
    await ctx.database.db
      .update(schoolRoles)
      .set({ shownInDirectory: false })
      .where(eq(schoolRoles.role, ROLE.Teacher));
    expect(names((await directory('?search=zoran')).body.results)).toEqual([]);
    await ctx.database.db
      .update(schoolRoles)
      .set({ shownInDirectory: true })
      .where(eq(schoolRoles.role, ROLE.Teacher));
  });

  it('shows an external recruiter only the members visible to recruiters', async () => {
    const db = ctx.database.db;
    const recruiter = await buildMember(db, demoId, {
      firstName: 'Rita',
      lastName: 'Recruteuse',
      role: ROLE.External,
      isRecruiter: true,
    });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, recruiter.id));
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', recruiter.email, DEMO_PASSWORD),
    );
    expect((await directory('?search=ecuyer', headers)).body.count).toBe(0);
    await db
      .insert(userSchoolSettings)
      .values({ userId: zoeId, schoolId: demoId, visibleToRecruiters: true });
    expect(names((await directory('?search=ecuyer', headers)).body.results)).toEqual([
      'Zoé Écuyer',
    ]);
  });
});

describe('access', () => {
  it('needs a session (401) and the user-list permission (403)', async () => {
    expect((await directory('', { host: hostOf('demo') })).status).toBe(401);
    const db = ctx.database.db;
    const prospect = await buildMember(db, demoId, {
      firstName: 'Paul',
      lastName: 'Prospect',
      role: ROLE.Prospect,
    });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, prospect.id));
    // The seeded grid gives prospects no user-list permission.
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', prospect.email, DEMO_PASSWORD),
    );
    expect((await directory('', headers)).status).toBe(403);
  });

  it('keeps the admin list and its contact columns for school admins', async () => {
    expect((await directory('?type=list')).status).toBe(403);
    const admin = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    );
    const { status, body } = await directory('?type=list&search=ecuyer', admin);
    expect(status).toBe(200);
    expect(body.results[0]?.admin).toMatchObject({
      email: expect.stringContaining('@example.org'),
    });
    expect((await directory('?search=ecuyer', admin)).body.results[0]).not.toHaveProperty('admin');
  });

  it("never shows a member of one school another school's members", async () => {
    const db = ctx.database.db;
    // buildSchool gives the school its roles.
    const other = await buildSchool(db, { subdomain: 'other-school' });
    await buildMember(db, other.id, { firstName: 'Oscar', lastName: 'Ailleurs' });
    expect((await directory('?search=ailleurs')).body.count).toBe(0);
    const en = sameOrigin(
      'campus-en',
      await signIn(ctx.app, 'campus-en', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const campusEn = await directory('?page_size=100', en);
    const enMembers = await db
      .select()
      .from(userRoles)
      .where(
        eq(
          userRoles.schoolId,
          (await db.select().from(schools).where(eq(schools.subdomain, 'campus-en')))[0]?.id ?? 0,
        ),
      );
    expect(campusEn.body.count).toBe(enMembers.length);
    expect(names(campusEn.body.results)).not.toContain('Zoé Écuyer');
  });
});

describe('GET /api/directory/map/', () => {
  it('groups members by city with coordinates, respecting the filters', async () => {
    const res = await ctx.app.inject({ url: '/api/directory/map/', headers: memberHeaders });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      count: number;
      unplaced: number;
      points: { city: string; lat: number; count: number }[];
    };
    const listed = (await directory('?page_size=1')).body.count;
    expect(body.count).toBe(listed);
    expect(body.points.reduce((n, p) => n + p.count, 0) + body.unplaced).toBe(listed);
    const paris = body.points.find((p) => p.city === 'Paris');
    expect(paris?.lat).toBeCloseTo(48.85, 1);
    const filtered = await ctx.app.inject({
      url: `/api/directory/map/?campus=${lyon}&search=ecuyer`,
      headers: memberHeaders,
    });
    expect(filtered.json().count).toBe(1);
  });

  it('is 404 when the school disabled its map', async () => {
    await ctx.database.db.update(schools).set({ mapEnabled: false }).where(eq(schools.id, demoId));
    const res = await ctx.app.inject({ url: '/api/directory/map/', headers: memberHeaders });
    await ctx.database.db.update(schools).set({ mapEnabled: true }).where(eq(schools.id, demoId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('name search by word prefix, with a typo fallback', () => {
  it('matches the start of each word ("hel lef" finds Hélène Lefèvre)', async () => {
    expect(names((await directory('?search=hel%20lef')).body.results)).toContain('Hélène Lefèvre');
    // "zoe ecu" is the start of both words; "oe cuyer" starts neither and is no typo either.
    expect(names((await directory('?search=zoe%20ecu')).body.results)).toEqual(['Zoé Écuyer']);
    expect((await directory('?search=oe%20cuyer')).body.count).toBe(0);
  });

  it('falls back to trigram similarity when no word starts that way ("lefebre")', async () => {
    expect(names((await directory('?search=lefebre')).body.results)).toContain('Hélène Lefèvre');
  });

  it('treats query syntax as plain text', async () => {
    const { status } = await directory(`?search=${encodeURIComponent("x:* & !y | (z) '")}`);
    expect(status).toBe(200);
  });
});

describe('GET /api/directory/recent/', () => {
  it('lists the most recently activated members first', async () => {
    const db = ctx.database.db;
    const newcomer = await buildMember(db, demoId, { firstName: 'Nina', lastName: 'Nouvelle' });
    await db
      .update(userRoles)
      .set({ activationDate: new Date(Date.now() + 60_000) })
      .where(eq(userRoles.userId, newcomer.id));
    const res = await ctx.app.inject({
      url: '/api/directory/recent/?limit=3',
      headers: memberHeaders,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: { id: number; joined_at: string | null }[] };
    expect(body.results).toHaveLength(3);
    expect(body.results[0]?.id).toBe(newcomer.id);
    // Each joiner comes with their roles here, for the dashboard cards.
    expect(
      (body.results[0] as unknown as { roles: { role: number }[] }).roles.map((r) => r.role),
    ).toEqual([4]);
    expect(
      (await ctx.app.inject({ url: '/api/directory/recent/', headers: { host: hostOf('demo') } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('roles in search results', () => {
  it('come with each member found by a name search', async () => {
    const { body } = await directory('?search=zoran');
    expect(body.results[0]?.roles.map((r) => r.role)).toEqual([5]);
    expect(body.results[0]?.roles[0]).toMatchObject({ graduation_year: 2012, is_active: true });
  });
});
