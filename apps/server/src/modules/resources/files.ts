import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  checkResourceFile,
  detectResourceFormat,
  RESOURCE_MESSAGES,
  RESOURCE_REFS,
  RESOURCE_SNIFF_BYTES,
  RESOURCE_VIDEO_MAX_BYTES,
  type ResourceFormat,
  type ResourceUpload,
  resourceMaxBytes,
} from '@alumni/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor.ts';
import { safeFileName } from '../../platform/downloads.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { newMediaKey, removeMedia } from '../../platform/images.ts';
import { onCommit } from '../../platform/school-scope.ts';
import { streamUpload } from '../../platform/streamed-upload.ts';
import { isOwnUpload } from '../../platform/uploads.ts';

/**
 * Resource files (issue 31 item 7; spec 1 §5 "Resource files"): received as a stream into a
 * temporary file, typed by their bytes, then moved under `resource-files/{school}/{user}/`
 * (not a public media folder: they go out through the counted download only). A resource then
 * names its file by the key the upload answered.
 */

/** Uploaded resource files: `resource-files/{school}/{user}/{32 hex}.{format}`. */
const RESOURCE_FILE_KEY =
  /^resource-files\/(\d+)\/(\d+)\/[0-9a-f]{32}\.(pdf|doc|docx|gif|jpg|png|mp4)$/;

/** Image formats as sharp names them: an image must also decode (its header at least). */
const SHARP_FORMATS: Partial<Record<ResourceFormat, string>> = {
  gif: 'gif',
  jpg: 'jpeg',
  png: 'png',
};

/** The absolute path of a stored resource file (keys are ours, checked by RESOURCE_FILE_KEY). */
export const resourceFilePath = (mediaRoot: string, key: string) => path.join(mediaRoot, key);

/** Whether an image file's header decodes as `format` (sharp reads the header only). */
async function decodesAs(file: string, format: string): Promise<boolean> {
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: sharp } = await import('sharp');
  try {
    return (await sharp(file, { failOn: 'error' }).metadata()).format === format;
  } catch {
    return false;
  }
}

/**
 * Receives the multipart field `file` (platform streamUpload: piped to disk, never whole in
 * memory, 3 MB at most, 50 MB for an MP4 video, told by its first bytes), checks it
 * (checkResourceFile: one of the resource formats by its bytes, no HTML or script inside, its
 * name and declared type agreeing; an image must decode too) and keeps it under
 * `resource-files/{school}/{user}/`. Returns `{key, name, format, size}`; 400 `{"file"}`
 * (none, empty, "Invalid attachment format", HTML inside, name or type naming another
 * format); 413 `{"detail"}` past the limit. Nothing is left on disk when it throws.
 */
export async function receiveResourceFile(
  request: FastifyRequest,
  actor: Actor,
  mediaRoot: string,
): Promise<ResourceUpload> {
  const messages = RESOURCE_MESSAGES[actor.locale];
  const upload = await streamUpload(request, {
    tmpDir: path.join(mediaRoot, '.uploads'),
    maxBytes: RESOURCE_VIDEO_MAX_BYTES,
    headBytes: RESOURCE_SNIFF_BYTES,
    limitOf: (head) => resourceMaxBytes(detectResourceFormat(head)),
    messages,
  });
  try {
    const checked = checkResourceFile(upload.head, upload.size, upload);
    if (checked.problem === 'tooLarge') throw new HttpError(413, { detail: messages.tooLarge });
    if (checked.problem) throw badRequest({ file: [messages[checked.problem]] });
    const decoder = SHARP_FORMATS[checked.format];
    if (decoder && !(await decodesAs(upload.path, decoder))) {
      throw badRequest({ file: [messages.invalidAttachmentFormat] });
    }
    const key = newMediaKey(`resource-files/${actor.school.id}/${actor.user.id}`, checked.format);
    const target = resourceFilePath(mediaRoot, key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(upload.path, target);
    const name = safeFileName(upload.fileName, `resource.${checked.format}`);
    return { key, name, format: checked.format, size: upload.size };
  } finally {
    await rm(upload.path, { force: true });
  }
}

/** A resource's file as stored: its key, name, format and size. */
export interface StoredResourceFile {
  key: string;
  name: string;
  format: ResourceFormat;
  size: number;
}

/**
 * The file a resource is saved with, from `{key, name}`: its current file (`current`, kept,
 * renamed), or one this admin uploaded in this school that is still on disk and that no other
 * resource uses (`used(key)` says whether one does). 400 `{"file"}` otherwise.
 */
export async function resourceFileOf(
  actor: Actor,
  input: { key: string; name: string },
  opts: {
    mediaRoot: string;
    current?: StoredResourceFile;
    used: (key: string) => Promise<boolean>;
  },
): Promise<StoredResourceFile> {
  const unknown = () => badRequest({ file: [RESOURCE_REFS.unknownFile] });
  if (opts.current && input.key === opts.current.key) {
    return { ...opts.current, name: safeFileName(input.name || opts.current.name) };
  }
  if (!(await isOwnUpload(actor, input.key, RESOURCE_FILE_KEY, opts.mediaRoot))) throw unknown();
  if (await opts.used(input.key)) throw unknown();
  const format = RESOURCE_FILE_KEY.exec(input.key)?.[3] as ResourceFormat;
  const { size } = await stat(resourceFilePath(opts.mediaRoot, input.key));
  return { key: input.key, name: safeFileName(input.name, `resource.${format}`), format, size };
}

/**
 * Removes a file once the caller's transaction has committed (a resource deleted, or its file
 * replaced): a rollback keeps it. A failure is logged, never thrown.
 */
export function removeAfterCommit(mediaRoot: string, key: string, log: FastifyBaseLogger): void {
  onCommit(() => {
    removeMedia(mediaRoot, key).catch((error: unknown) =>
      log.warn({ err: error, key }, 'a resource file could not be removed'),
    );
  });
}
