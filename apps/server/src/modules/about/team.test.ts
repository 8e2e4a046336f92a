import { existsSync } from 'node:fs';
import path from 'node:path';
import { ABOUT_MESSAGES, ROLE, TEAM_MEMBERS_MAX } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, multipartBody } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import { uploadTo } from '../../../test/profiles.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';

/*
 * School settings → school pages → team (issue 31 item 6; spec 1 §2 "School page editing: …
 * team section"): admins add people with a name, a position and a biography per language and
 * an optional link to a member's profile, upload their square photo, move them up and down
 * and delete them; nobody else does, and another school's people are not found.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const person = (name: string) => ({
  name,
  position: { fr: 'Directrice', en: 'Director' },
  biography: { fr: 'Ligne 1\nLigne 2', en: '' },
});
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

/** The names of the school's team in its order, as the section reads it. */
async function names(school: School, headers: Record<string, string>) {
  const pages = await call('GET', `/api/schools/${school.id}/pages/`, headers);
  return (pages.body.team as { name: string; order: number }[]).map((p) => `${p.order}:${p.name}`);
}

describe('the team', () => {
  it('is added to, changed, moved up and down and deleted by an admin', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const linked = await signedInMember(db, school);
    const base = `/api/schools/${school.id}/team/`;
    const added = await call('POST', base, headers, { ...person(' Ada '), user: linked.id });
    expect(added).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Ada',
        position: { fr: 'Directrice', en: 'Director' },
        biography: { fr: 'Ligne 1\nLigne 2', en: '' },
        photo: null,
        user: { id: linked.id, first_name: 'User', last_name: expect.any(String) },
        order: 0,
      },
    });
    const ada = added.body.id as number;
    const bob = (await call('POST', base, headers, person('Bob'))).body.id as number;
    const cy = (await call('POST', base, headers, { name: 'Cy' })).body.id as number;
    expect(await names(school, headers)).toEqual(['0:Ada', '1:Bob', '2:Cy']);

    // Down one place, then up past the start: the others keep their order around.
    expect((await call('PATCH', `${base}${ada}/`, headers, { order: 1 })).body.order).toBe(1);
    expect(await names(school, headers)).toEqual(['0:Bob', '1:Ada', '2:Cy']);
    await call('PATCH', `${base}${cy}/`, headers, { order: 0 });
    expect(await names(school, headers)).toEqual(['0:Cy', '1:Bob', '2:Ada']);

    const changed = await call('PATCH', `${base}${bob}/`, headers, {
      name: 'Bob B.',
      position: { en: 'Treasurer' },
      user: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Bob B.',
      position: { fr: '', en: 'Treasurer' },
      biography: { fr: 'Ligne 1\nLigne 2' },
      user: null,
      order: 1,
    });
    const unlinked = await call('PATCH', `${base}${ada}/`, headers, { user: null });
    expect(unlinked.body.user).toBeNull();

    expect((await call('DELETE', `${base}${cy}/`, headers)).status).toBe(204);
    expect(await names(school, headers)).toEqual(['0:Bob B.', '1:Ada']);
  });

  it('gets square WebP photos, replaced and removed with their files', async () => {
    const school = await buildSchool(db);
    const { headers } = await admin(school);
    const base = `/api/schools/${school.id}/team/`;
    const id = (await call('POST', base, headers, person('Ada'))).body.id as number;
    const media = mediaDir(ctx.config);
    const fileOf = (url: string) => path.join(media, url.replace(/^\/media\//, ''));

    const first = await uploadTo(
      ctx.app,
      `${base}${id}/photo/`,
      headers,
      multipartBody('a.png', await png(640, 480)),
    );
    expect(first.status).toBe(200);
    const photo = first.body.photo as string;
    expect(photo).toMatch(
      new RegExp(`^/media/schools/${school.subdomain}/team/[0-9a-f]{32}\\.webp$`),
    );
    expect(await sharp(fileOf(photo)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const second = await uploadTo(
      ctx.app,
      `${base}${id}/photo/`,
      headers,
      multipartBody('b.png', await png(100, 300)),
    );
    expect(existsSync(fileOf(photo))).toBe(false);
    const replaced = second.body.photo as string;
    expect(existsSync(fileOf(replaced))).toBe(true);

    const notImage = await uploadTo(
      ctx.app,
      `${base}${id}/photo/`,
      headers,
      multipartBody('x.png', Buffer.from('not an image')),
    );
    expect(notImage.status).toBe(400);
    expect(Object.keys(notImage.body)).toEqual(['file']);

    const removed = await call('DELETE', `${base}${id}/photo/`, headers);
    expect(removed.status).toBe(200);
    expect(removed.body.photo).toBeNull();
    expect(existsSync(fileOf(replaced))).toBe(false);

    // Deleting the person removes their photo's file too.
    const again = await uploadTo(
      ctx.app,
      `${base}${id}/photo/`,
      headers,
      multipartBody('c.png', await png(50, 50)),
    );
    await call('DELETE', `${base}${id}/`, headers);
    expect(existsSync(fileOf(again.body.photo as string))).toBe(false);
  });

  it('refuses each bad field, a profile outside the school and a full team', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const { headers } = await admin(school);
    const outsider = await signedInMember(db, other);
    const base = `/api/schools/${school.id}/team/`;
    expect(
      await call('POST', base, headers, { ...person('Ada'), user: outsider.id }, 'fr'),
    ).toEqual({ status: 400, body: { user: [ABOUT_MESSAGES.fr.notAMember] } });
    const stranger = await buildUser(db);
    expect((await call('POST', base, headers, { name: 'A', user: stranger.id })).status).toBe(400);
    const refused: [unknown, string][] = [
      [{}, 'name'],
      [{ name: ' ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'A', position: { fr: 'x'.repeat(101) } }, 'position.fr'],
      [{ name: 'A', position: 'Director' }, 'position'],
      [{ name: 'A', biography: { en: 'x'.repeat(1001) } }, 'biography.en'],
      [{ name: 'A', user: 'me' }, 'user'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('POST', base, headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await db.select().from(teamMembers).where(eq(teamMembers.schoolId, school.id))).toEqual(
      [],
    );
    const id = (await call('POST', base, headers, person('Ada'))).body.id as number;
    expect((await call('PATCH', `${base}${id}/`, headers, { order: -1 })).status).toBe(400);
    expect((await call('PATCH', `${base}${id}/`, headers, { name: '' })).status).toBe(400);

    await db.insert(teamMembers).values(
      Array.from({ length: TEAM_MEMBERS_MAX - 1 }, (_, i) => ({
        schoolId: school.id,
        name: `P${i}`,
        sortOrder: i + 1,
      })),
    );
    const full = await call('POST', base, headers, person('One too many'));
    expect(full.status).toBe(400);
    expect(full.body).toEqual({
      detail: ABOUT_MESSAGES.en.teamFull.replace('{max}', String(TEAM_MEMBERS_MAX)),
    });
  });

  it("is the school's admins' only, and another school's people are not found", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const alumni = await signedInMember(db, school);
    const { headers } = await admin(school);
    const otherAdmin = await admin(other);
    const base = `/api/schools/${school.id}/team/`;
    const id = (await call('POST', base, headers, person('Ada'))).body.id as number;
    const theirs = (
      await call('POST', `/api/schools/${other.id}/team/`, otherAdmin.headers, person('Zed'))
    ).body.id as number;
    const anonymous = { host: headers.host ?? '' };

    expect((await call('POST', base, anonymous, person('A'))).status).toBe(401);
    expect((await call('PATCH', `${base}${id}/`, anonymous, { order: 0 })).status).toBe(401);
    expect((await call('POST', base, alumni.headers, person('A'))).status).toBe(403);
    expect((await call('PATCH', `${base}${id}/`, alumni.headers, { order: 0 })).status).toBe(403);
    expect((await call('DELETE', `${base}${id}/`, alumni.headers)).status).toBe(403);
    expect((await call('DELETE', `${base}${id}/photo/`, alumni.headers)).status).toBe(403);
    expect(
      (
        await uploadTo(
          ctx.app,
          `${base}${id}/photo/`,
          alumni.headers,
          multipartBody('a.png', await png(20, 20)),
        )
      ).status,
    ).toBe(403);
    // Another school's person, through this school's id or theirs, is not found.
    expect((await call('PATCH', `${base}${theirs}/`, headers, { name: 'X' })).status).toBe(404);
    expect((await call('DELETE', `${base}${theirs}/`, headers)).status).toBe(404);
    expect((await call('DELETE', `${base}${theirs}/photo/`, headers)).status).toBe(404);
    expect(
      (
        await uploadTo(
          ctx.app,
          `${base}${theirs}/photo/`,
          headers,
          multipartBody('a.png', await png(20, 20)),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/schools/${other.id}/team/`, headers, person('X'))).status,
    ).toBe(404);
    const [still] = await db.select().from(teamMembers).where(eq(teamMembers.id, theirs));
    expect(still).toMatchObject({ schoolId: other.id, name: 'Zed', photo: null });
  });
});
