import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customPages, customSubpages } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * The custom pages in storage (domain custom-pages.ts): what the editors' and the readers'
 * services both read. Every query names the school as well as the page: another school's page
 * is not found.
 */

export type CustomPageRow = typeof customPages.$inferSelect;
export type CustomSubpageRow = typeof customSubpages.$inferSelect;

/** The school's page `pageId`, or 404; locked for the transaction's end with `forUpdate`. */
export async function pageById(
  db: Db,
  schoolId: number,
  pageId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<CustomPageRow> {
  const query = db
    .select()
    .from(customPages)
    .where(and(eq(customPages.id, pageId), eq(customPages.schoolId, schoolId)));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/** The school's page of `slug`, or 404. */
export async function pageBySlug(db: Db, schoolId: number, slug: string): Promise<CustomPageRow> {
  const [row] = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.slug, slug), eq(customPages.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}

/** The sub-pages of a page, in their order. */
export function subpagesOf(db: Db, schoolId: number, pageId: number): Promise<CustomSubpageRow[]> {
  return db
    .select()
    .from(customSubpages)
    .where(and(eq(customSubpages.pageId, pageId), eq(customSubpages.schoolId, schoolId)))
    .orderBy(asc(customSubpages.sortOrder), asc(customSubpages.id));
}

/** The titles of a page's sub-pages, in their order (what the page lists, without the bodies). */
export function subpageLinksOf(
  db: Db,
  schoolId: number,
  pageId: number,
): Promise<Pick<CustomSubpageRow, 'id' | 'title'>[]> {
  return db
    .select({ id: customSubpages.id, title: customSubpages.title })
    .from(customSubpages)
    .where(and(eq(customSubpages.pageId, pageId), eq(customSubpages.schoolId, schoolId)))
    .orderBy(asc(customSubpages.sortOrder), asc(customSubpages.id));
}
