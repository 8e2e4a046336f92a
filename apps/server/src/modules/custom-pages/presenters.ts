import type {
  CustomPageAdmin,
  CustomPageListItem,
  CustomPageNavbarState,
  CustomPageRead,
  CustomPageSummary,
  CustomSubpageAdmin,
  CustomSubpageLink,
  CustomSubpageRead,
} from '@alumni/domain';
import type { customPages, customSubpages } from '../../db/schema/index.ts';

/** What leaves of the custom pages (contract `api/custom-pages.ts`): fields listed one by one. */

type PageRow = typeof customPages.$inferSelect;
type SubpageRow = typeof customSubpages.$inferSelect;

/** A page in the readers' list. */
export const presentListItem = (
  row: Pick<PageRow, 'slug' | 'title' | 'visibility'>,
): CustomPageListItem => ({
  slug: row.slug,
  title: row.title,
  visibility: row.visibility,
});

/** A sub-page as its page lists it. */
export const presentSubpageLink = (row: Pick<SubpageRow, 'id' | 'title'>): CustomSubpageLink => ({
  id: row.id,
  title: row.title,
});

/** A page as its readers get it. */
export const presentRead = (
  row: PageRow,
  subpages: Pick<SubpageRow, 'id' | 'title'>[],
  canEdit: boolean,
): CustomPageRead => ({
  ...presentListItem(row),
  id: row.id,
  body: row.body,
  subpages: subpages.map(presentSubpageLink),
  can_edit: canEdit,
});

/** A sub-page as its readers get it, with its page and the page's sub-pages. */
export const presentSubpageRead = (
  row: SubpageRow,
  page: PageRow,
  subpages: Pick<SubpageRow, 'id' | 'title'>[],
  canEdit: boolean,
): CustomSubpageRead => ({
  id: row.id,
  title: row.title,
  body: row.body,
  page: { id: page.id, slug: page.slug, title: page.title },
  subpages: subpages.map(presentSubpageLink),
  can_edit: canEdit,
});

/** A page in School settings' list. */
export const presentSummary = (
  row: PageRow,
  navbar: CustomPageNavbarState,
  subpageCount: number,
): CustomPageSummary => ({
  ...presentListItem(row),
  id: row.id,
  navbar,
  subpage_count: subpageCount,
  updated_at: row.updatedAt.toISOString(),
});

/** A sub-page as its editor gets it. */
export const presentSubpageAdmin = (row: SubpageRow): CustomSubpageAdmin => ({
  id: row.id,
  title: row.title,
  body: row.body,
});

/** A page as its editor gets it. */
export const presentAdmin = (
  row: PageRow,
  navbar: CustomPageNavbarState,
  subpages: SubpageRow[],
): CustomPageAdmin => ({
  ...presentSummary(row, navbar, subpages.length),
  body: row.body,
  subpages: subpages.map(presentSubpageAdmin),
});
