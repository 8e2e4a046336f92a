import { API_MESSAGE_REFS } from '@alumni/domain';
import { badRequest } from './errors.ts';

/**
 * Cursor pagination (DESIGN §5 lists; issue "Feed…" "pagination by cursor"): the cursor is
 * the opaque base64url form of the last id a page showed, so new posts arriving between two
 * requests never shift a page the way offsets do.
 */

/** The cursor that continues after `id`. */
export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/**
 * The id a cursor stands for, or null without one. 400 `{"cursor": ["Invalid cursor."]}`
 * for anything this server did not hand out.
 */
export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest({ cursor: [API_MESSAGE_REFS.invalidCursor] });
  }
  return id;
}
