import { API_MESSAGE_REFS } from '@alumni/domain';
import { badRequest } from '../../platform/errors.ts';
import type { NameMatch } from './conditions.ts';

/**
 * The directory's keyset cursor (issue 16 part 3, DESIGN §5 lists): the opaque base64url form
 * of the last member a page showed — their sort key (`users.sort_name`) and id, the pair the
 * directory is ordered by — and how names were matched. The next page starts strictly after
 * that pair, so members added or removed while someone pages never shift a page the way an
 * offset does: nobody is shown twice, nobody still listed is skipped. The match travels with
 * it so that the pages of a typo search ("lefebre") stay typo matches.
 */
export interface DirectoryCursor {
  sortName: string;
  id: number;
  match: NameMatch;
}

const MATCH_CODES: Record<NameMatch, string> = { prefix: 'p', similar: 's' };

/** The cursor that continues after `key`. */
export function encodeDirectoryCursor(key: DirectoryCursor): string {
  return Buffer.from(`d1:${MATCH_CODES[key.match]}:${key.id}:${key.sortName}`).toString(
    'base64url',
  );
}

/**
 * The position a cursor stands for, or null without one. 400 `{"cursor": ["Invalid
 * cursor."]}` for anything this server did not hand out (the feed's cursors included).
 */
export function decodeDirectoryCursor(cursor: string | undefined): DirectoryCursor | null {
  if (cursor === undefined || cursor === '') return null;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  // The sort name is last and may hold any character but a NUL (PostgreSQL text has none).
  const match = /^d1:([ps]):(\d{1,10}):([^\0]{0,1000})$/su.exec(text);
  const id = match ? Number(match[2]) : Number.NaN;
  if (!match || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest({ cursor: [API_MESSAGE_REFS.invalidCursor] });
  }
  return { match: match[1] === 's' ? 'similar' : 'prefix', id, sortName: match[3] ?? '' };
}
