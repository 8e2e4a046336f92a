import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  RESOURCE_FORMATS,
  RESOURCE_MAX_BYTES,
  RESOURCE_MESSAGES,
  RESOURCE_MIME_TYPES,
  ROLE,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { waitFor } from '../../../test/poll.ts';
import { mp4Bytes, resourceFiles, uploadResourceFile } from '../../../test/resources.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resources, schools, users } from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/seed.ts';

/*
 * Resource files (issue 31 item 7: "pdf, doc, docx, gif, jpg, jpeg, png, mp4; typed by content,
 * 3 MB except video at 50 MB, streamed to disk … downloads counted"; spec 2 §8 "Invalid
 * attachment format", "attachment too large (max 3 MB)"): what an upload accepts, and who
 * downloads what, each download counted once.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let files: Awaited<ReturnType<typeof resourceFiles>>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  files = await resourceFiles();
  school = await buildSchool(db);
  admin = (await signedInMember(db, school, { role: ROLE.SchoolAdmin })).headers;
});
afterAll(() => ctx.close());

const media = () => mediaDir(ctx.config);

/** Uploads `file` as the admin and adds it as a resource for `roles`; the resource's id. */
async function addResource(
  file: { name: string; type: string; bytes: Buffer },
  roles: number[] = [],
) {
  const upload = await uploadResourceFile(ctx.app, admin, file);
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const added = await call('POST', '/api/resources/', admin, {
    title: `Ressource ${file.name}`,
    roles,
    file: { key: upload.body.key, name: upload.body.name },
  });
  expect(added.status).toBe(201);
  return { id: added.body.id as number, key: upload.body.key };
}

