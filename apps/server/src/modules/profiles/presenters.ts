import type {
  Education,
  Experience,
  Hobby,
  PendingEducation,
  Profile,
  ProfileImages,
  ProfileLink,
  ProfileLog,
  ProfileRole,
  RoleChangeRequest,
  TimelineEntry,
  VisibilityField,
} from '@alumni/domain';
import type { UserRoleRow } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import type { RoleChangeRequestView } from './roles.service.ts';
import type {
  EducationRow,
  ExperienceRow,
  HobbyRow,
  LinkRow,
  ProfileData,
  ProfileLogRow,
  RoleChangeRequestRow,
  TimelineEntryRow,
} from './service.ts';

/**
 * What goes out of the profile API (spec 2 §7 the profile call, spec 1 §3 Profile items).
 * Fields are listed one by one: a new column never leaks by default. Each returns its
 * contract type (`@alumni/domain` api/profiles.ts).
 */

/**
 * A work experience. The salary and the statistics fields (fit, sector, contract, status,
 * working time, how found) are null unless `privateFields` (owner and school admins).
 */
export function presentExperience(
  row: ExperienceRow,
  opts: { privateFields: boolean },
): Experience {
  const hidden = !opts.privateFields;
  return {
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    location: row.location,
    current_occupation: row.currentOccupation,
    start_date: row.startDate,
    end_date: row.endDate,
    description: row.description,
    fits_education: hidden ? null : row.fitsEducation,
    business_sector: hidden ? null : row.businessSector,
    contract_type: hidden ? null : row.contractType,
    executive_status: hidden ? null : row.executiveStatus,
    working_time: hidden ? null : row.workingTime,
    salary: hidden ? null : row.salary,
    how_found: hidden ? null : row.howFound,
  };
}

export function presentEducation(row: EducationRow): Education {
  return {
    id: row.id,
    degree_type: row.degreeType,
    title: row.title,
    facility: row.facility,
    location: row.location,
    graduation_status: row.graduationStatus,
    graduation_year: row.graduationYear,
    description: row.description,
    is_immutable: row.isImmutable,
    role: row.userRoleId,
    school: row.schoolId,
    degree: row.degreeId,
    pending_validation: row.pendingValidation,
  };
}

/** A stored education in the input's terms, for a PATCH to merge over. */
export function educationInputOf(row: EducationRow, schoolId: number) {
  return { ...presentEducation(row), school: row.schoolId === schoolId };
}

export const presentHobby = (row: HobbyRow): Hobby => ({ id: row.id, name: row.name });

/**
 * A link: `url` for a web address; for an uploaded document, `attachment` is the URL of its
 * download route (the stored file is not public: documentsRoutes checks who asks).
 */
export const presentLink = (row: LinkRow): ProfileLink => ({
  id: row.id,
  icon: row.icon,
  title: row.title,
  url: row.url,
  attachment: row.attachment ? `/api/users/${row.userId}/links/${row.id}/attachment/` : null,
});

export const presentTimelineEntry = (row: TimelineEntryRow): TimelineEntry => ({
  kind: row.kind,
  education: row.educationId,
  work_experience: row.workExperienceId,
});

function presentProfileRole(
  role: UserRoleRow,
  pending: RoleChangeRequestRow | undefined,
  showPending: boolean,
): ProfileRole {
  return {
    id: role.id,
    role: role.role,
    is_active: role.isActive,
    graduation_year: role.graduationYear,
    degree: role.degreeId,
    campus: role.campusId,
    has_pending_change: role.hasPendingChange,
    pending_change:
      showPending && pending
        ? {
            degree: pending.degreeId,
            graduation_year: pending.graduationYear,
            campus: pending.campusId,
          }
        : null,
  };
}

