import {
  ARTICLE_COVER_FORMATS,
  IMAGE_MESSAGES,
  IMAGE_SIZES_PX,
  JOB_MESSAGES,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import { safeFileName } from '../../platform/downloads.ts';
import { badRequest } from '../../platform/errors.ts';
import { newMediaKey, toWebp, writeMedia } from '../../platform/images.ts';
import { isOwnUpload, storeDocument } from '../../platform/uploads.ts';

/**
 * Files of job ads and applications (spec 1 §5 Job "logo required", "Attachment .pdf, .doc
 * or .docx, max 3 MB"; spec 1 §3 Job application "CV, cover letter"; issue 15 items 1 and 4):
 * logos are public media (`jobs/`, 200×200 WebP); documents (an ad's attachment, CVs and
 * cover letters) are kept under `job-files/`, outside the public folders, and downloaded
 * through routes that check who asks.
 */

/** Uploaded logos: `jobs/{school}/{user}/{32 hex}.webp`, always 200×200. */
const LOGO_KEY = /^jobs\/(\d+)\/(\d+)\/[0-9a-f]{32}\.webp$/;
/** Uploaded documents: `job-files/{school}/{user}/{32 hex}.{pdf|doc|docx}` (not public). */
const FILE_KEY = /^job-files\/(\d+)\/(\d+)\/[0-9a-f]{32}\.(pdf|docx?)$/;

/**
 * Stores an uploaded logo (JPEG, PNG, WebP or GIF by content) cropped to 200×200 (spec 2 §9)
 * as WebP without metadata. Returns its key and size; 400 `{"file"}` otherwise.
 */
export async function storeLogo(actor: Actor, upload: Buffer, mediaRoot: string) {
  const data = await toWebp(upload, {
    size: IMAGE_SIZES_PX.jobLogo,
    formats: ARTICLE_COVER_FORMATS,
    messages: IMAGE_MESSAGES[actor.locale],
  });
  const key = newMediaKey(`jobs/${actor.school.id}/${actor.user.id}`);
  await writeMedia(mediaRoot, key, data);
  return { key, ...IMAGE_SIZES_PX.jobLogo };
}

/**
 * The logo an ad is saved with: its current one, or one this member uploaded here that is
 * still on disk. 400 `{"logo"}` otherwise.
 */
export async function logoOf(
  actor: Actor,
  key: string,
  opts: { mediaRoot: string; current?: string },
): Promise<string> {
  if (opts.current === key) return key;
  if (!(await isOwnUpload(actor, key, LOGO_KEY, opts.mediaRoot))) {
    throw badRequest({ logo: [JOB_MESSAGES[actor.locale].unknownLogo] });
  }
  return key;
}

/** Stores an uploaded document as a job document (attachment, CV, cover letter), under `job-files/` (platform storeDocument: checked by its bytes). */
export const storeJobFile = (
  actor: Actor,
  file: { data: Buffer; fileName: string; type: string },
  mediaRoot: string,
) => storeDocument(actor, file, { folder: 'job-files', mediaRoot });

/**
 * A document saved on an ad or an application (`field` names it in a 400): none, the current
 * one, or one this member uploaded here that is still on disk.
 */
export async function jobFileOf(
  actor: Actor,
  input: { key: string; name: string } | null,
  opts: { mediaRoot: string; field: string; currentKey?: string | null },
): Promise<{ key: string; name: string } | null> {
  if (input === null) return null;
  const name = safeFileName(input.name);
  if (opts.currentKey && input.key === opts.currentKey) return { key: input.key, name };
  if (!(await isOwnUpload(actor, input.key, FILE_KEY, opts.mediaRoot))) {
    throw badRequest({ [opts.field]: [JOB_MESSAGES[actor.locale].unknownFile] });
  }
  return { key: input.key, name };
}
