import type { DuplicateList, MergeInput, MergeResult } from '@alumni/domain';
import { apiPath, DUPLICATE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * Duplicate users (issue 34 item 5; apps/server/src/modules/duplicates): the pairs that look
 * like one person, and the merge of one into the other.
 */

export const duplicatesKey = (acrossSchools: boolean) => ['duplicates', acrossSchools] as const;

/** `GET /api/duplicates/` (every school's accounts with `acrossSchools`: super users). */
export const fetchDuplicates = (acrossSchools: boolean, signal?: AbortSignal) =>
  api.get<DuplicateList>(
    apiPath(DUPLICATE_PATHS.duplicates, undefined, { across_schools: String(acrossSchools) }),
    signal,
  );

/** `POST /api/duplicates/merges/`: the kept account, once everything was moved to it. */
export const mergeDuplicates = (body: MergeInput) =>
  api.post<MergeResult>(apiPath(DUPLICATE_PATHS.merges), body);
