import { eq, max } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { staticListOptions } from '../src/db/schema/index.ts';

/** A school's static lists for the tenant-isolation and fuzz suites (issue 31 item 3). */
export interface StaticListWorld {
  /**
   * An option of the school's article_category list that no content uses, its texts carrying
   * the school's marker: the sanity run renames and moves it, then deletes it.
   */
  staticOption: number;
}

/** Adds the school's marked, unused option at the end of its article categories. */
export async function buildStaticListWorld(
  db: Db,
  schoolId: number,
  marker: string,
): Promise<StaticListWorld> {
  const [last] = await db
    .select({ position: max(staticListOptions.position) })
    .from(staticListOptions)
    .where(eq(staticListOptions.schoolId, schoolId));
  const [option] = await db
    .insert(staticListOptions)
    .values({
      schoolId,
      scope: 'article_category',
      extId: `${marker.toLowerCase()}_unused`,
      textFr: `${marker} option`,
      textEn: `${marker} option`,
      position: (last?.position ?? 0) + 1,
    })
    .returning({ id: staticListOptions.id });
  if (!option) throw new Error('static list option insert returned nothing');
  return { staticOption: option.id };
}
