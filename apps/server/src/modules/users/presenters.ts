import type { TermsAcceptanceDue } from '@alumni/domain';
import type { AuthUser } from '../../platform/authentication.ts';

/** Name and subdomain of the schools a user has roles in, by school id. */
export type SchoolNames = Map<number, { subdomain: string; name: string }>;

/**
 * The current user as `GET /api/users/me/` returns it (spec 2 §7: id, first_name,
 * last_name, summary, email, phone, date_birth, city, country, picture, banner, civility,
 * birth_name, roles, opportunities_enabled, mentors, is_superuser, terms_use,
 * privacy_policy, settings_per_school, links, last_profile_update, job_application).
 * Roles carry their school's subdomain and name for the "other schools" menu;
 * `validators` are the user's own validator assignments in the request's school
 * (me.ts `ownValidatorAssignments`); `terms_acceptance_due` the school's new terms they must
 * accept before anything else, or null (the terms module's `termsAcceptanceDue`).
 */
export function presentMe(
  user: AuthUser,
  schools: SchoolNames,
  mediaUrl: (key: string | null) => string | null,
  validators: Record<string, number[]>,
  termsDue: TermsAcceptanceDue,
) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    summary: user.summary,
    email: user.email,
    phone: user.phone,
    date_birth: user.dateBirth,
    city: user.city,
    country: user.country,
    picture: mediaUrl(user.picture),
    banner: mediaUrl(user.banner),
    civility: user.civility,
    birth_name: user.birthName,
    roles: user.roles.map((r) => ({
      id: r.id,
      role: r.role,
      school: r.schoolId,
      school_subdomain: schools.get(r.schoolId)?.subdomain ?? null,
      school_name: schools.get(r.schoolId)?.name ?? null,
      is_active: r.isActive,
      requires_validation: r.requiresValidation,
      degree: r.degreeId,
      graduation_year: r.graduationYear,
      campus: r.campusId,
      has_pending_change: r.hasPendingChange,
      is_recruiter: r.isRecruiter,
    })),
    opportunities_enabled: user.opportunitiesEnabled,
    // Filled by the mentorship, settings, profile and jobs issues.
    mentors: [] as number[],
    is_superuser: user.isSuperuser,
    terms_use: user.termsUse,
    privacy_policy: user.privacyPolicy,
    settings_per_school: [] as unknown[],
    links: [] as unknown[],
    last_profile_update: user.lastProfileUpdate?.toISOString() ?? null,
    job_application: [] as unknown[],
    userrole_validators: validators,
    terms_acceptance_due: termsDue,
  };
}

/** User school settings as the API sends them (spec 1 §3 User school settings). */
export function presentUserSchoolSettings(row: {
  weeklyJobSummary: boolean;
  weeklyJobContractTypes: string[];
  openToOpportunities: boolean;
  visibleToRecruiters: boolean;
  temporaryLecturer: boolean;
  newsletter: boolean;
  platformInformationEmails: boolean;
  experienceSharing: boolean;
  ambassador: boolean;
  jury: boolean;
  massChatReception: boolean;
  interestGroupInvitations: boolean;
  isMentor: boolean;
  lookingForMentor: boolean;
  mentoringTypesMentor: string[];
  mentoringTypesMentee: string[];
  maxMentee: number;
  schoolBadges: number[];
}) {
  return {
    weekly_job_summary: row.weeklyJobSummary,
    weekly_job_contract_types: row.weeklyJobContractTypes,
    open_to_opportunities: row.openToOpportunities,
    visible_to_recruiters: row.visibleToRecruiters,
    temporary_lecturer: row.temporaryLecturer,
    newsletter: row.newsletter,
    platform_information_emails: row.platformInformationEmails,
    experience_sharing: row.experienceSharing,
    ambassador: row.ambassador,
    jury: row.jury,
    mass_chat_reception: row.massChatReception,
    interest_group_invitations: row.interestGroupInvitations,
    is_mentor: row.isMentor,
    looking_for_mentor: row.lookingForMentor,
    mentoring_types_mentor: row.mentoringTypesMentor,
    mentoring_types_mentee: row.mentoringTypesMentee,
    max_mentee: row.maxMentee,
    school_badges: row.schoolBadges,
  };
}
