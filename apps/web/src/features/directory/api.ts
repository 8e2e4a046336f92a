import type { Page } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { DirectoryParams } from './directoryParams.ts';
import { directoryApiQuery } from './directoryParams.ts';

/** A role of a member in this school, as the directory shows it. */
export interface DirectoryRole {
  id: number;
  /** Role code 2–8. */
  role: number;
  is_active: boolean;
  graduation_year: number | null;
  degree: number | null;
  campus: number | null;
}

/** Contact and account columns of the admin list (`type=list`, school admins only). */
export interface DirectoryAdminColumns {
  email: string;
  phone: string | null;
  external_ref: string | null;
  is_active: boolean;
  activation_date: string | null;
  registration_date: string | null;
  import_date: string | null;
  last_profile_update: string | null;
}

/** A member of the directory (`GET /api/directory/`). */
export interface DirectoryEntry {
  id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
  city: string | null;
  country: string | null;
  roles: DirectoryRole[];
  admin?: DirectoryAdminColumns;
}

export type DirectoryPage = Page<DirectoryEntry>;

/** One place on the members' map: the members of a city. */
export interface MapPoint {
  lat: number;
  lon: number;
  city: string;
  country: string;
  count: number;
}

/** `GET /api/directory/map/`: members matching the filters, those not placed, and the places. */
export interface DirectoryMap {
  count: number;
  unplaced: number;
  points: MapPoint[];
}

export interface RecentJoiner extends DirectoryEntry {
  joined_at: string | null;
}

export const directoryKey = ['directory'] as const;

/** `GET /api/directory/?…`: one page of members matching the state's filters. */
export function fetchDirectory(
  params: DirectoryParams,
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  return api.get<DirectoryPage>(
    `/api/directory/?${directoryApiQuery(params, { withPage: true })}`,
    signal,
  );
}

/** `GET /api/directory/map/?…`: the members matching the filters, grouped by city. */
export function fetchDirectoryMap(
  params: DirectoryParams,
  signal?: AbortSignal,
): Promise<DirectoryMap> {
  const query = directoryApiQuery(params, { withPage: false });
  return api.get<DirectoryMap>(`/api/directory/map/${query ? `?${query}` : ''}`, signal);
}

/** `GET /api/directory/recent/?limit=`: the members who joined most recently. */
export function fetchRecentJoiners(
  limit: number,
  signal?: AbortSignal,
): Promise<{ results: RecentJoiner[] }> {
  return api.get<{ results: RecentJoiner[] }>(`/api/directory/recent/?limit=${limit}`, signal);
}
