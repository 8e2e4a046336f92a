import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_MESSAGE_REFS } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { badRequest, HttpError } from './errors.ts';

/**
 * Uploaded images (DESIGN §3 "sharp: validate dimensions, resize, strip metadata"; spec 1 §5
 * Images and files): read one multipart file under a size cap, check what it really is by
 * decoding it (never by its name or declared type), crop it to a fixed size as WebP without
 * its metadata, and keep it under the media folder by a random key.
 */

/** The words an upload is refused with, in the request's language. */
export interface ImageMessages {
  imageTooHeavy: string;
  invalidAttachmentFormat: string;
  noFile: string;
  emptyFile: string;
}

/** Images wider × higher than this are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The bytes of the multipart field `file` (the request's first file part). 400 `{"file"}`
 * without one; 413 `{"detail": imageTooHeavy}` above `maxBytes`. Needs @fastify/multipart
 * registered on the route's scope.
 */
export async function readImageUpload(
  request: FastifyRequest,
  opts: { maxBytes: number; messages: ImageMessages },
): Promise<Buffer> {
  return (await readUpload(request, opts)).data;
}

/**
 * The multipart field `file` with the text fields sent before it (a form puts its text
 * inputs first), and the file's name and type as the client declared them (to be checked
 * against its content, never trusted): `{data, fields, fileName, type}`. Same errors as
 * readImageUpload, and 400 `{"file": [emptyFile]}` for an empty file.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { maxBytes: number; messages: ImageMessages },
): Promise<{ data: Buffer; fields: Record<string, string>; fileName: string; type: string }> {
  if (!request.isMultipart()) throw badRequest({ file: [opts.messages.noFile] });
  try {
    const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest({ file: [opts.messages.noFile] });
    const data = await part.toBuffer();
    if (!data.length) throw badRequest({ file: [opts.messages.emptyFile] });
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === 'field' && typeof value.value === 'string') {
        fields[name] = value.value;
      }
    }
    return { data, fields, fileName: part.filename ?? '', type: part.mimetype ?? '' };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, { detail: opts.messages.imageTooHeavy });
    }
    throw badRequest({ file: [opts.messages.noFile] });
  }
}

/**
 * Decodes `input`, checks its format is one of `formats` (as sharp names them: jpeg, png,
 * webp, gif…), and returns it cropped to `size` (cover, centred, EXIF orientation applied)
 * as WebP. sharp writes no metadata (EXIF, GPS, ICC comments) unless asked, so none is
 * kept. 400 `{"file": [invalidAttachmentFormat]}` for anything else, including a truncated
 * or corrupt image; 413 for an image with too many pixels.
 */
export async function toWebp(
  input: Buffer,
  opts: {
    size: { width: number; height: number };
    formats: readonly string[];
    messages: ImageMessages;
  },
): Promise<Buffer> {
  return (await convertToWebp(input, { ...opts, fit: 'cover' })).data;
}

/**
 * Like toWebp, but keeps the image's proportions: it is shrunk to fit within `size` (never
 * enlarged). Returns the WebP bytes and the stored width and height in px.
 */
export async function toWebpWithin(
  input: Buffer,
  opts: {
    size: { width: number; height: number };
    formats: readonly string[];
    messages: ImageMessages;
  },
): Promise<{ data: Buffer; width: number; height: number }> {
  return convertToWebp(input, { ...opts, fit: 'inside' });
}

async function convertToWebp(
  input: Buffer,
  opts: {
    size: { width: number; height: number };
    formats: readonly string[];
    messages: ImageMessages;
    fit: 'cover' | 'inside';
  },
): Promise<{ data: Buffer; width: number; height: number }> {
  const invalid = () => badRequest({ file: [opts.messages.invalidAttachmentFormat] });
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: sharp } = await import('sharp');
  let image: Sharp;
  let format: string | undefined;
  try {
    // sharp refuses an empty buffer in its constructor, not in metadata().
    image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    ({ format } = await image.metadata());
  } catch {
    throw invalid();
  }
  if (!format || !opts.formats.includes(format)) throw invalid();
  try {
    const { data, info } = await image
      .rotate()
      .resize(opts.size.width, opts.size.height, {
        fit: opts.fit,
        position: 'centre',
        withoutEnlargement: opts.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new HttpError(413, { detail: opts.messages.imageTooHeavy });
    }
    throw invalid();
  }
}

/** A new media key under `folder`: `<folder>/<32 hex>.<extension>`. */
export function newMediaKey(folder: string, extension = 'webp'): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * The media folders served as public static files under `/media/`: images only, all of them
 * re-encoded by sharp on upload (pictures, post images, article and event covers, job logos)
 * or seeded (school images), group thumbnails and headers. Any other
 * folder, `links/` (documents attached to profiles) first, is read through a route that
 * checks who asks.
 */
export const PUBLIC_MEDIA_FOLDERS = [
  'users',
  'posts',
  'schools',
  'articles',
  'events',
  'jobs',
  'groups',
] as const;

/**
 * Whether a static-file path (`/users/1/x.webp`, already decoded and normalised by
 * @fastify/static) lies in a public media folder.
 */
export const isPublicMediaPath = (pathname: string) =>
  PUBLIC_MEDIA_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`));

/** The absolute path of a media key, or null when the key would leave `mediaRoot`. */
function mediaPath(mediaRoot: string, key: string): string | null {
  const root = path.resolve(mediaRoot);
  const file = path.resolve(root, key);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * Writes a media file under `mediaRoot` (folders created as needed), whole or not at all: the
 * bytes go to a temporary file in `<mediaRoot>/.uploads/` (same file system, never served),
 * which is then renamed to the key, so a failed write (a full disk) leaves no half-written
 * file behind to be served (issue 35 item 2). A full disk or quota (ENOSPC, EDQUOT) is 507
 * `{"detail": storageFull}`; other errors are thrown as they are.
 */
export async function writeMedia(mediaRoot: string, key: string, data: Buffer): Promise<void> {
  const file = mediaPath(mediaRoot, key);
  if (!file) throw new Error(`media key outside the media folder: ${key}`);
  const temporary = path.join(
    path.resolve(mediaRoot),
    '.uploads',
    `${randomBytes(16).toString('hex')}.part`,
  );
  try {
    await mkdir(path.dirname(temporary), { recursive: true });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw storageError(error);
  }
}

/** 507 `{"detail": storageFull}` for a full disk or quota (ENOSPC, EDQUOT); `error` otherwise. */
export function storageError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  return code === 'ENOSPC' || code === 'EDQUOT'
    ? new HttpError(507, { detail: API_MESSAGE_REFS.storageFull })
    : error;
}

/** Removes a media file if it is there; a missing file or a null key is not an error. */
export async function removeMedia(mediaRoot: string, key: string | null): Promise<void> {
  if (!key) return;
  const file = mediaPath(mediaRoot, key);
  if (file) await rm(file, { force: true });
}

/** The bytes of a media file, or null when the key is outside `mediaRoot` or the file is gone. */
export async function readMedia(mediaRoot: string, key: string): Promise<Buffer | null> {
  const file = mediaPath(mediaRoot, key);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}
