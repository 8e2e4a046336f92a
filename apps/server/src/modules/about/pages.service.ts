import {
  type AboutPage,
  type KeyNumber,
  type KeyNumbersValues,
  LOCALES,
  type LocalizedText,
  messageRef,
  PAGE_TEXT_MAX,
  type SchoolPagesAdmin,
  type SchoolPagesPatch,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keyNumbers, schoolPages, schools } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentKeyNumber, presentTeamCard, presentTeamMemberAdmin } from './presenters.ts';
import { keyNumberRows, pageTexts, teamRows } from './store.ts';

/**
 * The school's pages (spec 1 §2 "School page editing: about, team section, homepage
 * presentation, mentorship presentation, key stats"): what the about page shows, what School
 * settings edits, the three presentations sanitised as the feed's rich text (platform/html.ts
 * sanitizeRichText: scripts, styles, handlers and frames dropped, links opened apart), and the
 * key numbers replaced as a whole.
 */

/** The about page of school `schoolId`: presentations, key numbers and team cards. */
export async function aboutPage(db: Db, schoolId: number, mediaUrl: MediaUrl): Promise<AboutPage> {
  const texts = await pageTexts(db, schoolId);
  const numbers = await keyNumberRows(db, schoolId);
  const team = await teamRows(db, schoolId);
  return {
    presentation: texts.about,
    mentorship: texts.mentorship,
    key_numbers: numbers.map(presentKeyNumber),
    team: team.map((row) => presentTeamCard(row, mediaUrl)),
  };
}

/** Everything School settings → school pages edits, for school `schoolId`. */
export async function schoolPagesAdmin(
  db: Db,
  schoolId: number,
  mediaUrl: MediaUrl,
): Promise<SchoolPagesAdmin> {
  const texts = await pageTexts(db, schoolId);
  const numbers = await keyNumberRows(db, schoolId);
  const team = await teamRows(db, schoolId);
  return {
    ...texts,
    key_numbers: numbers.map(presentKeyNumber),
    team: team.map((row, order) => presentTeamMemberAdmin(row, mediaUrl, order)),
  };
}

/**
 * A presentation as stored: each language sanitised (sanitizeRichText), '' when it holds no
 * text; 400 `{"<field>.<lang>": [textTooLong]}` over PAGE_TEXT_MAX characters of text.
 */
function storedText(field: string, text: LocalizedText): LocalizedText {
  const stored: LocalizedText = { fr: '', en: '' };
  for (const lang of LOCALES) {
    const { html, text: plain } = sanitizeRichText(text[lang]);
    if (plain.length > PAGE_TEXT_MAX) {
      throw badRequest({
        [`${field}.${lang}`]: [messageRef('about', 'textTooLong', { max: PAGE_TEXT_MAX })],
      });
    }
    stored[lang] = plain === '' ? '' : html;
  }
  return stored;
}

/**
 * Saves the presentations given (each whole, both languages), the others kept; the school's
 * row is written the first time. Returns what the section shows. The home presentation is in
 * the school's details: the caller tells every instance (`school.changed`).
 */
export async function patchPages(
  db: Db,
  schoolId: number,
  input: SchoolPagesPatch,
  mediaUrl: MediaUrl,
): Promise<SchoolPagesAdmin> {
  const changes: Partial<Record<'about' | 'home' | 'mentorship', LocalizedText>> = {};
  for (const field of ['about', 'home', 'mentorship'] as const) {
    const text = input[field];
    if (text) changes[field] = storedText(field, text);
  }
  if (Object.keys(changes).length > 0) {
    await db
      .insert(schoolPages)
      .values({ schoolId, ...changes })
      .onConflictDoUpdate({
        target: schoolPages.schoolId,
        set: { ...changes, updatedAt: new Date() },
      });
  }
  return schoolPagesAdmin(db, schoolId, mediaUrl);
}

/**
 * Replaces the school's key numbers by `input.key_numbers`, in that order (0 to 6, checked by
 * the domain's keyNumbersSchema), in one transaction under the school's row lock, so that two
 * admins saving at once leave one list, not a mix. Returns them as saved.
 */
export async function replaceKeyNumbers(
  db: Db,
  schoolId: number,
  input: KeyNumbersValues,
): Promise<KeyNumber[]> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .for('no key update');
    await tx.delete(keyNumbers).where(eq(keyNumbers.schoolId, schoolId));
    if (input.key_numbers.length > 0) {
      await tx.insert(keyNumbers).values(
        input.key_numbers.map((number, order) => ({
          schoolId,
          value: number.value,
          label: number.label,
          order,
        })),
      );
    }
    return (await keyNumberRows(tx, schoolId)).map(presentKeyNumber);
  });
}

/**
 * The home presentation of school `schoolId` (for its details), as a query that runs when
 * awaited (so that a caller's inSequence runs it in turn): `[{home}]`, or `[]` before the
 * school saved any presentation.
 */
export function homePresentationQuery(db: Db, schoolId: number) {
  return db
    .select({ home: schoolPages.home })
    .from(schoolPages)
    .where(eq(schoolPages.schoolId, schoolId));
}
