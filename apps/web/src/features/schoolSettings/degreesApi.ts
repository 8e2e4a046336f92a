import type { Degree, DegreeInput } from '@alumni/domain';
import { apiPath, DEGREE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** `POST /api/schools/{id}/degrees/`: adds one; 400 `{name}` when the name is taken. */
export const createDegree = (schoolId: number, body: DegreeInput) =>
  api.post<Degree>(apiPath(DEGREE_PATHS.degrees, { id: schoolId }), body);

/** `PATCH /api/schools/{id}/degrees/{degreeId}/`: saves its name, section and subsection. */
export const updateDegree = (schoolId: number, degreeId: number, body: DegreeInput) =>
  api.patch<Degree>(apiPath(DEGREE_PATHS.degree, { id: schoolId, degreeId }), body);

/** `DELETE /api/schools/{id}/degrees/{degreeId}/`: 409 while members hold it or content uses it. */
export const deleteDegree = (schoolId: number, degreeId: number) =>
  api.delete<null>(apiPath(DEGREE_PATHS.degree, { id: schoolId, degreeId }));
