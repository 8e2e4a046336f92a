import { type Locale, PERSONAL_DATA_MESSAGES } from '@alumni/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { loadMemberReferences, type MemberReference } from '../../platform/member-references.ts';
import { keyCandidates } from './media-keys.ts';

/**
 * The erasure itself (issue 34 item 6; docs/areas/personal-data.md "Erasure"), run by the
 * `personal-data.erase` job in one transaction across schools, from the catalogue of every
 * column that refers to a member (platform/member-references.ts), so that a new table is
 * erased without a change here:
 *
 * - posts: deleted, or kept with no text nor image where others commented (their comments
 *   stay, the author shows as "former member"); their comments deleted; their messages shown
 *   as deleted (empty body, no attachments);
 * - every other row deleted with the account (`cascade`: roles, settings, profile items,
 *   registrations, applications, likes, memberships, notifications, sessions, tokens, exports)
 *   deleted; the school's publications they wrote (articles, events, job ads, groups,
 *   resources) kept, credited to the former member; traces (who decided what) kept;
 * - `account` scope: the account anonymised (names "Ancien membre"/"Former member", no e-mail,
 *   phone, birth date, city, picture or text), then `erase_member_text` (migration 0051)
 *   blanks the audit log's rows about them, deletes the mails to them and replaces their
 *   e-mail, phone and full names in every text column left (others' posts, mails, jobs);
 * - `school` scope (a member other schools hold too): the same within one school only; the
 *   account and what other schools hold stay.
 *
 * Returns the media keys of the files the erased rows named, to remove once committed.
 */

/** What is erased: the whole account, or the member's rows of one school. */
export type ErasureTarget =
  | { userId: number; scope: 'account' }
  | { userId: number; scope: 'school'; schoolId: number };

const id = (name: string) => sql.identifier(name);

/** Tables the erasure leaves to their own handling (the request's record, the account row). */
const KEPT_TABLES = new Set(['erasure_requests', 'users']);
/** Owned content kept as the school's publications, credited to the former member. */
const isPublication = (ref: MemberReference) =>
  ref.owned === true && ref.table !== 'posts' && ref.table !== 'post_comments';

/** The rows of `ref`'s table (alias `t`) in the target's reach; null when out of reach. */
function reach(ref: MemberReference, target: ErasureTarget): SQL | null {
  if (target.scope === 'account') return sql`true`;
  if (ref.schoolScoped) return sql`t.school_id = ${target.schoolId}`;
  if (ref.schoolVia) {
    const via = ref.schoolVia;
    return sql`t.${id(via.column)} in (select p.id from ${id(via.table)} p where p.school_id = ${target.schoolId})`;
  }
  return null;
}

/** `t.<column>` names the member (a viewer key `u:<id>` or the id). */
const names = (ref: MemberReference, userId: number) =>
  ref.form === 'viewer_key'
    ? sql`t.${id(ref.column)} = ${`u:${userId}`}`
    : sql`t.${id(ref.column)} = ${userId}`;

/** Collects the media keys found in the rows `where` selects from `table`. */
async function collectKeys(db: Db, table: string, where: SQL, keys: Set<string>) {
  const result = (await db.execute(
    sql`select to_jsonb(t) as row from ${id(table)} t where ${where}`,
  )) as unknown as { rows: { row: unknown }[] };
  for (const { row } of result.rows) keyCandidates(row, keys);
}

/** Erases `target` in the caller's transaction (across schools); returns the files to remove. */
export async function eraseMember(
  db: Db,
  target: ErasureTarget,
  locale: Locale,
): Promise<Set<string>> {
  const { userId } = target;
  const keys = new Set<string>();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return keys;
  const refs = await loadMemberReferences(db);
  await erasePosts(db, target, keys);
  await eraseMessages(db, target, keys);
  for (const ref of refs) {
    if (KEPT_TABLES.has(ref.table) || ref.onDelete !== 'cascade' || isPublication(ref)) continue;
    if (ref.table === 'posts') continue;
    const inReach = reach(ref, target);
    if (!inReach) continue;
    const where = sql`${names(ref, userId)} and ${inReach}`;
    await collectKeys(db, ref.table, where, keys);
    await db.execute(sql`delete from ${id(ref.table)} t where ${where}`);
  }
  if (target.scope === 'account') await anonymiseAccount(db, user, refs, locale, keys);
  return keys;
}

/** Their posts: deleted, or emptied where others commented (kept for those comments). */
async function erasePosts(db: Db, target: ErasureTarget, keys: Set<string>) {
  const inSchool = target.scope === 'school' ? sql`and t.school_id = ${target.schoolId}` : sql``;
  const mine = sql`t.author_id = ${target.userId} ${inSchool}`;
  const othersReplied = sql`exists (select 1 from post_comments c where c.post_id = t.id and c.author_id <> ${target.userId})`;
  await collectKeys(db, 'posts', mine, keys);
  await db.execute(sql`delete from posts t where ${mine} and not ${othersReplied}`);
  await db.execute(
    sql`update posts t set content = '', images = '[]'::jsonb, edited_at = now() where ${mine}`,
  );
}

/** Their messages: shown as deleted (the conversation keeps its place in the thread). */
async function eraseMessages(db: Db, target: ErasureTarget, keys: Set<string>) {
  const inSchool = target.scope === 'school' ? sql`and t.school_id = ${target.schoolId}` : sql``;
  const mine = sql`t.sender_id = ${target.userId} ${inSchool}`;
  await collectKeys(db, 'messages', mine, keys);
  await db.execute(sql`update messages t set body = '', attachments = '[]'::jsonb,
    deleted_at = coalesce(t.deleted_at, now()) where ${mine}`);
}

/** The account row emptied, then the scrub of what remains anywhere (erase_member_text). */
async function anonymiseAccount(
  db: Db,
  user: typeof users.$inferSelect,
  refs: MemberReference[],
  locale: Locale,
  keys: Set<string>,
) {
  for (const key of [user.picture, user.banner]) if (key) keys.add(key);
  await db
    .update(users)
    .set({
      email: `erased-${user.id}@erased.invalid`,
      passwordHash: null,
      firstName: PERSONAL_DATA_MESSAGES[locale].formerMember,
      lastName: '',
      birthName: null,
      civility: null,
      summary: null,
      phone: null,
      dateBirth: null,
      city: null,
      country: null,
      picture: null,
      banner: null,
      externalRef: null,
      opportunitiesEnabled: false,
      isActive: false,
      consentNewsletter: false,
      consentMassMessages: false,
      jury: false,
      ambassador: false,
      temporaryLecturer: false,
      lastProfileUpdate: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  const columns = [...new Set(refs.filter((r) => r.kind !== 'trace').map((r) => r.column))];
  const terms = [
    user.email,
    user.phone ?? '',
    `${user.firstName} ${user.lastName}`,
    `${user.lastName} ${user.firstName}`,
    ...(user.birthName
      ? [`${user.firstName} ${user.birthName}`, `${user.birthName} ${user.firstName}`]
      : []),
  ].filter((term) => term.trim().length >= 3);
  await db.execute(
    sql`select erase_member_text(${user.id}::int, ${sql.param(columns)}::text[], ${user.email}::text, ${sql.param(terms)}::text[], ${'…'}::text)`,
  );
}
