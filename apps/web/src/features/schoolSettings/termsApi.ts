import type { SchoolTerms, TermsChangeInput } from '@alumni/domain';
import { apiPath, TERMS_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of the school's terms and their acceptance. */
export const schoolTermsKey = (schoolId: number) => ['school-settings', 'terms', schoolId] as const;

/** `GET /api/schools/{id}/terms/`: the current version, its members and acceptances. */
export const fetchSchoolTerms = (schoolId: number, signal?: AbortSignal) =>
  api.get<SchoolTerms>(apiPath(TERMS_PATHS.school, { id: schoolId }), signal);

/** `POST /api/schools/{id}/terms/`: publishes new terms; the school's terms as GET gives them. */
export const postTermsChange = (schoolId: number, body: TermsChangeInput) =>
  api.post<SchoolTerms>(apiPath(TERMS_PATHS.school, { id: schoolId }), body);
