import { slugify, uniqueSlug } from '@alumni/domain';
import { and, eq, like, ne } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { badRequest } from '../errors.ts';
import type { PublicationArea, PublishedTable } from './store.ts';

/**
 * The slugs of the areas whose items are read by slug (articles, events; issue 13 "slug
 * proposed from the title", issue 14): unique in the school (the table's unique index on
 * `school_id, slug`), proposed from the title unless asked for, a slug taken meanwhile
 * answered like one taken before. Old slugs are old-slugs.ts's.
 */

/** What these helpers read of an area: its table, with a `slug` column, and its slugs. */
type SluggedArea = Pick<PublicationArea, 'table' | 'slugs'>;

const slugColumn = (area: SluggedArea) =>
  (area.table as PublishedTable & { slug: AnyPgColumn }).slug;

/** The 400 `{"slug"}` of a slug another item of the area has (an area with slugs only). */
function slugTaken(area: SluggedArea, actor: Actor) {
  if (!area.slugs) throw new Error('slugs.ts: the area describes no slugs.');
  return badRequest({ slug: [area.slugs.taken(actor.locale)] });
}

/** The current slugs of the school starting with `base`, but item `exclude`'s. */
async function slugsLike(
  db: Db,
  area: SluggedArea,
  schoolId: number,
  base: string,
  exclude?: number,
): Promise<Set<string>> {
  const { table } = area;
  const slug = slugColumn(area);
  const rows = await db
    .select({ slug })
    .from(table as PublishedTable)
    .where(
      and(
        eq(table.schoolId, schoolId),
        like(slug, `${base}%`),
        exclude === undefined ? undefined : ne(table.id, exclude),
      ),
    );
  return new Set(rows.map((r) => r.slug as string));
}

/**
 * A free slug for `title` in the actor's school (issue 13 "proposed from the title"):
 * slugified, with `-2`, `-3`… when taken (domain uniqueSlug); `exclude` is the item being
 * edited. Returns the slug; never throws a 4xx.
 */
export async function proposeSlug(
  db: Db,
  area: SluggedArea,
  actor: Actor,
  input: { title: string; exclude?: number | undefined },
): Promise<string> {
  const base = slugify(input.title);
  return uniqueSlug(base, await slugsLike(db, area, actor.school.id, base, input.exclude));
}

/**
 * Checks that no other item of the area in the actor's school has `slug` as its current
 * slug (`exclude`: the item being edited). 400 `{"slug"}` with the area's words otherwise.
 */
export async function checkSlugFree(
  db: Db,
  area: SluggedArea,
  actor: Actor,
  slug: string,
  exclude?: number,
): Promise<void> {
  const { table } = area;
  const [taken] = await db
    .select({ id: table.id })
    .from(table as PublishedTable)
    .where(
      and(
        eq(table.schoolId, actor.school.id),
        eq(slugColumn(area), slug),
        exclude === undefined ? undefined : ne(table.id, exclude),
      ),
    )
    .limit(1);
  if (taken) throw slugTaken(area, actor);
}

/**
 * The slug a new item is saved with: the one asked for (400 `{"slug"}` when another item
 * has it), or one proposed from its title (proposeSlug). Returns the slug.
 */
export async function newItemSlug(
  db: Db,
  area: SluggedArea,
  actor: Actor,
  input: { slug?: string | null | undefined; title: string },
): Promise<string> {
  if (!input.slug) return proposeSlug(db, area, actor, { title: input.title });
  await checkSlugFree(db, area, actor, input.slug);
  return input.slug;
}

/**
 * Whether `error` is PostgreSQL's unique violation (23505), as drizzle wraps it or not, of
 * index `constraint` when one is given (a driver that names no index counts as a match).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string };
  const e = error as PgError & { cause?: PgError };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!pg) return false;
  return constraint === undefined || pg.constraint === undefined || pg.constraint === constraint;
}

/** The name of the table's unique index on its slug (`articles_school_slug_idx`). */
function slugIndexOf(area: SluggedArea): string | undefined {
  const slug = slugColumn(area);
  const index = getTableConfig(area.table).indexes.find(
    (i) =>
      i.config.unique && i.config.columns.some((c) => (c as { name?: string }).name === slug.name),
  );
  return index?.config.name;
}

/**
 * Runs `write`, answering a violation of the area's slug index (a slug taken between the
 * check and the write) with 400 `{"slug"}` in the area's words. Other errors, and every
 * error of an area without slugs (job ads), are thrown as they are. Returns what `write`
 * returns.
 */
export async function slugSafe<T>(
  area: SluggedArea,
  actor: Actor,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (area.slugs && isUniqueViolation(error, slugIndexOf(area))) throw slugTaken(area, actor);
    throw error;
  }
}
