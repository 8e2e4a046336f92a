import {
  CUSTOM_SUBPAGES_MAX,
  type CustomSubpageAdmin,
  type CustomSubpageValues,
  customPageRef,
} from '@alumni/domain';
import { and, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customPages, customSubpages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { sanitizedBody } from './content.ts';
import { presentSubpageAdmin } from './presenters.ts';
import { pageById } from './store.ts';

/**
 * The sub-pages of a custom page (spec 1 §2 `/page/{slug}/{id}`; domain custom-pages.ts): one
 * level, added after the others, changed and deleted by the school's admins. Every query names
 * the school and the page: another school's, or another page's, sub-page is not found.
 */

const touchPage = (db: Db, schoolId: number, pageId: number) =>
  db
    .update(customPages)
    .set({ updatedAt: new Date() })
    .where(and(eq(customPages.id, pageId), eq(customPages.schoolId, schoolId)));

/**
 * Adds a sub-page after the page's others (its body sanitised). 404 when the page is not the
 * school's; 400 `{"detail"}` past CUSTOM_SUBPAGES_MAX.
 */
export async function createCustomSubpage(
  db: Db,
  schoolId: number,
  pageId: number,
  input: CustomSubpageValues,
): Promise<CustomSubpageAdmin> {
  const body = sanitizedBody(input.body);
  return db.transaction(async (tx) => {
    // The page's row lock orders two additions: each sees the other's place.
    await pageById(tx, schoolId, pageId, { forUpdate: true });
    const [taken] = await tx
      .select({ n: count(), last: max(customSubpages.sortOrder) })
      .from(customSubpages)
      .where(and(eq(customSubpages.pageId, pageId), eq(customSubpages.schoolId, schoolId)));
    if ((taken?.n ?? 0) >= CUSTOM_SUBPAGES_MAX) {
      throw badRequest({ detail: customPageRef('subpagesFull', { max: CUSTOM_SUBPAGES_MAX }) });
    }
    const [row] = await tx
      .insert(customSubpages)
      .values({
        schoolId,
        pageId,
        title: input.title,
        body,
        sortOrder: (taken?.last ?? -1) + 1,
      })
      .returning();
    if (!row) throw notFound();
    await touchPage(tx, schoolId, pageId);
    return presentSubpageAdmin(row);
  });
}

/** Replaces a sub-page's title and body. 404 when not a sub-page of the school's page. */
export async function updateCustomSubpage(
  db: Db,
  schoolId: number,
  pageId: number,
  subpageId: number,
  input: CustomSubpageValues,
): Promise<CustomSubpageAdmin> {
  const body = sanitizedBody(input.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customSubpages)
      .set({ title: input.title, body, updatedAt: new Date() })
      .where(
        and(
          eq(customSubpages.id, subpageId),
          eq(customSubpages.pageId, pageId),
          eq(customSubpages.schoolId, schoolId),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await touchPage(tx, schoolId, pageId);
    return presentSubpageAdmin(row);
  });
}

/** Deletes a sub-page. 404 when not a sub-page of the school's page. */
export async function deleteCustomSubpage(
  db: Db,
  schoolId: number,
  pageId: number,
  subpageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customSubpages)
      .where(
        and(
          eq(customSubpages.id, subpageId),
          eq(customSubpages.pageId, pageId),
          eq(customSubpages.schoolId, schoolId),
        ),
      )
      .returning({ id: customSubpages.id });
    if (!row) throw notFound();
    await touchPage(tx, schoolId, pageId);
  });
}
