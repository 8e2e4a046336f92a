import type { Db } from '../src/db/client.ts';
import { customPages, customSubpages } from '../src/db/schema/index.ts';

/**
 * A school's custom pages for the tenant-isolation, fuzz and audit suites (issue 31 item 6),
 * outside the navbar (no entry: the suites' feature list stays as it was built).
 */
export interface CustomPageWorld {
  /** The slug of a public page that readers read throughout, and its id. */
  customPageSlug: string;
  customPage: number;
  /** A sub-page of it that readers read. */
  customSubpage: number;
  /** Another sub-page of it: the sanity run changes it, then deletes it. */
  customSubpageEditable: number;
  /** Another page: the sanity run reads it, changes it, then deletes it. */
  customPageEditable: number;
}

/** Adds the two pages and the two sub-pages, their texts carrying the school's marker. */
export async function buildCustomPageWorld(
  db: Db,
  world: { schoolId: number; marker: string },
): Promise<CustomPageWorld> {
  const { schoolId, marker } = world;
  const slug = `${marker.toLowerCase()}-page`;
  const text = (label: string) => ({ fr: `<p>${marker} ${label}</p>`, en: '' });
  const [page, editable] = await db
    .insert(customPages)
    .values([
      {
        schoolId,
        slug,
        visibility: 'public',
        title: { fr: `${marker} page`, en: '' },
        body: text('page text'),
      },
      {
        schoolId,
        slug: `${slug}-editable`,
        title: { fr: `${marker} editable page`, en: '' },
        body: text('editable text'),
      },
    ])
    .returning({ id: customPages.id });
  if (!page || !editable) throw new Error('custom page insert returned nothing');
  const [subpage, subpageEditable] = await db
    .insert(customSubpages)
    .values(
      ['sub-page', 'editable sub-page'].map((label, sortOrder) => ({
        schoolId,
        pageId: page.id,
        sortOrder,
        title: { fr: `${marker} ${label}`, en: '' },
        body: text(label),
      })),
    )
    .returning({ id: customSubpages.id });
  if (!subpage || !subpageEditable) throw new Error('custom sub-page insert returned nothing');
  return {
    customPageSlug: slug,
    customPage: page.id,
    customSubpage: subpage.id,
    customSubpageEditable: subpageEditable.id,
    customPageEditable: editable.id,
  };
}
