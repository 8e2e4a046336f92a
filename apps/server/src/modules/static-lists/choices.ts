import type { StaticListScope } from '@alumni/domain';
import { STATIC_LIST_REFS } from '@alumni/domain';
import { and, eq, or } from 'drizzle-orm';
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

/** One field of content to check against a school's list (checkStaticOptions). */
export interface StaticOptionCheck {
  scope: StaticListScope;
  code: string;
  /** The body's field, which the 400 names. */
  field: string;
}

/**
 * checkStaticOption for several fields at once (a job ad's contract type, sector, experience
 * and role), in one query: each code found holds its key share lock until the caller's
 * transaction ends; every field whose code is not an option of its list is named in one 400
 * `{[field]: ["Choose an option of the school's list."], …}`. Nothing to check: nothing done.
 */
export async function checkStaticOptions(
  db: Db,
  schoolId: number,
  checks: readonly StaticOptionCheck[],
): Promise<void> {
  if (checks.length === 0) return;
  const found = await db
    .select({ scope: staticListOptions.scope, extId: staticListOptions.extId })
    .from(staticListOptions)
    .where(
      and(
        eq(staticListOptions.schoolId, schoolId),
        or(
          ...checks.map((check) =>
            and(eq(staticListOptions.scope, check.scope), eq(staticListOptions.extId, check.code)),
          ),
        ),
      ),
    )
    .for('key share');
  const held = new Set(found.map((row) => `${row.scope}\u0000${row.extId}`));
  const missing = checks.filter((check) => !held.has(`${check.scope}\u0000${check.code}`));
  if (missing.length > 0) {
    throw badRequest(
      Object.fromEntries(missing.map((check) => [check.field, [STATIC_LIST_REFS.notAnOption]])),
    );
  }
}
