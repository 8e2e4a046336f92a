import type { StaticListScope } from '@alumni/domain';
import { STATIC_LIST_REFS } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staticListOptions } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * Checks that `code` is an option of the school's list `scope` (an article's category is one
 * of the school's article categories), for the module whose content stores it. Holds a key
 * share lock on the option until the caller's transaction ends, so that an admin deleting it
 * meanwhile waits and then counts this content (409), instead of leaving it pointing at
 * nothing. Throws 400 `{[field]: ["Choose an option of the school's list."]}` otherwise.
 */
export async function checkStaticOption(
  db: Db,
  schoolId: number,
  scope: StaticListScope,
  code: string,
  field: string,
): Promise<void> {
  const [found] = await db
    .select({ id: staticListOptions.id })
    .from(staticListOptions)
    .where(
      and(
        eq(staticListOptions.schoolId, schoolId),
        eq(staticListOptions.scope, scope),
        eq(staticListOptions.extId, code),
      ),
    )
    .for('key share');
  if (!found) throw badRequest({ [field]: [STATIC_LIST_REFS.notAnOption] });
}
