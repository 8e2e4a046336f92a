import type { ResourceFormat, ResourceUpload } from '@alumni/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type Headers, multipartBody } from './api.ts';

/**
 * Files of every resource format (issue 31 item 7), small but real enough to pass the checks
 * by content (images decode), and the admin's upload of one through the API.
 */

/** An image of 8×8 px in `format`, as sharp writes it. */
const image = (format: 'gif' | 'jpeg' | 'png') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

/** An MP4's `ftyp` box (isom, compatible isom/iso2/avc1/mp41), then `fill` bytes of `mdat`. */
export function mp4Bytes(fill = 64): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 32]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  ]);
  const mdat = Buffer.alloc(8 + fill);
  mdat.writeUInt32BE(8 + fill, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A file of each resource format: its bytes, a fitting name and declared type. */
export async function resourceFiles(): Promise<
  Record<ResourceFormat, { name: string; type: string; bytes: Buffer }>
> {
  return {
    pdf: {
      name: 'guide.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    },
    doc: {
      name: 'note.doc',
      type: 'application/msword',
      bytes: Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(504),
      ]),
    },
    docx: {
      name: 'note.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.alloc(26),
        Buffer.from('word/document.xml'),
      ]),
    },
    gif: { name: 'logo.gif', type: 'image/gif', bytes: await image('gif') },
    jpg: { name: 'photo.jpeg', type: 'image/jpeg', bytes: await image('jpeg') },
    png: { name: 'plan.png', type: 'image/png', bytes: await image('png') },
    mp4: { name: 'film.mp4', type: 'video/mp4', bytes: mp4Bytes() },
  };
}

/** `POST /api/resources/files/` with one file: `{status, body}` (the upload, or the error). */
export async function uploadResourceFile(
  app: FastifyInstance,
  headers: Headers,
  file: { name: string; type: string; bytes: Buffer },
  locale: 'fr' | 'en' = 'en',
) {
  const body = multipartBody(file.name, file.bytes, file.type);
  const res = await app.inject({
    method: 'POST',
    url: '/api/resources/files/',
    headers: { ...headers, 'content-type': body.contentType, 'accept-language': locale },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as ResourceUpload & { file?: string[]; detail?: string },
  };
}