const download = (id: number, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/resources/${id}/file/`, headers });

const downloadsOf = async (id: number) =>
  (await db.select().from(resources).where(eq(resources.id, id)))[0]?.downloads;

describe('a resource file upload', () => {
  it('takes each of the spec’s formats, judged by its content', async () => {
    for (const format of RESOURCE_FORMATS) {
      const upload = await uploadResourceFile(ctx.app, admin, files[format]);
      expect(upload.status, `${format} ${JSON.stringify(upload.body)}`).toBe(201);
      expect(upload.body).toEqual({
        key: expect.stringMatching(
          new RegExp(`^resource-files/${school.id}/\\d+/[0-9a-f]{32}\\.${format}$`),
        ),
        name: files[format].name,
        format,
        size: files[format].bytes.length,
      });
      expect(existsSync(path.join(media(), upload.body.key))).toBe(true);
    }
    // A generic declared type leaves the content to decide.
    const generic = { ...files.png, type: 'application/octet-stream' };
    expect((await uploadResourceFile(ctx.app, admin, generic)).body.format).toBe('png');
  });

  it('refuses a renamed program, a wrong name or type, HTML inside, and an image that does not decode', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const locale of ['fr', 'en'] as const) {
      const refused = await uploadResourceFile(
        ctx.app,
        admin,
        { name: 'guide.pdf', type: 'application/pdf', bytes: exe },
        locale,
      );
      expect(refused).toEqual({
        status: 400,
        body: { file: [RESOURCE_MESSAGES[locale].invalidAttachmentFormat] },
      });
    }
    const renamed = await uploadResourceFile(ctx.app, admin, { ...files.png, name: 'plan.pdf' });
    expect(renamed.body).toEqual({ file: [RESOURCE_MESSAGES.en.typeMismatch] });
    const mistyped = await uploadResourceFile(ctx.app, admin, { ...files.png, type: 'video/mp4' });
    expect(mistyped.body).toEqual({ file: [RESOURCE_MESSAGES.en.typeMismatch] });
    const polyglot = Buffer.concat([files.gif.bytes.subarray(0, 13), Buffer.from('<script>')]);
    const html = await uploadResourceFile(ctx.app, admin, { ...files.gif, bytes: polyglot });
    expect(html.body).toEqual({ file: [RESOURCE_MESSAGES.en.activeContent] });
    const header = files.png.bytes.subarray(0, 8);
    const broken = await uploadResourceFile(ctx.app, admin, { ...files.png, bytes: header });
    expect(broken.body).toEqual({ file: [RESOURCE_MESSAGES.en.invalidAttachmentFormat] });
    const empty = await uploadResourceFile(ctx.app, admin, {
      ...files.pdf,
      bytes: Buffer.alloc(0),
    });
    expect(empty).toEqual({ status: 400, body: { file: [RESOURCE_MESSAGES.en.emptyFile] } });
  });

  it('takes 3 MB, refuses 3 MB and one byte (413), and lets an MP4 video weigh more', async () => {
    const pdfOf = (size: number) =>
      Buffer.concat([files.pdf.bytes, Buffer.alloc(size - files.pdf.bytes.length, 0x20)]);
    const at = await uploadResourceFile(ctx.app, admin, {
      ...files.pdf,
      bytes: pdfOf(RESOURCE_MAX_BYTES),
    });
    expect(at.status).toBe(201);
    expect(at.body.size).toBe(3 * 1024 * 1024);
    for (const locale of ['fr', 'en'] as const) {
      const over = await uploadResourceFile(
        ctx.app,
        admin,
        { ...files.pdf, bytes: pdfOf(RESOURCE_MAX_BYTES + 1) },
        locale,
      );
      expect(over).toEqual({ status: 413, body: { detail: RESOURCE_MESSAGES[locale].tooLarge } });
    }
    const video = mp4Bytes(RESOURCE_MAX_BYTES + 1024);
    const film = await uploadResourceFile(ctx.app, admin, { ...files.mp4, bytes: video });
    expect(film.status).toBe(201);
    expect(film.body.size).toBe(video.length);
    // Nothing half-received is left behind.
    expect(readdirSync(path.join(media(), '.uploads'))).toEqual([]);
  });
});

describe('a resource download', () => {
  it('sends the file with its type and title, and counts each download once', async () => {
    const { id } = await addResource(files.png);
    const res = await download(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(RESOURCE_MIME_TYPES.png);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ressource plan.png"; filename*=UTF-8''Ressource%20plan.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(files.png.bytes)).toBe(true);
    expect(await downloadsOf(id)).toBe(1);
    await download(id, admin);
    expect(await downloadsOf(id)).toBe(2);
    const listed = (await call('GET', '/api/resources/', admin)).body as unknown as {
      id: number;
      downloads: number;
    }[];
    expect(listed.find((r) => r.id === id)?.downloads).toBe(2);
    // A HEAD would count too: there is none.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `/api/resources/${id}/file/`,
      headers: admin,
    });
    expect(head.statusCode).toBe(404);
    expect(await downloadsOf(id)).toBe(2);
  });

  it('counts downloads made at the same time exactly', async () => {
    const { id } = await addResource(files.pdf);
    const member = (await signedInMember(db, school)).headers;
    const answers = await Promise.all(Array.from({ length: 12 }, () => download(id, member)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(await downloadsOf(id)).toBe(12);
  });

  it('is not found for a student when the resource is for alumni only, nor counted', async () => {
    const { id } = await addResource(files.pdf, [ROLE.Alumni]);
    const student = (await signedInMember(db, school, { role: ROLE.Student })).headers;
    expect((await download(id, student)).statusCode).toBe(404);
    const alumnus = (await signedInMember(db, school, { role: ROLE.Alumni })).headers;
    expect((await download(id, alumnus)).statusCode).toBe(200);
    expect(await downloadsOf(id)).toBe(1);
    expect((await download(id, { host: hostOf(school.subdomain) })).statusCode).toBe(401);
  });

  it('is never a public media file', async () => {
    const { key } = await addResource(files.png);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { host: hostOf(school.subdomain) },
    });
    expect(res.statusCode).toBe(404);
  });

  it('removes the file once its resource is deleted, and the old file once replaced', async () => {
    const { id, key } = await addResource(files.pdf);
    const replacement = await uploadResourceFile(ctx.app, admin, files.docx);
    const patched = await call('PATCH', `/api/resources/${id}/`, admin, {
      file: { key: replacement.body.key, name: 'note.docx' },
    });
    expect(patched.body).toMatchObject({ format: 'docx', file_name: 'note.docx' });
    // Removed once the change is committed, as the answer leaves.
    const gone = (file: string) => async () => !existsSync(path.join(media(), file));
    expect(await waitFor(gone(key), Boolean)).toBe(true);
    const res = await download(id, admin);
    expect(res.headers['content-type']).toBe(RESOURCE_MIME_TYPES.docx);
    expect((await call('DELETE', `/api/resources/${id}/`, admin)).status).toBe(204);
    expect(await waitFor(gone(replacement.body.key), Boolean)).toBe(true);
  });
});

describe('the demo school', () => {
  it('offers its members the seeded resources of their roles, with real files', async () => {
    await seedDemo(db, { mediaDir: media() });
    const [demo] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
    const [member] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'member@demo.example.org'));
    if (!demo || !member) throw new Error('demo not seeded');
    const headers = await sessionHeaders(db, {
      userId: member.id,
      schoolId: demo.id,
      subdomain: 'demo',
    });
    const listed = (await call('GET', '/api/resources/', headers)).body as unknown as {
      id: number;
      title: string;
      format: string;
    }[];
    // The demo member is an alumna: the guide for everyone and the alumni's map, not the poster.
    expect(listed.map((r) => [r.title, r.format])).toEqual([
      ['Guide du réseau des diplômés', 'pdf'],
      ['Carte des diplômés en Europe', 'png'],
    ]);
    const [guide, map] = listed;
    const pdf = await download(guide?.id ?? 0, headers);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await download(map?.id ?? 0, headers);
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
  });
});
