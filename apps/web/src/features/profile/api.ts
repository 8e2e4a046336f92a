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
  NewRoleResult,
  Page,
  PendingEducation,
  Profile,
  ProfileImageKind,
  ProfileImages,
  ProfileLink,
  ProfileLinkInput,
  ProfileLog,
  ProfileMute,
  RoleChangeBody,
  RoleChangeRequest,
  Timeline,
  TimelineBody,
} from '@alumni/domain';
import { apiPath, PROFILE_PATHS, REGISTRATION_PATHS } from '@alumni/domain';
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

export const fetchProfile = (id: number, signal?: AbortSignal) =>
  api.get<Profile>(apiPath(PROFILE_PATHS.profile, { id }), signal);

export const postExperience = (id: number, body: ExperienceBody) =>
  api.post<Experience>(apiPath(PROFILE_PATHS.experiences, { id }), body);
export const patchExperience = (id: number, experienceId: number, body: ExperiencePatchBody) =>
  api.patch<Experience>(apiPath(PROFILE_PATHS.experience, { id, experienceId }), body);
export const deleteExperience = (id: number, experienceId: number) =>
  api.delete<undefined>(apiPath(PROFILE_PATHS.experience, { id, experienceId }));

export const postEducation = (id: number, body: EducationBody) =>
  api.post<Education>(apiPath(PROFILE_PATHS.educations, { id }), body);
export const patchEducation = (id: number, educationId: number, body: EducationPatchBody) =>
  api.patch<Education>(apiPath(PROFILE_PATHS.education, { id, educationId }), body);
export const deleteEducation = (id: number, educationId: number) =>
  api.delete<undefined>(apiPath(PROFILE_PATHS.education, { id, educationId }));

export const postHobby = (id: number, name: string) =>
  api.post<Hobby>(apiPath(PROFILE_PATHS.hobbies, { id }), { name });
export const deleteHobby = (id: number, hobbyId: number) =>
  api.delete<undefined>(apiPath(PROFILE_PATHS.hobby, { id, hobbyId }));

export const postLink = (id: number, body: ProfileLinkInput) =>
  api.post<ProfileLink>(apiPath(PROFILE_PATHS.links, { id }), body);
/** A link to an uploaded PDF or Word document (3 MB at most). */
export const postLinkAttachment = (id: number, title: string, file: File) =>
  api.upload<ProfileLink>(apiPath(PROFILE_PATHS.linkAttachments, { id }), file, 'file', { title });
export const deleteLink = (id: number, linkId: number) =>
  api.delete<undefined>(apiPath(PROFILE_PATHS.link, { id, linkId }));

export const putTimeline = (id: number, roleId: number, entries: TimelineBody['entries']) =>
  api.put<Timeline>(apiPath(PROFILE_PATHS.timeline, { id, roleId }), { entries });

export const postRoleChange = (id: number, roleId: number, body: RoleChangeBody) =>
  api.post<RoleChangeRequest>(apiPath(PROFILE_PATHS.roleChangeRequests, { id, roleId }), body);
export const deleteRole = (id: number, roleId: number) =>
  api.delete<undefined>(apiPath(PROFILE_PATHS.role, { id, roleId }));
export const postNewRole = (body: NewRoleRequestInput) =>
  api.post<NewRoleResult>(apiPath(REGISTRATION_PATHS.newRole), body);

export const fetchLogs = (id: number, request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<ProfileLog>>(apiPath(PROFILE_PATHS.logs, { id }, pagingQuery(request)), signal);

export const uploadImage = (id: number, kind: ProfileImageKind, file: File) =>
  api.upload<ProfileImages>(apiPath(PROFILE_PATHS[kind], { id }), file);
export const deleteImage = (id: number, kind: ProfileImageKind) =>
  api.delete<ProfileImages>(apiPath(PROFILE_PATHS[kind], { id }));

export const muteProfilePrompt = () => api.post<ProfileMute>(apiPath(PROFILE_PATHS.mutePrompt));

export const fetchRoleChangeRequests = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<RoleChangeRequest>>(
    apiPath(
      PROFILE_PATHS.pendingRoleChanges,
      undefined,
      pagingQuery(request, new URLSearchParams({ status: 'pending' })),
    ),
    signal,
  );
export const postRoleChangeDecision = (id: number, decision: 'accept' | 'refuse') =>
  api.post<RoleChangeRequest>(apiPath(PROFILE_PATHS.roleChangeDecision, { id, decision }));
export const fetchPendingEducations = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<PendingEducation>>(
    apiPath(PROFILE_PATHS.pendingEducations, undefined, pagingQuery(request)),
    signal,
  );
export const postEducationDecision = (id: number, decision: 'validate' | 'refuse') =>
  api.post<EducationDecision>(apiPath(PROFILE_PATHS.educationDecision, { id, decision }));
