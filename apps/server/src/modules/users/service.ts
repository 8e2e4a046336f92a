import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/authentication.ts';
import type { SchoolNames } from './presenters.ts';

/** Subdomain and name of every school the user has a role in. */
export async function schoolNamesOf(db: Db, user: AuthUser): Promise<SchoolNames> {
  const ids = [...new Set(user.roles.map((r) => r.schoolId))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: schools.id, subdomain: schools.subdomain, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, ids));
  return new Map(rows.map((r) => [r.id, { subdomain: r.subdomain, name: r.name }]));
}
