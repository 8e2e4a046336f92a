import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

/*
 * School settings "school info" (spec 1 §2 Settings, §4 School settings rules; spec 2 §7
 * `PATCH /schools/{id}/`; domain school-info.ts): admins change the school's name, address,
 * descriptions, language, currency, time zone, phone countries and campus flag; the school's
 * details show them at once (the cache is dropped on change); nobody else changes them.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

/** A new member of `school` with `role` (alumni by default), signed in there. */
const member = (school: School, role: number = ROLE.Alumni) => signedInMember(db, school, { role });

beforeAll(async () => {
  // A long cache: the details below are fresh only because the change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the school information', () => {
  it('is changed by an admin, field by field, and the details show it at once', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body;
    expect((await details()).time_zone).toBe('Europe/Paris');

    const saved = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      name: '  Institut Nord ',
      address: '1 place du Parvis, Lille',
      description: { fr: 'Le réseau des anciens.', en: 'The alumni network.' },
      preferred_locale: 2,
      currency: 'cad',
      time_zone: 'America/Montreal',
      phone_countries: ['CA', 'FR', 'CA'],
      has_campus: true,
      primary_color: 'C92A2A',
      secondary_color: '#1971C2',
      sender_name: 'Institut Nord',
      sender_email: 'Reseau@Institut.example.org',
      legal_url: 'https://institut.example.org/mentions',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: school.id,
      name: 'Institut Nord',
      address: '1 place du Parvis, Lille',
      description: { fr: 'Le réseau des anciens.', en: 'The alumni network.' },
      preferred_locale: 2,
      currency: 'CAD',
      time_zone: 'America/Montreal',
      phone_countries: ['CA', 'FR'],
      has_campus: true,
      primary_color: '#c92a2a',
      secondary_color: '#1971c2',
      sender_name: 'Institut Nord',
      sender_email: 'reseau@institut.example.org',
      legal_url: 'https://institut.example.org/mentions',
    });
    expect(await details()).toMatchObject({
      primary_color: '#c92a2a',
      mailing: { sender_name: 'Institut Nord', sender_email: 'reseau@institut.example.org' },
      name: 'Institut Nord',
      preferred_locale: 2,
      currency: 'CAD',
      time_zone: 'America/Montreal',
      phone_countries: ['CA', 'FR'],
      has_campus: true,
    });

    // A PATCH changes only what it names.
    const again = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      address: '',
    });
    expect(again.body).toMatchObject({ name: 'Institut Nord', address: null, currency: 'CAD' });
  });

  it('sets the options, visibility and maps, which the details follow at once', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const saved = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      validate_registration: false,
      has_public_pages: true,
      show_inactive: true,
      min_registration_age: 16,
      map_enabled: true,
      user_map: false,
      map_center: [50.629_25, 3.057_256],
      map_zoom: 11,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      validate_registration: false,
      has_public_pages: true,
      show_inactive: true,
      min_registration_age: 16,
    });
    const details = (await call('GET', `/api/schools/${school.subdomain}/details/`, null)).body;
    expect(details).toMatchObject({
      map_details: { enabled: true, center: [50.629_25, 3.057_256], zoom: 11 },
      min_registration_age: 16,
      flags: {
        validate_registration: false,
        has_public_pages: true,
        show_inactive: true,
        user_map: false,
      },
    });
    // Members are on a map only when both are on: the map call says it is off.
    expect((await call('GET', '/api/directory/map/', admin.headers)).status).toBe(404);
    const bad = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      min_registration_age: 120,
      show_inactive: 'yes',
      map_center: [0, 200],
      map_zoom: 30,
    });
    expect(Object.keys(bad.body).sort()).toEqual([
      'map_center.1',
      'map_zoom',
      'min_registration_age',
      'show_inactive',
    ]);
  });

  it('refuses bad fields, each by name, and changes nothing', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const [before] = await db.select().from(schools).where(eq(schools.id, school.id));
    const bad = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      name: ' ',
      preferred_locale: 3,
      currency: 'EURO',
      time_zone: '+01:00',
      phone_countries: ['FR', 'ZZ'],
      has_campus: 'yes',
      description: { fr: 'x'.repeat(5001), en: '' },
      primary_color: 'jaune',
      sender_name: '',
      sender_email: 'pas-une-adresse',
      legal_url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      'currency',
      'description.fr',
      'has_campus',
      'legal_url',
      'name',
      'phone_countries.1',
      'preferred_locale',
      'primary_color',
      'sender_email',
      'sender_name',
      'time_zone',
    ]);
    const french = await call(
      'PATCH',
      `/api/schools/${school.id}/`,
      admin.headers,
      { name: '' },
      'fr',
    );
    expect(french.body).toEqual({ name: ['Ce champ est obligatoire'] });
    for (const body of [
      [],
      'name',
      { phone_countries: 'FR' },
      { name: 'a\u0000b' },
      { name: 'x'.repeat(100_000) },
    ]) {
      const res = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, body);
      expect([400, 415]).toContain(res.status);
    }
    const [after] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(after).toEqual(before);
  });

  it('is changed by the school’s admins only, from the school’s own host', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const alumni = await member(school);
    const otherAdmin = await member(other, ROLE.SchoolAdmin);
    const patch = (headers: Record<string, string>, id = school.id) =>
      call('PATCH', `/api/schools/${id}/`, headers, { name: 'Pris' });
    expect((await patch(alumni.headers)).status).toBe(403);
    expect((await patch({ host: hostOf(school.subdomain) })).status).toBe(401);
    // Another school's admin, on their own host, names this school's id.
    expect((await patch(otherAdmin.headers)).status).toBe(404);
    // This school's admin names another school's id.
    expect((await patch(admin.headers, other.id)).status).toBe(404);
    expect((await patch(admin.headers, 2_147_483_648)).status).toBe(400);
    const names = await db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, school.id));
    expect(names[0]?.name).not.toBe('Pris');
    const [otherRow] = await db.select().from(schools).where(eq(schools.id, other.id));
    expect(otherRow?.name).not.toBe('Pris');
  });
});
