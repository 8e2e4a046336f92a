import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, multipartBody } from '../../../test/api.ts';
import { type ProfilesWorld, startProfilesWorld, uploadTo } from '../../../test/profiles.ts';
import { mediaDir } from '../../config.ts';
import { users } from '../../db/schema/index.ts';

/** Picture and banner (spec 1 §5 Images and files). */
let ctx: ProfilesWorld['ctx'];
let db: ProfilesWorld['db'];
let call: ProfilesWorld['call'];
let member: ProfilesWorld['member'];
let admin: ProfilesWorld['admin'];
let viewer: ProfilesWorld['viewer'];
let enMember: ProfilesWorld['enMember'];

beforeAll(async () => {
  ({ ctx, db, call, member, admin, viewer, enMember } = await startProfilesWorld());
});
afterAll(() => ctx.close());

const multipart = multipartBody;
const upload = (
  url: string,
  headers: Headers | null,
  body: ReturnType<typeof multipart>,
  locale = 'en',
) => uploadTo(ctx.app, url, headers, body, locale);

describe('picture and banner (spec 1 §5 Images and files)', () => {
  it('stores a real image as a 400×400 WebP without metadata and replaces the old file', async () => {
    const owner = await member();
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#00a19b' },
    })
      .png()
      .toBuffer();
    const first = await upload(
      `/api/users/${owner.id}/picture/`,
      owner.headers,
      multipart('me.png', png),
    );
    expect(first.status).toBe(200);
    const url = first.body.picture as string;
    expect(url).toMatch(new RegExp(`^/media/users/${owner.id}/[0-9a-f]{32}\\.webp$`));
    const file = path.join(mediaDir(ctx.config), url.replace(/^\/media\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const jpeg = await sharp({
      create: { width: 2000, height: 900, channels: 3, background: '#ffb600' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera' } })
      .toBuffer();
    const banner = await upload(
      `/api/users/${owner.id}/banner/`,
      owner.headers,
      multipart('b.jpg', jpeg, 'image/jpeg'),
    );
    const bannerFile = path.join(
      mediaDir(ctx.config),
      (banner.body.banner as string).replace(/^\/media\//, ''),
    );
    const bannerMeta = await sharp(bannerFile).metadata();
    expect(bannerMeta).toMatchObject({ format: 'webp', width: 1500, height: 500 });
    expect(bannerMeta.exif).toBeUndefined();
    expect(banner.body.picture).toBe(url);

    const second = await upload(
      `/api/users/${owner.id}/picture/`,
      admin.headers,
      multipart('me.png', png),
    );
    expect(second.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    const removed = await call('DELETE', `/api/users/${owner.id}/picture/`, owner.headers);
    expect(removed.body).toMatchObject({ picture: null, banner: banner.body.banner });
  });

  it('rejects a non-image, a heavy image, and the wrong people', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/picture/`;
    const fake = await upload(url, owner.headers, multipart('me.png', Buffer.from('not an image')));
    expect(fake.status).toBe(400);
    expect((fake.body.file as string[])[0]).toMatch(/^Invalid attachment format/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(url, owner.headers, multipart('a.png', svg))).status).toBe(400);
    const heavy = await upload(
      url,
      owner.headers,
      multipart('big.png', Buffer.alloc(6 * 1024 * 1024, 1)),
      'fr',
    );
    expect(heavy).toEqual({ status: 413, body: { detail: 'Image trop lourde (5 Mo maximum).' } });
    const huge = await upload(
      url,
      owner.headers,
      multipart('big.png', Buffer.alloc(12 * 1024 * 1024, 1)),
    );
    expect(huge).toEqual({ status: 413, body: { detail: 'Image too heavy (5 MB maximum).' } });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(url, null, multipart('a.png', png))).status).toBe(401);
    expect((await upload(url, viewer.headers, multipart('a.png', png))).status).toBe(403);
    expect(
      (await upload(`/api/users/${enMember.id}/picture/`, admin.headers, multipart('a.png', png)))
        .status,
    ).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.picture).toBeNull();
  });
});
