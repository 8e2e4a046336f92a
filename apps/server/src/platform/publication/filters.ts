import type { Locale } from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campuses, degrees } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { badRequest } from '../errors.ts';

/**
 * The audience of a published item (spec 1 §3 "degree and role filters", §5 Event filters):
 * the restriction filters it is saved with, one resolver for every area. An area names its
 * filters in its `PublicationArea` (`audience`); the resolver checks them against the school.
 */

/** Each filter of the contract and the column it is stored in (the same in every table). */
export const AUDIENCE_COLUMNS = {
  filter_degrees: 'filterDegrees',
  filter_roles: 'filterRoles',
  filter_campuses: 'filterCampuses',
  filter_years: 'filterYears',
} as const;

/** A restriction filter as the contract names it (`filter_degrees`…). */
export type AudienceField = keyof typeof AUDIENCE_COLUMNS;

/** The columns of an area's filters as saved (`{filterDegrees, filterRoles}` for articles). */
export type AudienceColumns<F extends AudienceField> = {
  [K in F as (typeof AUDIENCE_COLUMNS)[K]]: number[];
};

/** An area's restriction filters, as its `PublicationArea` describes them. */
export interface Audience<F extends AudienceField = AudienceField> {
  /** Its filters, in the order they are checked. */
  fields: readonly F[];
  /** Whether the school has enabled them for the area (`has_filter_blog`…). */
  enabled(school: Actor['school']): boolean;
  /** The words of its 400s: filters sent while off; a degree or campus not the school's. */
  messages(locale: Locale): { filtersOff: string; unknown: string };
}

/** The filters whose values must be the school's rows, in the order they are checked. */
const SCHOOL_LISTS = [
  ['filter_degrees', degrees],
  ['filter_campuses', campuses],
] as const;

/**
 * The restriction filters an item of `area` is saved with (spec 1 §3, §5 Event), from the
 * contract's `input`: each value once, stored under its column. 400 `{"filter_…"}` with the
 * area's words when the school has not enabled filters for the area and some are sent, or
 * when a degree or campus is not the school's. Role codes and years are checked by the
 * contract.
 */
export async function audienceFilters<F extends AudienceField>(
  db: Db,
  actor: Actor,
  area: { audience: Audience<F> },
  input: Record<F, number[]>,
): Promise<AudienceColumns<F>> {
  const { audience } = area;
  const messages = audience.messages(actor.locale);
  const values = new Map<AudienceField, number[]>(
    audience.fields.map((field) => [field, [...new Set(input[field])]]),
  );
  if (!audience.enabled(actor.school)) {
    for (const [field, list] of values) {
      if (list.length) throw badRequest({ [field]: [messages.filtersOff] });
    }
  }
  for (const [field, table] of SCHOOL_LISTS) {
    const ids = values.get(field);
    if (!ids?.length) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.schoolId, actor.school.id), inArray(table.id, ids)));
    if (found.length !== ids.length) throw badRequest({ [field]: [messages.unknown] });
  }
  return Object.fromEntries(
    [...values].map(([field, list]) => [AUDIENCE_COLUMNS[field], list]),
  ) as AudienceColumns<F>;
}
