import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { degrees } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { badRequest } from '../errors.ts';

/**
 * The degree and role restriction filters an item is saved with (articles, job ads; spec 1
 * §3 "degree and role filters"): repeated values once; refused with 400 `{"filter_…"}` when
 * the school has not enabled filters for the area (`enabled`), or when a degree is not the
 * school's. Role codes are checked by the contract.
 */
export async function checkedFilters(
  db: Db,
  actor: Actor,
  input: { filter_degrees: number[]; filter_roles: number[] },
  opts: { enabled: boolean; messages: { filtersOff: string; unknownDegree: string } },
): Promise<{ filterDegrees: number[]; filterRoles: number[] }> {
  const degreeIds = [...new Set(input.filter_degrees)];
  const roleCodes = [...new Set(input.filter_roles)];
  if (!opts.enabled) {
    if (degreeIds.length) throw badRequest({ filter_degrees: [opts.messages.filtersOff] });
    if (roleCodes.length) throw badRequest({ filter_roles: [opts.messages.filtersOff] });
  }
  if (degreeIds.length) {
    const found = await db
      .select({ id: degrees.id })
      .from(degrees)
      .where(and(eq(degrees.schoolId, actor.school.id), inArray(degrees.id, degreeIds)));
    if (found.length !== degreeIds.length) {
      throw badRequest({ filter_degrees: [opts.messages.unknownDegree] });
    }
  }
  return { filterDegrees: degreeIds, filterRoles: roleCodes };
}

/** Whether `error` is PostgreSQL's unique violation (23505), as drizzle wraps it or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
