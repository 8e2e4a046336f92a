import { BADGE_MESSAGES, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schoolBadges, userBadges } from '../../db/schema/index.ts';

/*
 * School settings → badges (issue 31 item 8; spec 1 §3 Badge "emoji icon, title and
 * description per language", §5 "badge icon must be an emoji and title is required per
 * language"; spec 2 §6 "School admins … give badges"): admins list, add, change and delete
 * the school's badges; the school's details show them at once; nobody else changes them.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const jury = { icon: '🏆', title: { fr: 'Jury', en: 'Jury' }, description: { fr: 'Siège' } };

beforeAll(async () => {
  // A long cache: the details below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the badges of a school', () => {
  it('are listed with their holders, added, changed and deleted by an admin', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/badges/`;
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, headers)).body
        .school_badges as { icon: string; title: { fr: string } }[];
    expect(await details()).toEqual([]);
    expect(await call('GET', base, headers)).toEqual({ status: 200, body: [] });

    const added = await call('POST', base, headers, { ...jury, icon: ' 🏆 ' });
    expect(added).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        icon: '🏆',
        title: { fr: 'Jury', en: 'Jury' },
        description: { fr: 'Siège', en: '' },
        user_count: 0,
      },
    });
    const id = added.body.id as number;
    expect((await details()).map((b) => b.icon)).toEqual(['🏆']);

    const changed = await call('PATCH', `${base}${id}/`, headers, {
      icon: '👩‍⚖️',
      title: { fr: 'Jurée', en: '' },
      description: { fr: '', en: 'Sits on juries' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ icon: '👩‍⚖️', title: { fr: 'Jurée', en: '' } });
    expect((await details())[0]?.title.fr).toBe('Jurée');
    expect((await call('GET', base, headers)).body).toEqual([changed.body]);

    expect((await call('DELETE', `${base}${id}/`, headers)).status).toBe(204);
    expect(await details()).toEqual([]);
  });

  it('take the badge from its holders when deleted, after counting them', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/badges/`;
    const id = (await call('POST', base, headers, jury)).body.id as number;
    const kept = (await call('POST', base, headers, { ...jury, icon: '🤝' })).body.id as number;
    const holders = [await signedInMember(db, school), await signedInMember(db, school)];
    for (const holder of holders) {
      expect((await call('PUT', `/api/users/${holder.id}/badges/${id}/`, headers)).status).toBe(
        200,
      );
    }
    await call('PUT', `/api/users/${holders[0]?.id}/badges/${kept}/`, headers);
    const listed = (await call('GET', base, headers)).body as unknown as { user_count: number }[];
    expect(listed.map((b) => b.user_count)).toEqual([2, 1]);

    expect((await call('DELETE', `${base}${id}/`, headers)).status).toBe(204);
    const left = await db.select().from(userBadges).where(eq(userBadges.schoolId, school.id));
    expect(left.map((h) => [h.userId, h.badgeId])).toEqual([[holders[0]?.id, kept]]);
  });

  it('refuse each bad field, in the language of the request', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/badges/`;
    const notEmoji = await call('POST', base, headers, { ...jury, icon: 'J' }, 'fr');
    expect(notEmoji).toEqual({ status: 400, body: { icon: [BADGE_MESSAGES.fr.notEmoji] } });
    const noTitle = await call('POST', base, headers, { ...jury, title: { fr: ' ', en: '' } });
    expect(noTitle).toEqual({ status: 400, body: { title: [BADGE_MESSAGES.en.titleRequired] } });
    const refused: [unknown, string][] = [
      [{ ...jury, icon: undefined }, 'icon'],
      [{ ...jury, icon: '🏆🏆' }, 'icon'],
      [{ ...jury, icon: '1' }, 'icon'],
      [{ ...jury, icon: 'Bravo 🏆' }, 'icon'],
      [{ ...jury, icon: 5 }, 'icon'],
      [{ ...jury, title: undefined }, 'title'],
      [{ ...jury, title: 'Jury' }, 'title'],
      [{ ...jury, title: { fr: 'J'.repeat(51) } }, 'title.fr'],
      [{ ...jury, title: { en: ['Jury'] } }, 'title.en'],
      [{ ...jury, description: { en: 'D'.repeat(256) } }, 'description.en'],
      [{ ...jury, description: 'Siège' }, 'description'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('POST', base, headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    const id = (await call('POST', base, headers, jury)).body.id as number;
    const patched = await call('PATCH', `${base}${id}/`, headers, { ...jury, icon: 'abc' });
    expect(patched).toEqual({ status: 400, body: { icon: [BADGE_MESSAGES.en.notEmoji] } });
    const stored = await db.select().from(schoolBadges).where(eq(schoolBadges.schoolId, school.id));
    expect(stored.map((b) => b.icon)).toEqual(['🏆']);
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const alumni = await signedInMember(db, school);
    const { headers } = await admin(school);
    const otherAdmin = await admin(other);
    const base = `/api/schools/${school.id}/badges/`;
    const id = (await call('POST', base, headers, jury)).body.id as number;
    const theirs = (
      await call('POST', `/api/schools/${other.id}/badges/`, otherAdmin.headers, jury)
    ).body.id as number;

    expect((await call('GET', base, { host: headers.host ?? '' })).status).toBe(401);
    expect((await call('POST', base, { host: headers.host ?? '' }, jury)).status).toBe(401);
    expect((await call('GET', base, alumni.headers)).status).toBe(403);
    expect((await call('POST', base, alumni.headers, jury)).status).toBe(403);
    expect((await call('PATCH', `${base}${id}/`, alumni.headers, jury)).status).toBe(403);
    expect((await call('DELETE', `${base}${id}/`, alumni.headers)).status).toBe(403);
    // Another school's id or badge is not found from this host.
    expect((await call('GET', `/api/schools/${other.id}/badges/`, headers)).status).toBe(404);
    expect((await call('PATCH', `${base}${theirs}/`, headers, jury)).status).toBe(404);
    expect((await call('DELETE', `${base}${theirs}/`, headers)).status).toBe(404);
    expect((await call('DELETE', `${base}99999999/`, headers)).status).toBe(404);
    const [still] = await db.select().from(schoolBadges).where(eq(schoolBadges.id, theirs));
    expect(still?.schoolId).toBe(other.id);

    // A super user manages any school's badges from its host, without a role there.
    const root = await buildUser(db, { isSuperuser: true });
    const rootHeaders = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect((await call('GET', base, rootHeaders)).status).toBe(200);
  });
});
