import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Every place that refers to a member (issue 34: deletion, merge of duplicates, personal-data
 * export and erasure), read from the PostgreSQL catalogue: the foreign keys to `users(id)`,
 * plus the few columns that hold a user id without one (UNLINKED_MEMBER_REFERENCES). Each
 * column is classified once here (MEMBER_REFERENCE_CLASSES, by `table.column`): what it is to
 * the member, whether it counts as content they own (spec 1 §5 "Mass delete with content
 * conflict"), and how a row finds its school when the table has no `school_id`. The catalogue
 * test (`member-references.test.ts`) fails when a table refers to users and is not classified
 * here, so a new area cannot be forgotten by deletion, merge and erasure.
 */

/**
 * What a column is to the member it names:
 * - `account`: their sign-in material (sessions, tokens, API keys, calendar tokens);
 * - `membership`: their membership of a school (roles, school settings, terms accepted);
 * - `profile`: their profile items (educations, hobbies, links, work, badges, its log);
 * - `content`: what they wrote (posts, comments, articles, events, job ads, groups, resources,
 *   messages, mentorship meeting notes);
 * - `participation`: what they took part in (likes, registrations, applications, group and
 *   conversation membership, mentorship, reports, notifications);
 * - `trace`: who did something to someone else's row (decisions, history, creators of
 *   operations): kept, and set to null when their account goes.
 */
export type MemberReferenceKind =
  | 'account'
  | 'membership'
  | 'profile'
  | 'content'
  | 'participation'
  | 'trace';

/** How one column is classified. */
export interface MemberReferenceClass {
  kind: MemberReferenceKind;
  /**
   * Content the member owns in a school, which deleting them must delete or reassign (spec 1
   * §5, spec 2 §8 "Mass deletion blocked when users own content").
   */
  owned?: boolean;
  /**
   * For a table without `school_id` whose rows belong to a school through a parent: the
   * column pointing to it and the parent table (which has `school_id`).
   */
  schoolVia?: { column: string; table: string };
}

const c = (kind: MemberReferenceKind, extra: Omit<MemberReferenceClass, 'kind'> = {}) => ({
  kind,
  ...extra,
});

/** Every column that refers to a member, classified (`table.column`). */
export const MEMBER_REFERENCE_CLASSES: Readonly<Record<string, MemberReferenceClass>> = {
  'api_keys.created_by': c('trace'),
  'api_keys.owner_id': c('account'),
  'article_history.actor_id': c('trace'),
  'article_likes.user_id': c('participation'),
  'articles.author_id': c('content', { owned: true }),
  'audit_log.actor_id': c('trace'),
  'bulk_operation_items.user_id': c('trace'),
  'bulk_operations.created_by': c('trace'),
  'bulk_operations.target_ids': c('trace'),
  'conversation_participants.user_id': c('participation'),
  'conversations.created_by': c('trace'),
  'conversations.direct_key': c('participation'),
  'educations.user_id': c('profile'),
  'erasure_requests.requested_by': c('trace'),
  'erasure_requests.user_id': c('account'),
  'event_calendar_tokens.user_id': c('account'),
  'event_history.actor_id': c('trace'),
  'event_registration_documents.decided_by': c('trace'),
  'event_registrations.checked_in_by': c('trace'),
  'event_registrations.user_id': c('participation'),
  'events.author_id': c('content', { owned: true }),
  'group_history.actor_id': c('trace'),
  'group_members.decided_by': c('trace'),
  'group_members.user_id': c('participation'),
  'group_membership_history.actor_id': c('trace'),
  'group_membership_history.user_id': c('participation'),
  'groups.author_id': c('content', { owned: true }),
  'hobbies.user_id': c('profile'),
  'import_logs.user_id': c('trace'),
  'imports.created_by': c('trace'),
  'imports.decided_by': c('trace'),
  'item_views.viewer_key': c('participation'),
  'job_ad_history.actor_id': c('trace'),
  'job_ad_update_tokens.created_by': c('trace'),
  'job_ads.author_id': c('content', { owned: true }),
  'job_applications.user_id': c('participation'),
  'mass_mail_deliveries.user_id': c('participation'),
  'member_field_visibility.user_id': c('profile'),
  'mentorship_matches.mentee_id': c('participation'),
  'mentorship_matches.mentor_id': c('participation'),
  'mentorship_meetings.author_id': c('content'),
  'messages.sender_id': c('content'),
  'notifications.actor_id': c('trace'),
  'notifications.user_id': c('participation'),
  'personal_data_exports.user_id': c('account'),
  'post_comments.author_id': c('content', { owned: true }),
  'post_likes.user_id': c('participation'),
  'posts.author_id': c('content', { owned: true }),
  'profile_links.user_id': c('profile'),
  'profile_logs.actor_id': c('trace'),
  'profile_logs.user_id': c('profile'),
  'reports.author_id': c('participation'),
  'reports.reported_user_id': c('participation'),
  'reports.status_changed_by': c('trace'),
  'resources.created_by': c('content', { owned: true }),
  'role_change_requests.decided_by': c('trace'),
  'school_terms_versions.published_by': c('trace'),
  'sessions.user_id': c('account'),
  'team_members.user_id': c('trace'),
  'terms_acceptances.user_id': c('membership'),
  'user_badges.given_by': c('trace'),
  'user_badges.user_id': c('profile'),
  'user_roles.user_id': c('membership'),
  'user_school_settings.user_id': c('membership'),
  'user_tokens.user_id': c('account'),
  'work_experiences.user_id': c('profile'),
};

/**
 * How a column without a foreign key holds a member: the id itself (`id`), `u:<id>`
 * (`viewer_key`, platform/views.ts), or the pair `<low id>:<high id>` (a direct
 * conversation's key, domain `directKey`).
 */
export type MemberReferenceForm = 'id' | 'viewer_key' | 'direct_key';

/**
 * The columns that hold a member without a foreign key to `users`. `immutable`: never
 * rewritten (the audit log is append-only; an operation's members are its history).
 */
export const UNLINKED_MEMBER_REFERENCES: readonly {
  table: string;
  column: string;
  form: MemberReferenceForm;
  immutable?: boolean;
}[] = [
  { table: 'audit_log', column: 'actor_id', form: 'id', immutable: true },
  { table: 'bulk_operations', column: 'target_ids', form: 'id', immutable: true },
  // An operation's outcome for a member outlives their account (a deletion's own items).
  { table: 'bulk_operation_items', column: 'user_id', form: 'id' },
  { table: 'conversations', column: 'direct_key', form: 'direct_key' },
  { table: 'item_views', column: 'viewer_key', form: 'viewer_key' },
];

/** A unique constraint or index involving a member column, as the catalogue has it. */
export interface MemberUnique {
  name: string;
  /** Its columns (a member column among them). */
  columns: string[];
  /** The predicate of a partial unique index (SQL over the table's columns), else null. */
  predicate: string | null;
}

/** One column that refers to a member, with what the catalogue and the classes say of it. */
export interface MemberReference extends MemberReferenceClass {
  table: string;
  column: string;
  /** True for a foreign key to `users(id)`; false for UNLINKED_MEMBER_REFERENCES. */
  foreignKey: boolean;
  /** How the column holds the member (always `id` for a foreign key). */
  form: MemberReferenceForm;
  /** What deleting the account does to the row: `cascade`, `set null`, or `none` (unlinked). */
  onDelete: 'cascade' | 'set null' | 'restrict' | 'none';
  /** Whether the table has a `school_id` column (else `schoolVia`, or global: profile items). */
  schoolScoped: boolean;
  /** The table's primary key columns. */
  primaryKey: string[];
  /** Unique constraints and unique indexes that include the column. */
  uniques: MemberUnique[];
  immutable: boolean;
}

const ON_DELETE: Record<string, MemberReference['onDelete']> = {
  c: 'cascade',
  n: 'set null',
  r: 'restrict',
  a: 'restrict',
  d: 'set null',
};

interface CatalogueRow {
  table: string;
  column: string;
  on_delete: string | null;
  school_scoped: boolean;
  primary_key: string[] | null;
}

/** The foreign keys to users(id) and the unlinked columns, as the catalogue has them. */
async function catalogueColumns(db: Db): Promise<CatalogueRow[]> {
  const unlinked = UNLINKED_MEMBER_REFERENCES.map((u) => `${u.table}.${u.column}`);
  const result = (await db.execute(sql`
    with refs as (
      select k.conrelid as rel, a.attname::text as col, k.confdeltype::text as on_delete
      from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and k.confrelid = 'public.users'::regclass
        and cardinality(k.conkey) = 1
      union all
      select t.oid, a.attname::text, null
      from pg_class t
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = t.oid and not a.attisdropped
      where t.relkind = 'r' and (t.relname || '.' || a.attname) = any(${sql.param(unlinked)}::text[])
    )
    select r.rel::regclass::text as "table", r.col as "column", r.on_delete,
      exists (select 1 from pg_attribute s where s.attrelid = r.rel and s.attname = 'school_id'
        and not s.attisdropped) as school_scoped,
      (select array_agg(a.attname::text order by a.attnum) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = r.rel and i.indisprimary) as primary_key
    from refs r order by 1, 2`)) as unknown as { rows: CatalogueRow[] };
  return result.rows;
}

/** Unique indexes (constraints included) of `tables`, with their columns and predicate. */
async function catalogueUniques(db: Db, tables: string[]) {
  const result = (await db.execute(sql`
    select i.indrelid::regclass::text as "table", c.relname::text as name,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns,
      pg_get_expr(i.indpred, i.indrelid) as predicate,
      0 = any(i.indkey::int2[]) as has_expression
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indisunique and i.indrelid::regclass::text = any(${sql.param(tables)}::text[])`)) as unknown as {
    rows: {
      table: string;
      name: string;
      columns: string[];
      predicate: string | null;
      has_expression: boolean;
    }[];
  };
  return result.rows;
}

let cached: Promise<MemberReference[]> | null = null;

/**
 * Every column that refers to a member, from the catalogue (read once per process; the
 * schema only changes with a migration), with its class. Throws when a column is not in
 * MEMBER_REFERENCE_CLASSES (the catalogue test catches this first).
 */
export function loadMemberReferences(db: Db): Promise<MemberReference[]> {
  cached ??= readMemberReferences(db).catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** `loadMemberReferences` without the cache (the catalogue test). */
export async function readMemberReferences(db: Db): Promise<MemberReference[]> {
  const columns = await catalogueColumns(db);
  const uniques = await catalogueUniques(db, [...new Set(columns.map((r) => r.table))]);
  return columns.map((row) => {
    const key = `${row.table}.${row.column}`;
    const cls = MEMBER_REFERENCE_CLASSES[key];
    if (!cls) throw new Error(`member-references: ${key} refers to users and is not classified`);
    const unlinked = UNLINKED_MEMBER_REFERENCES.find(
      (u) => u.table === row.table && u.column === row.column,
    );
    return {
      ...cls,
      table: row.table,
      column: row.column,
      foreignKey: !unlinked,
      form: unlinked?.form ?? 'id',
      onDelete: row.on_delete ? (ON_DELETE[row.on_delete] ?? 'restrict') : 'none',
      schoolScoped: row.school_scoped,
      primaryKey: row.primary_key ?? [],
      uniques: uniques
        .filter((u) => u.table === row.table && u.columns.includes(row.column))
        .map((u) => {
          if (u.has_expression)
            throw new Error(`member-references: unique index ${u.name} has an expression`);
          return { name: u.name, columns: u.columns, predicate: u.predicate };
        }),
      immutable: unlinked?.immutable ?? false,
    };
  });
}

/**
 * The classified columns the catalogue does not agree with: `unclassified` refer to users
 * and have no class; `stale` are classified but no longer in the catalogue. Both empty when
 * all is well (the catalogue test).
 */
export async function checkMemberReferenceClasses(
  db: Db,
): Promise<{ unclassified: string[]; stale: string[] }> {
  const found = (await catalogueColumns(db)).map((r) => `${r.table}.${r.column}`);
  return {
    unclassified: found.filter((key) => !MEMBER_REFERENCE_CLASSES[key]),
    stale: Object.keys(MEMBER_REFERENCE_CLASSES).filter((key) => !found.includes(key)),
  };
}