/** What the viewer may see of a profile, decided by the policy. */
export interface ProfileView {
  /** Owner or school admin: salary, statistics fields, timeline, prompt mute, inactive roles. */
  privateFields: boolean;
  /** Owner, school admins and User validators: the values of pending role changes. */
  pendingChanges: boolean;
  /** Whether an education pending validation for that school id is shown. */
  seesPendingEducation: (schoolId: number | null) => boolean;
  canEdit: boolean;
  /**
   * The contact fields the member hides from this viewer (issue 34 item 6,
   * platform/field-visibility.ts): each is null in the answer. None for the owner and admins.
   */
  hiddenFields: ReadonlySet<VisibilityField>;
}

/** The profile (spec 2 §7 `GET /api/users/{id}/profile/`) as `view` allows. */
export function presentProfile(data: ProfileData, view: ProfileView, mediaUrl: MediaUrl): Profile {
  const { user, roles } = data.member;
  const shownRoles = view.privateFields ? roles : roles.filter((r) => r.isActive);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    civility: user.civility,
    picture: mediaUrl(user.picture),
    banner: mediaUrl(user.banner),
    summary: user.summary,
    city: view.hiddenFields.has('city') ? null : user.city,
    country: user.country,
    phone: view.hiddenFields.has('phone') ? null : user.phone,
    email: view.hiddenFields.has('email') ? null : user.email,
    date_birth: view.hiddenFields.has('date_birth') ? null : user.dateBirth,
    roles: shownRoles.map((r) =>
      presentProfileRole(r, data.pendingChanges.get(r.id), view.pendingChanges),
    ),
    badges: data.badges,
    experiences: data.experiences.map((e) =>
      presentExperience(e, { privateFields: view.privateFields }),
    ),
    educations: data.educations
      .filter((e) => !e.pendingValidation || view.seesPendingEducation(e.schoolId))
      .map(presentEducation),
    hobbies: data.hobbies.map(presentHobby),
    links: data.links.map(presentLink),
    timeline: view.privateFields
      ? Object.fromEntries(
          roles.map((r) => [
            String(r.id),
            (data.timeline.get(r.id) ?? []).map(presentTimelineEntry),
          ]),
        )
      : null,
    last_profile_update: user.lastProfileUpdate?.toISOString() ?? null,
    mute_profile_update: view.privateFields ? user.muteProfileUpdate : null,
    can_edit: view.canEdit,
  };
}

type UserBriefRow = { id: number; firstName: string; lastName: string };
const presentUserBrief = (u: UserBriefRow) => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
});

export function presentLog(row: { log: ProfileLogRow; actor: UserBriefRow | null }): ProfileLog {
  return {
    id: row.log.id,
    action: row.log.action,
    detail: row.log.detail,
    actor: row.actor ? presentUserBrief(row.actor) : null,
    created_at: row.log.createdAt.toISOString(),
  };
}

export function presentPendingEducation(row: {
  education: EducationRow;
  user: UserBriefRow;
}): PendingEducation {
  return { ...presentEducation(row.education), user: presentUserBrief(row.user) };
}

/** A role change request with the role as it is now and the requested values. */
export function presentRoleChangeRequest(row: RoleChangeRequestView): RoleChangeRequest {
  return {
    id: row.request.id,
    status: row.request.status,
    created_at: row.request.createdAt.toISOString(),
    decided_at: row.request.decidedAt?.toISOString() ?? null,
    user: presentUserBrief(row.user),
    role: {
      id: row.role.id,
      role: row.role.role,
      degree: row.role.degreeId,
      graduation_year: row.role.graduationYear,
      campus: row.role.campusId,
    },
    requested: {
      degree: row.request.degreeId,
      graduation_year: row.request.graduationYear,
      campus: row.request.campusId,
    },
  };
}

/** The profile header's images as URLs. */
export const presentProfileImages = (
  keys: { picture: string | null; banner: string | null },
  mediaUrl: MediaUrl,
): ProfileImages => ({ picture: mediaUrl(keys.picture), banner: mediaUrl(keys.banner) });
