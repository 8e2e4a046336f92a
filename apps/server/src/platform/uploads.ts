import { stat } from 'node:fs/promises';
import path from 'node:path';
import { checkDocument, DOCUMENT_MESSAGES } from '@alumni/domain';
import type { Actor } from './actor.ts';
import { safeFileName } from './downloads.ts';
import { badRequest } from './errors.ts';
import { newMediaKey, writeMedia } from './images.ts';

/**
 * Whether `key` names a file the actor uploaded in this school and that is still on disk:
 * `pattern` must match it with the school id as its first group and the user id as its
 * second (`articles/(\d+)/(\d+)/…`). What a form saves after an upload route answered its key
 * (covers, logos, documents); anything else is refused by the caller (400).
 */
export async function isOwnUpload(
  actor: Actor,
  key: string,
  pattern: RegExp,
  mediaRoot: string,
): Promise<boolean> {
  const match = pattern.exec(key);
  if (!match || Number(match[1]) !== actor.school.id || Number(match[2]) !== actor.user.id) {
    return false;
  }
  return stat(path.join(mediaRoot, key)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * Checks an uploaded document (checkDocument: a PDF, .doc or .docx by its bytes, no HTML or
 * script inside, its name and declared type agreeing) and keeps it under
 * `{folder}/{school}/{user}/`, outside the public media folders. Returns `{key, name}` (the
 * file's name made safe); 400 `{"file"}` otherwise. Article attachments, job documents.
 */
export async function storeDocument(
  actor: Actor,
  file: { data: Buffer; fileName: string; type: string },
  opts: { folder: string; mediaRoot: string },
): Promise<{ key: string; name: string }> {
  const checked = checkDocument(file.data, { fileName: file.fileName, type: file.type });
  if (checked.problem) {
    throw badRequest({ file: [DOCUMENT_MESSAGES[actor.locale][checked.problem]] });
  }
  const key = newMediaKey(`${opts.folder}/${actor.school.id}/${actor.user.id}`, checked.format);
  await writeMedia(opts.mediaRoot, key, file.data);
  return { key, name: safeFileName(file.fileName) };
}
