import {
  CUSTOM_PAGES_MAX,
  type CustomPageAdmin,
  type CustomPageSummary,
  type CustomPageValues,
  customPageEntryNames,
  customPageNavbarState,
  customPageRef,
  FEATURE_ENTRIES_MAX,
} from '@alumni/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customPages, customSubpages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/publication/slugs.ts';
import {
  addPageEntry,
  pageEntriesBySlug,
  removePageEntries,
  renamePageEntries,
} from '../schools/index.ts';
import { sanitizedBody } from './content.ts';
import { presentAdmin, presentSummary } from './presenters.ts';
import { pageById, subpagesOf } from './store.ts';

/**
 * School settings → features and pages → pages (issue 31 item 6; domain custom-pages.ts): the
 * school's custom pages, added, changed and deleted by its admins together with their navbar
 * entries (schools/page-entries.ts), each change in one transaction.
 */

const slugTaken = () => badRequest({ slug: [customPageRef('slugTaken')] });

/** The page's place in the navbar, from its `page` entries. */
async function navbarOf(db: Db, schoolId: number, slug: string) {
  const entries = (await pageEntriesBySlug(db, schoolId, [slug])).get(slug) ?? [];
  return customPageNavbarState(entries);
}

/** The school's pages by slug, with their navbar state and how many sub-pages each has. */
export async function listCustomPages(db: Db, schoolId: number): Promise<CustomPageSummary[]> {
  const subpageCount = sql<number>`(select count(*) from ${customSubpages} where ${customSubpages.pageId} = "custom_pages"."id")::int`;
  const rows = await db
    .select({ page: customPages, subpageCount })
    .from(customPages)
    .where(eq(customPages.schoolId, schoolId))
    .orderBy(asc(customPages.slug));
  const entries = await pageEntriesBySlug(db, schoolId);
  return rows.map(({ page, subpageCount: n }) =>
    presentSummary(page, customPageNavbarState(entries.get(page.slug) ?? []), n),
  );
}

/** A page with its sub-pages whole, or 404. */
export async function getCustomPage(
  db: Db,
  schoolId: number,
  pageId: number,
): Promise<CustomPageAdmin> {
  const page = await pageById(db, schoolId, pageId);
  const subpages = await subpagesOf(db, schoolId, pageId);
  return presentAdmin(page, await navbarOf(db, schoolId, page.slug), subpages);
}

/** 400 `{"slug"}` when another page of the school has `slug`. */
async function checkSlugFree(db: Db, schoolId: number, slug: string, pageId = 0): Promise<void> {
  const [other] = await db
    .select({ id: customPages.id })
    .from(customPages)
    .where(
      and(
        eq(customPages.schoolId, schoolId),
        eq(customPages.slug, slug),
        ne(customPages.id, pageId),
      ),
    );
  if (other) throw slugTaken();
}

/** Adds the page's navbar entry, named after its title; 400 `{"in_navbar"}` when it is full. */
async function addEntry(db: Db, schoolId: number, input: CustomPageValues): Promise<void> {
  if (await addPageEntry(db, schoolId, input.slug, customPageEntryNames(input.title))) return;
  throw badRequest({ in_navbar: [customPageRef('navbarFull', { max: FEATURE_ENTRIES_MAX })] });
}

/**
 * Runs `write` in a transaction (a savepoint within the request's), answering a violation of
 * the slug's unique index (a slug taken between the check and the write) with 400 `{"slug"}`.
 */
async function slugSafe<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, 'custom_pages_school_slug_idx')) throw slugTaken();
    throw error;
  }
}

/**
 * Adds a page (its body sanitised), and its navbar entry when `in_navbar`. 400 `{"slug"}` when
 * taken, `{"in_navbar"}` when the navbar is full, `{"detail"}` past CUSTOM_PAGES_MAX pages.
 */
export async function createCustomPage(
  db: Db,
  schoolId: number,
  input: CustomPageValues,
): Promise<CustomPageAdmin> {
  const body = sanitizedBody(input.body);
  const pageId = await slugSafe(db, async (tx) => {
    const [pages] = await tx
      .select({ n: count() })
      .from(customPages)
      .where(eq(customPages.schoolId, schoolId));
    if ((pages?.n ?? 0) >= CUSTOM_PAGES_MAX) {
      throw badRequest({ detail: customPageRef('pagesFull', { max: CUSTOM_PAGES_MAX }) });
    }
    await checkSlugFree(tx, schoolId, input.slug);
    const [row] = await tx
      .insert(customPages)
      .values({
        schoolId,
        slug: input.slug,
        title: input.title,
        body,
        visibility: input.visibility,
      })
      .returning({ id: customPages.id });
    if (!row) throw notFound();
    if (input.in_navbar) await addEntry(tx, schoolId, input);
    return row.id;
  });
  return getCustomPage(db, schoolId, pageId);
}

/**
 * Replaces a page whole. A new slug moves its navbar entries with it; `in_navbar` adds the
 * entry it lacks (named after the title) or removes its entries. 400 as createCustomPage; 404
 * when not the school's.
 */
export async function updateCustomPage(
  db: Db,
  schoolId: number,
  pageId: number,
  input: CustomPageValues,
): Promise<CustomPageAdmin> {
  const body = sanitizedBody(input.body);
  await slugSafe(db, async (tx) => {
    const current = await pageById(tx, schoolId, pageId, { forUpdate: true });
    if (input.slug !== current.slug) {
      await checkSlugFree(tx, schoolId, input.slug, pageId);
    }
    await tx
      .update(customPages)
      .set({
        slug: input.slug,
        title: input.title,
        body,
        visibility: input.visibility,
        updatedAt: new Date(),
      })
      .where(and(eq(customPages.id, pageId), eq(customPages.schoolId, schoolId)));
    if (input.slug !== current.slug) {
      await renamePageEntries(tx, schoolId, current.slug, input.slug);
    }
    const navbar = await navbarOf(tx, schoolId, input.slug);
    if (input.in_navbar && navbar === 'none') await addEntry(tx, schoolId, input);
    if (!input.in_navbar && navbar !== 'none') await removePageEntries(tx, schoolId, input.slug);
  });
  return getCustomPage(db, schoolId, pageId);
}

/** Deletes a page with its sub-pages (the foreign key's cascade) and its navbar entries; 404. */
export async function deleteCustomPage(db: Db, schoolId: number, pageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customPages)
      .where(and(eq(customPages.id, pageId), eq(customPages.schoolId, schoolId)))
      .returning({ slug: customPages.slug });
    if (!row) throw notFound();
    await removePageEntries(tx, schoolId, row.slug);
  });
}
