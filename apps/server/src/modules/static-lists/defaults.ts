import { STATIC_LIST_DEFAULTS, STATIC_LIST_SCOPES } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import { staticListOptions } from '../../db/schema/index.ts';

/**
 * Gives a new school the default options of every list (domain STATIC_LIST_DEFAULTS), in
 * their order: the one place a school gets them (the seed, the test factories and any school
 * creation call it; migration 0035 gave them to the schools that existed). Run it in the
 * school's creating transaction.
 */
export async function addStaticListDefaults(db: Db, schoolId: number): Promise<void> {
  const rows = STATIC_LIST_SCOPES.flatMap((scope) =>
    STATIC_LIST_DEFAULTS[scope].map((option, position) => ({
      schoolId,
      scope,
      extId: option.ext_id,
      textFr: option.translations.fr,
      textEn: option.translations.en,
      position,
    })),
  );
  if (rows.length > 0) await db.insert(staticListOptions).values(rows);
}
