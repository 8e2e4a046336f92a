import type { SchoolInfo, SchoolInfoInput } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * `PATCH /api/schools/{id}/`: saves the school's information (the fields sent); answers it as
 * saved. The form reads it from the school's details, which carry the same fields.
 */
export const patchSchoolInfo = (schoolId: number, body: Partial<SchoolInfoInput>) =>
  api.patch<SchoolInfo>(`/api/schools/${schoolId}/`, body);
