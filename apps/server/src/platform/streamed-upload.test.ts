import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/api.ts';
import { HttpError } from './errors.ts';
import { streamUpload } from './streamed-upload.ts';

/**
 * Uploads streamed to disk (issue 31 item 7): the file goes to a temporary file as it comes,
 * its first bytes kept, refused past the limit its first bytes set or past the hard limit,
 * and nothing is left behind when refused.
 */

let app: FastifyInstance;
let dir: string;
const messages = { noFile: 'no file', emptyFile: 'empty', tooLarge: 'too large' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'streamed-upload-'));
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.statusCode).send(error.body)
      : reply.status(500).send({ detail: String(error) }),
  );
  // Files starting with "V" may weigh 64 bytes; others 16; nothing more than 64 (hard limit).
  app.post('/upload', async (request) => {
    const upload = await streamUpload(request, {
      tmpDir: dir,
      maxBytes: 64,
      headBytes: 4,
      limitOf: (head) => (head[0] === 0x56 ? 1000 : 16),
      messages,
    });
    return { ...upload, head: upload.head.toString(), data: readFileSync(upload.path, 'utf8') };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (content: string) => {
  const body = multipartBody('a.bin', Buffer.from(content), 'application/octet-stream');
  return app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
};
const leftovers = () => readdirSync(dir).filter((name) => name.endsWith('.part'));

describe('streamUpload', () => {
  it('writes the file to disk, keeping only its first bytes in memory', async () => {
    const res = await send('Dabcdefghijklmn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      size: 15,
      head: 'Dabc',
      data: 'Dabcdefghijklmn',
      fileName: 'a.bin',
      type: 'application/octet-stream',
    });
    rmSync(res.json().path);
  });

  it('refuses past the limit its first bytes set (413), and leaves nothing behind', async () => {
    expect((await send('D'.repeat(17))).json()).toEqual({ detail: 'too large' });
    expect((await send('D'.repeat(17))).statusCode).toBe(413);
    const video = await send('V'.repeat(64));
    expect(video.statusCode).toBe(200);
    rmSync(video.json().path);
    expect(leftovers()).toEqual([]);
  });

  it('refuses past the hard limit, whatever the first bytes say', async () => {
    const res = await send('V'.repeat(65));
    expect(res.statusCode).toBe(413);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an empty file, a form without a file and a body that is no form (400)', async () => {
    expect((await send('')).json()).toEqual({ file: ['empty'] });
    const fieldsOnly = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--x--\r\n',
    });
    expect(fieldsOnly.json()).toEqual({ file: ['no file'] });
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.json()).toEqual({ file: ['no file'] });
    expect(leftovers()).toEqual([]);
  });
});
