import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';
import { storageError } from './images.ts';

/**
 * Uploads streamed to disk (issue 31 item 7: "streamed to disk"): the multipart field `file`
 * is piped to a temporary file as it arrives, never held whole in memory, counting its bytes
 * against a limit that its first bytes may lower (a video may weigh more than a document); only
 * its first bytes are kept, for the caller to tell what the file is. The caller checks them,
 * then moves the file where it belongs or removes it.
 */

/** The words an upload is refused with, in the request's language. */
export interface StreamedUploadMessages {
  noFile: string;
  emptyFile: string;
  tooLarge: string;
}

/** A file received on disk: where, its size, its first bytes, and what the client declared. */
export interface StreamedUpload {
  /** The temporary file (remove it, or move it, once checked). */
  path: string;
  size: number;
  /** The first `headBytes` bytes (all of a shorter file). */
  head: Buffer;
  fileName: string;
  type: string;
}

/** How many bytes are read before `limitOf` is asked (an MP4's `ftyp` box fits). */
const DECIDE_BYTES = 256;

class TooLarge extends Error {}

/**
 * Receives the multipart field `file` (the request's first file part) into a new file under
 * `tmpDir`. `maxBytes` bounds every file (busboy stops reading there); once the first 256 bytes
 * (or the whole of a shorter file) are in, `limitOf(head)` gives this file's own limit, at most
 * `maxBytes`. Returns the StreamedUpload. 400 `{"file": [noFile]}` without a file part or for a
 * broken form, `{"file": [emptyFile]}` for an empty file; 413 `{"detail": tooLarge}` past the
 * limit; 507 `{"detail"}` when the disk is full. Nothing is left on disk when it throws. Needs @fastify/multipart on the route's scope.
 */
export async function streamUpload(
  request: FastifyRequest,
  opts: {
    tmpDir: string;
    maxBytes: number;
    headBytes: number;
    limitOf: (head: Buffer) => number;
    messages: StreamedUploadMessages;
  },
): Promise<StreamedUpload> {
  const noFile = () => badRequest({ file: [opts.messages.noFile] });
  if (!request.isMultipart()) throw noFile();
  await mkdir(opts.tmpDir, { recursive: true });
  const file = path.join(opts.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  let limit: number | null = null;
  const decide = () => {
    limit = Math.min(opts.maxBytes, opts.limitOf(Buffer.concat(chunks)));
  };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (kept < opts.headBytes) {
        const part = chunk.subarray(0, opts.headBytes - kept);
        chunks.push(part);
        kept += part.length;
      }
      size += chunk.length;
      if (limit === null && kept >= Math.min(DECIDE_BYTES, opts.headBytes)) decide();
      if (size > (limit ?? opts.maxBytes)) return done(new TooLarge());
      done(null, chunk);
    },
  });
  let out: WriteStream | undefined;
  try {
    const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw noFile();
    }
    out = createWriteStream(file, { flags: 'wx' });
    await pipeline(part.file, meter, out);
    if (part.file.truncated) throw new TooLarge();
    if (limit === null) decide();
    if (size > (limit ?? opts.maxBytes)) throw new TooLarge();
    if (size === 0) throw badRequest({ file: [opts.messages.emptyFile] });
    return {
      path: file,
      size,
      head: Buffer.concat(chunks),
      fileName: part.filename ?? '',
      type: part.mimetype ?? '',
    };
  } catch (error) {
    // A stream destroyed while opening still creates its file: remove it once closed.
    if (out && !out.closed) await once(out, 'close').catch(() => undefined);
    await rm(file, { force: true });
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (
      error instanceof TooLarge ||
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      throw new HttpError(413, { detail: opts.messages.tooLarge });
    }
    // A full disk is the server's fault, not a broken form: 507 (issue 35 item 2).
    if (code === 'ENOSPC' || code === 'EDQUOT') throw storageError(error);
    throw noFile();
  }
}
