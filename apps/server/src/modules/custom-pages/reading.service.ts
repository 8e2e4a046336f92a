import {
  type CustomPageListItem,
  type CustomPageRead,
  type CustomSubpageRead,
  customPageAccess,
  customPageNavbarState,
} from '@alumni/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customPages, customSubpages } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { pageEntriesBySlug } from '../schools/index.ts';
import { type ReaderContext, refuse } from './policy.ts';
import { presentListItem, presentRead, presentSubpageRead } from './presenters.ts';
import { type CustomPageRow, pageBySlug, subpageLinksOf } from './store.ts';

/**
 * Reading the custom pages (spec 1 §2 `/page`, `/page/{slug}`, `/page/{slug}/{id}`): the list
 * of the pages the reader may read, a page with its sub-pages' titles, a sub-page with its
 * page's. A page whose navbar entries are all off is not found (domain customPageAccess).
 */

/** Throws unless `ctx`'s reader may read `page` (401, 403, 404). */
async function checkAccess(db: Db, ctx: ReaderContext, page: CustomPageRow): Promise<void> {
  const entries = (await pageEntriesBySlug(db, ctx.schoolId, [page.slug])).get(page.slug) ?? [];
  const access = customPageAccess(
    { visibility: page.visibility, navbar: customPageNavbarState(entries) },
    ctx.reader,
    ctx.hasPublicPages,
  );
  if (access !== 'read') refuse(access);
}

/** The pages the reader may read, oldest first (the web sorts them by their shown title). */
export async function listReadablePages(db: Db, ctx: ReaderContext): Promise<CustomPageListItem[]> {
  const rows = await db
    .select({
      slug: customPages.slug,
      title: customPages.title,
      visibility: customPages.visibility,
    })
    .from(customPages)
    .where(eq(customPages.schoolId, ctx.schoolId))
    .orderBy(asc(customPages.id));
  const entries = await pageEntriesBySlug(db, ctx.schoolId);
  return rows
    .filter(
      (page) =>
        customPageAccess(
          {
            visibility: page.visibility,
            navbar: customPageNavbarState(entries.get(page.slug) ?? []),
          },
          ctx.reader,
          ctx.hasPublicPages,
        ) === 'read',
    )
    .map(presentListItem);
}

/** The page of `slug` with its sub-pages' titles; 404 when none, 401/403/404 as checkAccess. */
export async function readPage(db: Db, ctx: ReaderContext, slug: string): Promise<CustomPageRead> {
  const page = await pageBySlug(db, ctx.schoolId, slug);
  await checkAccess(db, ctx, page);
  const subpages = await subpageLinksOf(db, ctx.schoolId, page.id);
  return presentRead(page, subpages, ctx.reader.admin);
}

/** The sub-page `id` of the page of `slug`, with the page's sub-pages; as readPage. */
export async function readSubpage(
  db: Db,
  ctx: ReaderContext,
  slug: string,
  id: number,
): Promise<CustomSubpageRead> {
  const page = await pageBySlug(db, ctx.schoolId, slug);
  await checkAccess(db, ctx, page);
  const [subpage] = await db
    .select()
    .from(customSubpages)
    .where(
      and(
        eq(customSubpages.id, id),
        eq(customSubpages.pageId, page.id),
        eq(customSubpages.schoolId, ctx.schoolId),
      ),
    );
  if (!subpage) throw notFound();
  const subpages = await subpageLinksOf(db, ctx.schoolId, page.id);
  return presentSubpageRead(subpage, page, subpages, ctx.reader.admin);
}
