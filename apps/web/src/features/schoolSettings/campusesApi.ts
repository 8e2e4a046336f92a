import type { CampusAdmin, CampusInput } from '@alumni/domain';
import { apiPath, CAMPUS_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of the school's campuses as its admins see them (with member counts). */
export const campusesKey = (schoolId: number) => ['school-settings', 'campuses', schoolId] as const;

/** `GET /api/schools/{id}/campuses/`: `[{id, name, user_count}]` by name. */
export const fetchCampuses = (schoolId: number, signal?: AbortSignal) =>
  api.get<CampusAdmin[]>(apiPath(CAMPUS_PATHS.campuses, { id: schoolId }), signal);

/** `POST /api/schools/{id}/campuses/`: adds one; 400 `{name}` when the name is taken. */
export const createCampus = (schoolId: number, body: CampusInput) =>
  api.post<CampusAdmin>(apiPath(CAMPUS_PATHS.campuses, { id: schoolId }), body);

/** `PATCH /api/schools/{id}/campuses/{campusId}/`: renames one. */
export const renameCampus = (schoolId: number, campusId: number, body: CampusInput) =>
  api.patch<CampusAdmin>(apiPath(CAMPUS_PATHS.campus, { id: schoolId, campusId }), body);

/** `DELETE /api/schools/{id}/campuses/{campusId}/`: 409 while members or events use it. */
export const deleteCampus = (schoolId: number, campusId: number) =>
  api.delete<null>(apiPath(CAMPUS_PATHS.campus, { id: schoolId, campusId }));
