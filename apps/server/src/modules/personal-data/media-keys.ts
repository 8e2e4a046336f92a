import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The member's own files (pictures, CVs, documents, attachments) found in their rows: stored
 * media keys are relative paths under the media folder whose first part is an area's folder
 * (`users/12/…webp`, `jobs/3/12/…pdf`, platform/images.ts `newMediaKey`). A value is taken as a
 * key when it looks like one and the file exists inside the media folder.
 */

const KEY = /^[a-z][a-z0-9-]*\/[A-Za-z0-9._/-]+\.[a-z0-9]{2,5}$/;

/** Every string inside `value` (a row, a JSON document) that looks like a media key. */
export function keyCandidates(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (KEY.test(value) && !value.includes('..')) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) keyCandidates(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) keyCandidates(item, found);
  }
  return found;
}

/** The absolute path of `key` when it names a file inside `mediaRoot`, else null. */
export async function mediaFile(mediaRoot: string, key: string): Promise<string | null> {
  const root = await realpath(mediaRoot).catch(() => null);
  if (!root) return null;
  const file = path.resolve(root, key);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/** Removes the files of `keys` (those that exist inside `mediaRoot`); never throws. */
export async function removeFiles(mediaRoot: string, keys: Iterable<string>): Promise<void> {
  for (const key of keys) {
    const file = await mediaFile(mediaRoot, key);
    if (file) await rm(file, { force: true }).catch(() => undefined);
  }
}

/** Removes a member's own folders (`users/<id>`, `links/<id>`: pictures and documents). */
export async function removeMemberFolders(mediaRoot: string, userId: number): Promise<void> {
  for (const folder of ['users', 'links']) {
    await rm(path.join(mediaRoot, folder, String(userId)), { recursive: true, force: true }).catch(
      () => undefined,
    );
  }
}
