import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, multipartBody } from '../../../test/api.ts';
import { hostOf } from '../../../test/app.ts';
import { buildRegistrant } from '../../../test/factories.ts';
import { type ProfilesWorld, startProfilesWorld, uploadTo } from '../../../test/profiles.ts';
import { profileLinks } from '../../db/schema/index.ts';

/**
 * Uploaded documents and media files (issue 12 item 6): what is accepted, how it is served,
 * and to whom. Before the fix a document was a public static file served inline, a PDF/HTML
 * polyglot was accepted, a file named .pdf holding a Word document was kept, and an empty
 * image answered 500.
 */
let ctx: ProfilesWorld['ctx'];
let db: ProfilesWorld['db'];
let ids: ProfilesWorld['ids'];
let member: ProfilesWorld['member'];
let viewer: ProfilesWorld['viewer'];
let admin: ProfilesWorld['admin'];
let prospect: ProfilesWorld['prospect'];
let enMember: ProfilesWorld['enMember'];
let signedIn: ProfilesWorld['signedIn'];

beforeAll(async () => {
  ({ ctx, db, ids, member, viewer, admin, prospect, enMember, signedIn } =
    await startProfilesWorld());
});
afterAll(() => ctx.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The start of a .docx: a ZIP whose first entry lives under word/. */
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('word/document.xml'),
]);

const attach = (
  ownerId: number,
  headers: Headers,
  file: { name: string; bytes: Buffer; type?: string; title?: string },
  locale = 'en',
) =>
  uploadTo(
    ctx.app,
    `/api/users/${ownerId}/links/attachment/`,
    headers,
    multipartBody(file.name, file.bytes, file.type ?? 'application/pdf', {
      title: file.title ?? 'My CV',
    }),
    locale,
  );

const get = (url: string, headers: Headers | null) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? { host: hostOf('demo') } });

