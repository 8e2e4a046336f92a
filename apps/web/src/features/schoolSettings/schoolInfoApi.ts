import type {
  OPTIONAL_SCHOOL_IMAGE_KINDS,
  SchoolImageKind,
  SchoolImages,
  SchoolInfo,
  SchoolInfoInput,
} from '@alumni/domain';
import { apiPath, SCHOOL_INFO_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * `PATCH /api/schools/{id}/`: saves the school's information (the fields sent); answers it as
 * saved. The form reads it from the school's details, which carry the same fields.
 */
export const patchSchoolInfo = (schoolId: number, body: Partial<SchoolInfoInput>) =>
  api.patch<SchoolInfo>(apiPath(SCHOOL_INFO_PATHS.school, { id: schoolId }), body);

/**
 * `POST /api/schools/{id}/images/{kind}/`: uploads one of the school's images (multipart
 * `file`); answers every image's URL.
 */
export const uploadSchoolImage = (schoolId: number, kind: SchoolImageKind, file: File) =>
  api.upload<SchoolImages>(apiPath(SCHOOL_INFO_PATHS.image, { id: schoolId, kind }), file);

/** `DELETE /api/schools/{id}/images/{kind}/`: removes an optional image (header, login cover). */
export const deleteSchoolImage = (
  schoolId: number,
  kind: (typeof OPTIONAL_SCHOOL_IMAGE_KINDS)[number],
) => api.delete<SchoolImages>(apiPath(SCHOOL_INFO_PATHS.image, { id: schoolId, kind }));
