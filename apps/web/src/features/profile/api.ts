import type {
  Education,
  EducationBody,
  EducationDecision,
  EducationPatchBody,
  Experience,
  ExperienceBody,
  ExperiencePatchBody,
  Hobby,
  NewRoleRequestInput,
  Page,
  PendingEducation,
  Profile,
  ProfileImageKind,
  ProfileImages,
  ProfileLink,
  ProfileLinkInput,
  ProfileLog,
  RoleChangeBody,
  RoleChangeRequest,
  Timeline,
  TimelineBody,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The profile API (spec 2 §7, apps/server/src/modules/profiles): the profile, its items,
 * roles, timeline, logs and pictures, and the validation of declared educations and role
 * changes. Request and response types come from the contract (`@alumni/domain`
 * api/profiles.ts and api/profile-items.ts).
 */

export const profileKey = (id: number) => ['profiles', id] as const;
export const profileLogsKey = (id: number) => ['profiles', id, 'logs'] as const;
export const roleChangeRequestsKey = ['role-change-requests', 'pending'] as const;
export const pendingEducationsKey = ['educations', 'pending'] as const;

const user = (id: number) => `/api/users/${id}`;

export const fetchProfile = (id: number, signal?: AbortSignal) =>
  api.get<Profile>(`${user(id)}/profile/`, signal);

export const postExperience = (id: number, body: ExperienceBody) =>
  api.post<Experience>(`${user(id)}/experiences/`, body);
export const patchExperience = (id: number, experienceId: number, body: ExperiencePatchBody) =>
  api.patch<Experience>(`${user(id)}/experiences/${experienceId}/`, body);
export const deleteExperience = (id: number, experienceId: number) =>
  api.delete<undefined>(`${user(id)}/experiences/${experienceId}/`);

export const postEducation = (id: number, body: EducationBody) =>
  api.post<Education>(`${user(id)}/educations/`, body);
export const patchEducation = (id: number, educationId: number, body: EducationPatchBody) =>
  api.patch<Education>(`${user(id)}/educations/${educationId}/`, body);
export const deleteEducation = (id: number, educationId: number) =>
  api.delete<undefined>(`${user(id)}/educations/${educationId}/`);

export const postHobby = (id: number, name: string) =>
  api.post<Hobby>(`${user(id)}/hobbies/`, { name });
export const deleteHobby = (id: number, hobbyId: number) =>
  api.delete<undefined>(`${user(id)}/hobbies/${hobbyId}/`);

export const postLink = (id: number, body: ProfileLinkInput) =>
  api.post<ProfileLink>(`${user(id)}/links/`, body);
/** A link to an uploaded PDF or Word document (3 MB at most). */
export const postLinkAttachment = (id: number, title: string, file: File) =>
  api.upload<ProfileLink>(`${user(id)}/links/attachment/`, file, 'file', { title });
export const deleteLink = (id: number, linkId: number) =>
  api.delete<undefined>(`${user(id)}/links/${linkId}/`);

export const putTimeline = (id: number, roleId: number, entries: TimelineBody['entries']) =>
  api.put<Timeline>(`${user(id)}/roles/${roleId}/timeline/`, { entries });

export const postRoleChange = (id: number, roleId: number, body: RoleChangeBody) =>
  api.post<RoleChangeRequest>(`${user(id)}/roles/${roleId}/change-requests/`, body);
export const deleteRole = (id: number, roleId: number) =>
  api.delete<undefined>(`${user(id)}/roles/${roleId}/`);
export const postNewRole = (body: NewRoleRequestInput) =>
  api.post<{ detail: string; id: number }>('/api/registration/roles/', body);

export const fetchLogs = (id: number, request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<ProfileLog>>(`${user(id)}/logs/?${pagingQuery(request)}`, signal);

export const uploadImage = (id: number, kind: ProfileImageKind, file: File) =>
  api.upload<ProfileImages>(`${user(id)}/${kind}/`, file);
export const deleteImage = (id: number, kind: ProfileImageKind) =>
  api.delete<ProfileImages>(`${user(id)}/${kind}/`);

export const muteProfilePrompt = () =>
  api.post<{ mute_profile_update: boolean }>('/api/users/me/profile-prompt/mute/');

export const fetchRoleChangeRequests = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<RoleChangeRequest>>(
    `/api/role-change-requests/?${pagingQuery(request, new URLSearchParams({ status: 'pending' }))}`,
    signal,
  );
export const postRoleChangeDecision = (id: number, decision: 'accept' | 'refuse') =>
  api.post<RoleChangeRequest>(`/api/role-change-requests/${id}/${decision}/`);
export const fetchPendingEducations = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<PendingEducation>>(`/api/educations/pending/?${pagingQuery(request)}`, signal);
export const postEducationDecision = (id: number, decision: 'validate' | 'refuse') =>
  api.post<EducationDecision>(`/api/educations/${id}/${decision}/`);
