import { BULK_OPERATION_REFS, type BulkTarget, type DirectoryFilters } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { adminListMemberIds, adminListMembersAmong } from '../directory/index.ts';

/**
 * The members a bulk action is for, from its body (issue 34 item 1: "on a selection or on
 * all matching the filters"): the selected ids that the admin list shows (members of the
 * school in any state; others are dropped), or every member it shows for the filters, at this
 * moment, ascending. 400 `{"user_ids"}` when that is nobody (spec 2 §8 "mass actions with no
 * or invalid selection").
 */
export async function resolveBulkTarget(
  db: Db,
  actor: Actor,
  input: { user_ids?: number[] | undefined; filters?: DirectoryFilters | undefined },
): Promise<{ target: BulkTarget; ids: number[] }> {
  const { school, permissionSchool } = actor;
  let ids: number[];
  let target: BulkTarget;
  if (input.filters) {
    ids = await adminListMemberIds(db, school, permissionSchool, input.filters);
    target = { filters: input.filters };
  } else {
    ids = await adminListMembersAmong(db, school, permissionSchool, input.user_ids ?? []);
    target = { selected: ids.length };
  }
  if (!ids.length) throw badRequest({ user_ids: [BULK_OPERATION_REFS.nobodyMatches] });
  return { target, ids };
}
