import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from './actor.ts';

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
