import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, multipartBody } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { uploadTo } from '../../../test/profiles.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

/*
 * School settings "school info and images" (spec 1 §5 Images and files: logo 200x200, header
 * 1920x325, PWA icon 512x512, login cover 1920x1080; domain SCHOOL_IMAGE_SIZES): admins
 * upload each image, stored cropped to its size as WebP, the old file removed; the details
 * show the new one at once; anything but an image changes nothing.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

/** A new member of `school` with `role` (alumni by default), signed in there. */
const member = (school: School, role: number = ROLE.Alumni) => signedInMember(db, school, { role });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the school images', () => {
  it('are uploaded by an admin, stored at their size, and replace the old file', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const media = mediaDir(ctx.config);
    const url = (kind: string) => `/api/schools/${school.id}/images/${kind}/`;

    const first = await uploadTo(
      ctx.app,
      url('logo'),
      admin.headers,
      multipartBody('a.png', await png(640, 480)),
    );
    expect(first.status).toBe(200);
    const logo = first.body.logo as string;
    expect(logo).toMatch(new RegExp(`^/media/schools/${school.subdomain}/[0-9a-f]{32}\\.webp$`));
    const stored = path.join(media, logo.replace(/^\/media\//, ''));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 200,
    });
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body;
    expect((await details()).logo).toBe(logo);

    const second = await uploadTo(
      ctx.app,
      url('logo'),
      admin.headers,
      multipartBody('b.png', await png(300, 300)),
    );
    expect(second.body.logo).not.toBe(logo);
    expect(existsSync(stored)).toBe(false);
    expect((await details()).logo).toBe(second.body.logo);

    for (const [kind, width, height] of [
      ['cover', 1920, 325],
      ['icon_pwa', 512, 512],
      ['login_photo', 1920, 1080],
    ] as const) {
      const res = await uploadTo(
        ctx.app,
        url(kind),
        admin.headers,
        multipartBody('c.png', await png(100, 80)),
      );
      expect(res.status).toBe(200);
      const file = path.join(media, (res.body[kind] as string).replace(/^\/media\//, ''));
      expect(await sharp(file).metadata()).toMatchObject({ width, height });
    }
  });

  it('refuse what is not an image, and anyone but the school’s admins', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const alumni = await member(school);
    const [before] = await db.select().from(schools).where(eq(schools.id, school.id));
    const url = `/api/schools/${school.id}/images/logo/`;
    const text = multipartBody('logo.png', Buffer.from('not an image'), 'image/png');
    const refused = await uploadTo(ctx.app, url, admin.headers, text, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.file).toEqual([
      'Format de pièce jointe invalide\u00a0: envoyez une image JPEG, PNG, WebP ou GIF.',
    ]);
    const image = multipartBody('a.png', await png(10, 10));
    expect((await uploadTo(ctx.app, url, alumni.headers, image)).status).toBe(403);
    expect(
      (await uploadTo(ctx.app, `/api/schools/${other.id}/images/logo/`, admin.headers, image))
        .status,
    ).toBe(404);
    expect(
      (await uploadTo(ctx.app, `/api/schools/${school.id}/images/favicon/`, admin.headers, image))
        .status,
    ).toBe(400);
    const [after] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(after).toEqual(before);
  });

  it('lose the optional header and login cover on request, never the logo or the app icon', async () => {
    const school = await buildSchool(db);
    const admin = await member(school, ROLE.SchoolAdmin);
    const alumni = await member(school);
    const media = mediaDir(ctx.config);
    const url = (kind: string) => `/api/schools/${school.id}/images/${kind}/`;
    const sent = await uploadTo(
      ctx.app,
      url('login_photo'),
      admin.headers,
      multipartBody('a.png', await png(40, 30)),
    );
    const file = path.join(media, (sent.body.login_photo as string).replace(/^\/media\//, ''));
    expect(existsSync(file)).toBe(true);

    expect((await call('DELETE', url('login_photo'), alumni.headers)).status).toBe(403);
    const removed = await call('DELETE', url('login_photo'), admin.headers);
    expect(removed.status).toBe(200);
    expect(removed.body.login_photo).toBeNull();
    expect(existsSync(file)).toBe(false);
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers);
    expect(details.body.login_photo).toBeNull();
    expect((await call('DELETE', url('login_photo'), admin.headers)).status).toBe(200);

    await uploadTo(ctx.app, url('logo'), admin.headers, multipartBody('b.png', await png(20, 20)));
    const required = await call('DELETE', url('logo'), admin.headers);
    expect(required.status).toBe(400);
    expect(Object.keys(required.body)).toEqual(['kind']);
    const [row] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(row?.logo).not.toBeNull();
  });
});
