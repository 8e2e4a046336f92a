import type {
  AboutPage,
  KeyNumber,
  KeyNumbersValues,
  SchoolPagesAdmin,
  SchoolPagesPatch,
  TeamMemberAdmin,
  TeamMemberPage,
  TeamMemberPatch,
  TeamMemberValues,
} from '@alumni/domain';
import { ABOUT_PATHS, apiPath, SCHOOL_PAGES_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The about API (issue 31 item 6, apps/server/src/modules/about): the about page's reads and
 * School settings → school pages. Types come from the contract (`@alumni/domain` api/about.ts).
 * The school's details also carry the home presentation and the key numbers.
 */

/** Root of every cached read of the about page (dropped when School settings saves). */
export const aboutKey = ['about'] as const;

/** Query key of the about page. */
export const aboutPageKey = () => [...aboutKey, 'page'] as const;

/** Query key of one person's page; `viewer` (0: anonymous) changes the profile link. */
export const teamMemberPageKey = (id: number, viewer: number) =>
  [...aboutKey, 'team', id, viewer] as const;

/** Query key of what School settings → school pages edits. */
export const schoolPagesKey = (schoolId: number) => ['school-settings', 'pages', schoolId] as const;

/** `GET /api/about/`: presentations, key numbers and team cards. */
export const fetchAboutPage = (signal?: AbortSignal) =>
  api.get<AboutPage>(apiPath(ABOUT_PATHS.about), signal);

/** `GET /api/about/team/{id}/`: one person with their biography and profile link. */
export const fetchTeamMemberPage = (id: number, signal?: AbortSignal) =>
  api.get<TeamMemberPage>(apiPath(ABOUT_PATHS.teamMember, { id }), signal);

/** `GET /api/schools/{id}/pages/`: everything the settings section edits. */
export const fetchSchoolPages = (schoolId: number, signal?: AbortSignal) =>
  api.get<SchoolPagesAdmin>(apiPath(SCHOOL_PAGES_PATHS.pages, { id: schoolId }), signal);

/** `PATCH /api/schools/{id}/pages/`: saves the presentations given; 400 per field. */
export const patchSchoolPages = (schoolId: number, body: SchoolPagesPatch) =>
  api.patch<SchoolPagesAdmin>(apiPath(SCHOOL_PAGES_PATHS.pages, { id: schoolId }), body);

/** `PUT /api/schools/{id}/key-numbers/`: the whole list, 0 to 6. */
export const putKeyNumbers = (schoolId: number, body: KeyNumbersValues) =>
  api.put<KeyNumber[]>(apiPath(SCHOOL_PAGES_PATHS.keyNumbers, { id: schoolId }), body);

/** `POST /api/schools/{id}/team/`: adds a person at the end of the team. */
export const createTeamMember = (schoolId: number, body: TeamMemberValues) =>
  api.post<TeamMemberAdmin>(apiPath(SCHOOL_PAGES_PATHS.team, { id: schoolId }), body);

/** `PATCH /api/schools/{id}/team/{memberId}/`: changes fields and/or the place. */
export const updateTeamMember = (schoolId: number, memberId: number, body: TeamMemberPatch) =>
  api.patch<TeamMemberAdmin>(
    apiPath(SCHOOL_PAGES_PATHS.teamMember, { id: schoolId, memberId }),
    body,
  );

/** `DELETE /api/schools/{id}/team/{memberId}/`. */
export const deleteTeamMember = (schoolId: number, memberId: number) =>
  api.delete<null>(apiPath(SCHOOL_PAGES_PATHS.teamMember, { id: schoolId, memberId }));

/** `POST /api/schools/{id}/team/{memberId}/photo/` (multipart `file`): a square WebP is kept. */
export const uploadTeamPhoto = (schoolId: number, memberId: number, file: File) =>
  api.upload<TeamMemberAdmin>(
    apiPath(SCHOOL_PAGES_PATHS.teamPhoto, { id: schoolId, memberId }),
    file,
  );

/** `DELETE /api/schools/{id}/team/{memberId}/photo/`. */
export const deleteTeamPhoto = (schoolId: number, memberId: number) =>
  api.delete<TeamMemberAdmin>(apiPath(SCHOOL_PAGES_PATHS.teamPhoto, { id: schoolId, memberId }));
