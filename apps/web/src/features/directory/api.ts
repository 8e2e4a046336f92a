import type { DirectoryMap, DirectoryPage, ErasureState, RecentJoiners } from '@alumni/domain';
import { apiPath, DIRECTORY_PATHS, PERSONAL_DATA_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { DirectoryParams } from './directoryParams.ts';
import { directoryApiQuery } from './directoryParams.ts';

/**
 * The directory's answers are typed by its contract (`@alumni/domain`, api/directory.ts).
 * Other features (validations, dashboard) still read these three from here.
 */
export type { DirectoryEntry, DirectoryPage, RecentJoiner } from '@alumni/domain';

export const directoryKey = ['directory'] as const;

/**
 * `GET /api/directory/?…`: one page of members matching the state's filters, the first
 * (`cursor` null) or the one after the `next` of the page before.
 */
export function fetchDirectory(
  params: DirectoryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  const query = new URLSearchParams(directoryApiQuery(params, { withType: true }));
  if (cursor) query.set('cursor', cursor);
  return api.get<DirectoryPage>(apiPath(DIRECTORY_PATHS.list, undefined, query), signal);
}

/** `GET /api/directory/map/?…`: the members matching the filters, grouped by city. */
export function fetchDirectoryMap(
  params: DirectoryParams,
  signal?: AbortSignal,
): Promise<DirectoryMap> {
  const query = directoryApiQuery(params, { withType: false });
  return api.get<DirectoryMap>(apiPath(DIRECTORY_PATHS.map, undefined, query), signal);
}

/** `GET /api/directory/recent/?limit=`: the members who joined most recently. */
export function fetchRecentJoiners(limit: number, signal?: AbortSignal): Promise<RecentJoiners> {
  return api.get<RecentJoiners>(apiPath(DIRECTORY_PATHS.recent, undefined, { limit }), signal);
}

/** `GET /api/directory/?search=`: members matching a name, to pick a new validator. */
export const searchMembers = (search: string, signal?: AbortSignal) =>
  api.get<DirectoryPage>(
    apiPath(DIRECTORY_PATHS.list, undefined, { search, page_size: 10 }),
    signal,
  );

/**
 * `POST /api/personal-data/members/{id}/erasure/` (an admin): schedules the member's erasure
 * after the grace period; resolves with `{erasure}`.
 */
export const postMemberErasure = (id: number) =>
  api.post<ErasureState>(apiPath(PERSONAL_DATA_PATHS.memberErasure, { id }));

/** `DELETE /api/personal-data/members/{id}/erasure/` (an admin): cancels an admin's pending erasure; 404 without one. */
export const deleteMemberErasure = (id: number) =>
  api.delete<null>(apiPath(PERSONAL_DATA_PATHS.memberErasure, { id }));
