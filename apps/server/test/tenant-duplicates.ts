import type { Db } from '../src/db/client.ts';
import { buildMember } from './factories.ts';

/** A school's pair of duplicate members for the tenant-isolation and fuzz suites (issue 34). */
export interface DuplicatesWorld {
  /** The account a merge keeps. */
  duplicateKeep: number;
  /** The account merged into it (deleted by a successful merge). */
  duplicateMerge: number;
  /** A member of no other use, for the deletion's sample (deleted if its job runs). */
  deletionTarget: number;
}

/**
 * Adds two members of the school with the marker in their names, the same first and last
 * name: merging another school's pair on A's host must be refused and leave both.
 */
export async function buildDuplicatesWorld(
  db: Db,
  world: { schoolId: number; marker: string },
): Promise<DuplicatesWorld> {
  const names = { firstName: `${world.marker}Dup`, lastName: `${world.marker}Licate` };
  const keep = await buildMember(db, world.schoolId, names);
  const merge = await buildMember(db, world.schoolId, names);
  const target = await buildMember(db, world.schoolId, { firstName: `${world.marker}Gone` });
  return { duplicateKeep: keep.id, duplicateMerge: merge.id, deletionTarget: target.id };
}
