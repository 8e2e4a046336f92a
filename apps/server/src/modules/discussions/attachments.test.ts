import { DISCUSSION_MESSAGES } from '@alumni/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  members,
  openConversation,
  sendMessage,
  uploadAttachment,
} from '../../../test/discussions.ts';
import { buildSchool } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * Attachments (issue 32 item 1: "images re-encoded, documents typed by content"; spec 2 §8
 * "attachment too large (max 3 MB)", "Invalid attachment format"): uploaded by a member, named
 * once by one of their messages, downloaded by the conversation's participants only, gone
 * with a deleted message.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const en = DISCUSSION_MESSAGES.en;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('attachments', () => {
  it('re-encodes images, types documents, and serves them to participants only', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const id = await openConversation(ctx.app, a, [b]);
    const image = await uploadAttachment(ctx.app, a, {
      name: 'plan.png',
      type: 'image/png',
      bytes: png,
    });
    expect(image).toMatchObject({
      status: 201,
      body: { kind: 'image', name: 'plan.webp', mime: 'image/webp', width: 40, height: 20 },
    });
    const doc = await uploadAttachment(ctx.app, a, {
      name: 'cv.pdf',
      type: 'application/octet-stream',
      bytes: pdf,
    });
    expect(doc).toMatchObject({
      status: 201,
      body: { kind: 'document', name: 'cv.pdf', mime: 'application/pdf', size: pdf.length },
    });
    const text = await uploadAttachment(ctx.app, a, {
      name: 'notes.txt',
      type: 'text/plain',
      bytes: Buffer.from('Bonjour à tous\n'),
    });
    expect(text.body).toMatchObject({ kind: 'document', mime: 'text/plain; charset=utf-8' });
    const keys = [image.body.key, doc.body.key] as string[];
    const sent = await sendMessage(ctx.app, a, id, '', undefined, keys);
    expect(sent.status).toBe(201);
    const attachments = sent.body.attachments as { url: string; index: number }[];
    expect(attachments.map((x) => x.url)).toEqual([
      `/api/conversations/${id}/messages/${sent.body.id}/attachments/0/`,
      `/api/conversations/${id}/messages/${sent.body.id}/attachments/1/`,
    ]);
    expect(JSON.stringify(sent.body)).not.toContain('chat-files');
    const download = await ctx.app.inject({
      method: 'GET',
      url: attachments[1]?.url ?? '',
      headers: b.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: attachments[1]?.url ?? '',
      headers: c.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/conversations/${id}/messages/${sent.body.id}/attachments/5/`,
          b.headers,
        )
      ).status,
    ).toBe(404);
    // A key names one message only; nor may another member use it.
    expect((await sendMessage(ctx.app, a, id, 'again', undefined, keys)).status).toBe(400);
    const bId = await openConversation(ctx.app, b, [c]);
    expect(
      (await sendMessage(ctx.app, b, bId, 'mine?', undefined, [text.body.key as string])).status,
    ).toBe(400);
    // Deleted: the files are no longer served.
    await call('DELETE', `/api/conversations/${id}/messages/${sent.body.id}/`, a.headers);
    expect(
      (await ctx.app.inject({ method: 'GET', url: attachments[0]?.url ?? '', headers: b.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what is not an accepted format, active content, and files over 3 MB', async () => {
    const school = await buildSchool(db);
    const [a] = await members(db, school, 1);
    const exe = await uploadAttachment(ctx.app, a, {
      name: 'x.exe',
      type: 'application/octet-stream',
      bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]),
    });
    expect(exe).toEqual({ status: 400, body: { file: [en.invalidAttachmentFormat] } });
    const html = await uploadAttachment(ctx.app, a, {
      name: 'x.txt',
      type: 'text/plain',
      bytes: Buffer.from('<html><script>alert(1)</script>'),
    });
    expect(html).toEqual({ status: 400, body: { file: [en.activeContent] } });
    const mismatch = await uploadAttachment(ctx.app, a, {
      name: 'x.docx',
      type: 'application/pdf',
      bytes: pdf,
    });
    expect(mismatch).toEqual({ status: 400, body: { file: [en.typeMismatch] } });
    const big = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await uploadAttachment(ctx.app, a, {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(tooBig).toEqual({ status: 413, body: { detail: en.attachmentTooLarge } });
    const broken = await uploadAttachment(ctx.app, a, {
      name: 'x.png',
      type: 'image/png',
      bytes: png.subarray(0, 30),
    });
    expect(broken.status).toBe(400);
  });
});
