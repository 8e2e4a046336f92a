import type {
  EducationInputWithClaim,
  NewRoleRequestInput,
  Page,
  ProfileLinkInput,
  RoleChangeRequestInput,
  WorkExperienceInput,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The profile API (spec 2 §7, apps/server/src/modules/profiles): the profile, its items,
 * roles, timeline, logs and pictures, and the validation of declared educations and role
 * changes. Types follow the server's schemas.ts.
 */

export interface Experience {
  id: number;
  title: string;
  organisation: string;
  location: string;
  current_occupation: boolean;
  /** yyyy-mm-dd. */
  start_date: string;
  end_date: string | null;
  description: string | null;
  /** Statistics fields and salary: null unless the viewer is the owner or a school admin. */
  fits_education: string | null;
  business_sector: string | null;
  contract_type: string | null;
  executive_status: string | null;
  working_time: string | null;
  salary: number | null;
  how_found: string | null;
}

export interface Education {
  id: number;
  degree_type: string;
  title: string;
  facility: string;
  location: string | null;
  graduation_status: string;
  graduation_year: number | null;
  description: string | null;
  is_immutable: boolean;
  role: number | null;
  school: number | null;
  degree: number | null;
  pending_validation: boolean;
}

export interface Hobby {
  id: number;
  name: string;
}

export interface ProfileLink {
  id: number;
  icon: string | null;
  title: string;
  url: string | null;
  attachment: string | null;
}

export interface RoleChoices {
  degree: number | null;
  graduation_year: number | null;
  campus: number | null;
}

export interface ProfileRole extends RoleChoices {
  id: number;
  role: number;
  is_active: boolean;
  has_pending_change: boolean;
  pending_change: RoleChoices | null;
}

export interface TimelineEntry {
  kind: number;
  education: number | null;
  work_experience: number | null;
}

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  civility: string | null;
  picture: string | null;
  banner: string | null;
  summary: string | null;
  city: string | null;
  country: string | null;
  roles: ProfileRole[];
  experiences: Experience[];
  educations: Education[];
  hobbies: Hobby[];
  links: ProfileLink[];
  timeline: Record<string, TimelineEntry[]> | null;
  last_profile_update: string | null;
  mute_profile_update: boolean | null;
  can_edit: boolean;
}

export interface UserBrief {
  id: number;
  first_name: string;
  last_name: string;
}

export interface ProfileLog {
  id: number;
  action: string;
  detail: Record<string, unknown>;
  actor: UserBrief | null;
  created_at: string;
}

export interface PendingEducation extends Education {
  user: UserBrief;
}

export interface RoleChangeRequest {
  id: number;
  status: 'pending' | 'accepted' | 'refused';
  created_at: string;
  decided_at: string | null;
  user: UserBrief;
  role: RoleChoices & { id: number; role: number };
  requested: RoleChoices;
}

export const profileKey = (id: number) => ['profiles', id] as const;
export const profileLogsKey = (id: number) => ['profiles', id, 'logs'] as const;
export const roleChangeRequestsKey = ['role-change-requests', 'pending'] as const;
export const pendingEducationsKey = ['educations', 'pending'] as const;

const user = (id: number) => `/api/users/${id}`;

export const fetchProfile = (id: number, signal?: AbortSignal) =>
  api.get<Profile>(`${user(id)}/profile/`, signal);

export type ExperienceBody = Partial<WorkExperienceInput>;
export const postExperience = (id: number, body: ExperienceBody) =>
  api.post<Experience>(`${user(id)}/experiences/`, body);
export const patchExperience = (id: number, experienceId: number, body: ExperienceBody) =>
  api.patch<Experience>(`${user(id)}/experiences/${experienceId}/`, body);
export const deleteExperience = (id: number, experienceId: number) =>
  api.delete<undefined>(`${user(id)}/experiences/${experienceId}/`);

export type EducationBody = Partial<EducationInputWithClaim>;
export const postEducation = (id: number, body: EducationBody) =>
  api.post<Education>(`${user(id)}/educations/`, body);
export const patchEducation = (id: number, educationId: number, body: EducationBody) =>
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

export const putTimeline = (id: number, roleId: number, entries: TimelineEntry[]) =>
  api.put<{ role: number; entries: TimelineEntry[] }>(`${user(id)}/roles/${roleId}/timeline/`, {
    entries,
  });

export const postRoleChange = (id: number, roleId: number, body: RoleChangeRequestInput) =>
  api.post<RoleChangeRequest>(`${user(id)}/roles/${roleId}/change-requests/`, body);
export const deleteRole = (id: number, roleId: number) =>
  api.delete<undefined>(`${user(id)}/roles/${roleId}/`);
export const postNewRole = (body: NewRoleRequestInput) =>
  api.post<{ detail: string; id: number }>('/api/registration/roles/', body);

export const fetchLogs = (id: number, request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<ProfileLog>>(`${user(id)}/logs/?${pagingQuery(request)}`, signal);

export type ImageKind = 'picture' | 'banner';
export const uploadImage = (id: number, kind: ImageKind, file: File) =>
  api.upload<{ picture: string | null; banner: string | null }>(`${user(id)}/${kind}/`, file);
export const deleteImage = (id: number, kind: ImageKind) =>
  api.delete<{ picture: string | null; banner: string | null }>(`${user(id)}/${kind}/`);

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
  api.post<{ id: number; decision: string }>(`/api/educations/${id}/${decision}/`);