describe('a document attached to a profile link', () => {
  it('downloads as an attachment named after the link, with nosniff, and is not cached', async () => {
    const owner = await member();
    const added = await attach(owner.id, owner.headers, {
      name: 'cv.pdf',
      bytes: pdf,
      title: 'CV – Hélène "2024"',
    });
    expect(added.status).toBe(201);
    const url = `/api/users/${owner.id}/links/${added.body.id}/attachment/`;
    expect(added.body.attachment).toBe(url);
    const res = await get(url, viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CV - Helene _2024_.pdf"; filename*=UTF-8''CV%20%E2%80%93%20H%C3%A9l%C3%A8ne%20_2024_.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const word = await attach(owner.id, owner.headers, {
      name: 'cv.docx',
      bytes: docx,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      title: 'Lettre',
    });
    const wordRes = await get(word.body.attachment as string, viewer.headers);
    expect(wordRes.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(wordRes.headers['content-disposition']).toBe(
      `attachment; filename="Lettre.docx"; filename*=UTF-8''Lettre.docx`,
    );
  });

  it('is readable only by who may see the profile, never as a public media file', async () => {
    const owner = await member();
    const added = await attach(owner.id, owner.headers, { name: 'cv.pdf', bytes: pdf });
    const url = added.body.attachment as string;
    expect((await get(url, owner.headers)).statusCode).toBe(200);
    expect((await get(url, admin.headers)).statusCode).toBe(200);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, prospect.headers)).statusCode).toBe(403);
    const recruiter = await member({ role: ROLE.External, isRecruiter: true });
    expect((await get(url, recruiter.headers)).statusCode).toBe(403);
    const elsewhere = await signedIn(enMember.id, 'campus-en');
    expect((await get(url, elsewhere)).statusCode).toBe(404);
    // Another member's id with this link, and a link without a file: not found.
    expect(
      (await get(`/api/users/${viewer.id}/links/${added.body.id}/attachment/`, admin.headers))
        .statusCode,
    ).toBe(404);
    const web = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/links/`,
      headers: owner.headers,
      payload: { title: 'Site', url: 'https://www.example.org/' },
    });
    const webUrl = `/api/users/${owner.id}/links/${web.json().id}/attachment/`;
    expect((await get(webUrl, owner.headers)).statusCode).toBe(404);

    // The stored file is not served from the media folder, however the path is spelt.
    const [row] = await db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.id, added.body.id as number));
    const key = row?.attachment ?? '';
    expect(key).toMatch(/^links\//);
    for (const path of [
      `/media/${key}`,
      `/media/%6cinks/${key.slice(6)}`,
      `/media/users/../${key}`,
    ]) {
      const res = await get(path, owner.headers);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.rawPayload.equals(pdf), path).toBe(false);
    }
  });

  it('is not found by members while its owner waits for validation; admins read it', async () => {
    const waiting = await buildRegistrant(db, ids.demo);
    const headers = await signedIn(waiting.id);
    const added = await attach(waiting.id, headers, { name: 'cv.pdf', bytes: pdf });
    expect(added.status).toBe(201);
    expect((await get(added.body.attachment as string, viewer.headers)).statusCode).toBe(404);
    expect((await get(added.body.attachment as string, admin.headers)).statusCode).toBe(200);
  });
});

describe('what a document upload accepts', () => {
  it('refuses a PDF that also holds HTML or a script, in the request language', async () => {
    const owner = await member();
    for (const marker of [
      '<html><body>hi</body></html>',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<!DOCTYPE html>',
    ]) {
      const polyglot = Buffer.concat([pdf.subarray(0, 9), Buffer.from(marker), pdf.subarray(9)]);
      const en = await attach(owner.id, owner.headers, { name: 'cv.pdf', bytes: polyglot });
      expect(en).toEqual({
        status: 400,
        body: { file: ['This document holds HTML or script code: it is refused.'] },
      });
    }
    const polyglot = Buffer.concat([pdf, Buffer.from('<script>alert(1)</script>')]);
    const fr = await attach(owner.id, owner.headers, { name: 'cv.pdf', bytes: polyglot }, 'fr');
    expect(fr).toEqual({
      status: 400,
      body: { file: ['Ce document contient du code HTML ou un script\u00a0: il est refusé.'] },
    });
  });

  it('refuses a file whose content disagrees with its name or declared type', async () => {
    const owner = await member();
    const refused = [
      { name: 'cv.pdf', bytes: docx, type: 'application/pdf' },
      { name: 'cv.docx', bytes: pdf, type: 'application/pdf' },
      { name: 'cv.pdf', bytes: pdf, type: 'text/html' },
      { name: 'cv.html', bytes: pdf, type: 'application/pdf' },
    ];
    for (const file of refused) {
      const res = await attach(owner.id, owner.headers, file);
      expect(res, `${file.name} ${file.type}`).toEqual({
        status: 400,
        body: { file: ["The file's content does not match its name or type."] },
      });
    }
    const fr = await attach(owner.id, owner.headers, { name: 'cv.pdf', bytes: docx }, 'fr');
    expect(fr.body).toEqual({
      file: ['Le contenu du fichier ne correspond pas à son nom ou à son type.'],
    });
    // A browser that does not know the type sends octet-stream: the content decides.
    const unknown = await attach(owner.id, owner.headers, {
      name: 'CV',
      bytes: pdf,
      type: 'application/octet-stream',
    });
    expect(unknown.status).toBe(201);
  });
});

describe('empty files', () => {
  it('are a 400 in the request language, for documents, pictures and post images', async () => {
    const owner = await member();
    const empty = Buffer.alloc(0);
    expect(await attach(owner.id, owner.headers, { name: 'cv.pdf', bytes: empty }, 'fr')).toEqual({
      status: 400,
      body: { file: ['Le fichier est vide.'] },
    });
    for (const url of [`/api/users/${owner.id}/picture/`, '/api/posts/images/']) {
      const res = await uploadTo(ctx.app, url, owner.headers, multipartBody('a.png', empty));
      expect(res, url).toEqual({ status: 400, body: { file: ['The file is empty.'] } });
    }
  });
});

describe('media files (pictures, post images, school images)', () => {
  it('are served inline with their type, nosniff and a sandboxing CSP', async () => {
    const owner = await member();
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const up = await uploadTo(
      ctx.app,
      `/api/users/${owner.id}/picture/`,
      owner.headers,
      multipartBody('me.png', png),
    );
    const res = await get(up.body.picture as string, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });
});
