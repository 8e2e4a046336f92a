import { z } from 'zod';
import { DbIdSchema, ErrorDetailSchema, InputErrors, pageOf, SignedInErrors } from './shared.ts';

/**
 * Contract of the profile API, reading side (spec 1 §2 Profile, §3 User and Profile items,
 * §4 User and roles; spec 2 §7): the paths' ids, the list queries, what the routes answer
 * and their response maps. The request bodies are in `api/profile-items.ts`.
 */

// Params and queries.
/** `/users/{id}/…`: the member whose profile it is. */
export const ProfileUserParamsSchema = z.object({ id: DbIdSchema });
export const ExperienceParamsSchema = z.object({ id: DbIdSchema, experienceId: DbIdSchema });
export const EducationParamsSchema = z.object({ id: DbIdSchema, educationId: DbIdSchema });
export const HobbyParamsSchema = z.object({ id: DbIdSchema, hobbyId: DbIdSchema });
export const ProfileLinkParamsSchema = z.object({ id: DbIdSchema, linkId: DbIdSchema });
export const ProfileRoleParamsSchema = z.object({ id: DbIdSchema, roleId: DbIdSchema });
/** `/educations/{id}/validate/` or `/refuse/`. */
export const EducationDecisionParamsSchema = z.object({
  id: DbIdSchema,
  decision: z.enum(['validate', 'refuse']),
});
/** `/role-change-requests/{id}/accept/` or `/refuse/`. */
export const RoleChangeDecisionParamsSchema = z.object({
  id: DbIdSchema,
  decision: z.enum(['accept', 'refuse']),
});

/** `?page=&page_size=` of the profile's lists (logs, pending educations). */
export const ProfilePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
/** `?status=pending|accepted|refused&page=&page_size=` of the role change requests. */
export const RoleChangeListQuerySchema = ProfilePageQuerySchema.extend({
  status: z.enum(['pending', 'accepted', 'refused']).default('pending'),
});

// What goes out.
const id = z.number().int();

/** A work experience of a profile. */
export const ExperienceSchema = z.object({
  id,
  title: z.string(),
  organisation: z.string(),
  location: z.string(),
  current_occupation: z.boolean(),
  /** yyyy-mm-dd. */
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
  /** Statistics fields and salary: null unless the viewer is the owner or a school admin. */
  fits_education: z.string().nullable(),
  business_sector: z.string().nullable(),
  contract_type: z.string().nullable(),
  executive_status: z.string().nullable(),
  working_time: z.string().nullable(),
  salary: z.number().int().nullable(),
  how_found: z.string().nullable(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

/** An education of a profile. */
export const EducationSchema = z.object({
  id,
  degree_type: z.string(),
  title: z.string(),
  facility: z.string(),
  location: z.string().nullable(),
  graduation_status: z.string(),
  graduation_year: z.number().int().nullable(),
  description: z.string().nullable(),
  /** From the school (tied to a user role): cannot be changed or deleted. */
  is_immutable: z.boolean(),
  /** The user role it belongs to, for an education from the school. */
  role: id.nullable(),
  /** Declared as the school's education (id of that school). */
  school: id.nullable(),
  degree: id.nullable(),
  /** Waits for an admin's validation: shown to its owner and the school's validators only. */
  pending_validation: z.boolean(),
});
export type Education = z.infer<typeof EducationSchema>;

export const HobbySchema = z.object({ id, name: z.string() });
export type Hobby = z.infer<typeof HobbySchema>;

/**
 * A link: a URL, or an uploaded document with `url` null and `attachment` the URL it
 * downloads from (`/api/users/{id}/links/{linkId}/attachment/`, for the profile's viewers).
 */
export const ProfileLinkSchema = z.object({
  id,
  icon: z.string().nullable(),
  title: z.string(),
  url: z.string().nullable(),
  attachment: z.string().nullable(),
});
export type ProfileLink = z.infer<typeof ProfileLinkSchema>;

/** Degree, graduation year and campus of a role or of a change request for it. */
export const RoleChoicesSchema = z.object({
  degree: id.nullable(),
  graduation_year: z.number().int().nullable(),
  campus: id.nullable(),
});

/** One of the member's roles in this school. */
export const ProfileRoleSchema = RoleChoicesSchema.extend({
  id,
  role: z.number().int(),
  is_active: z.boolean(),
  has_pending_change: z.boolean(),
  /** The requested values: shown to the owner, school admins and User validators. */
  pending_change: RoleChoicesSchema.nullable(),
});
export type ProfileRole = z.infer<typeof ProfileRoleSchema>;

/** A timeline entry: kind 0–5 and the education or work experience it holds. */
export const TimelineEntrySchema = z.object({
  kind: z.number().int(),
  education: id.nullable(),
  work_experience: id.nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** A role's timeline. */
export const TimelineSchema = z.object({ role: id, entries: z.array(TimelineEntrySchema) });
export type Timeline = z.infer<typeof TimelineSchema>;

/** A member's profile as the viewer may see it (`GET /api/users/{id}/profile/`). */
export const ProfileSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  civility: z.string().nullable(),
  picture: z.string().nullable(),
  banner: z.string().nullable(),
  summary: z.string().nullable(),
  city: z.string().nullable().describe('Null when its visibility hides it from the viewer'),
  country: z.string().nullable(),
  phone: z
    .string()
    .nullable()
    .describe('As the member lets the viewer see it (issue 34 item 6); the admins always'),
  email: z.string().nullable().describe('As the member lets the viewer see it'),
  date_birth: z.string().nullable().describe('YYYY-MM-DD, as the member lets the viewer see it'),
  roles: z.array(ProfileRoleSchema),
  /** Ids of the school's badges the member holds (the school's details describe them). */
  badges: z.array(z.number().int()),
  experiences: z.array(ExperienceSchema),
  educations: z.array(EducationSchema),
  hobbies: z.array(HobbySchema),
  links: z.array(ProfileLinkSchema),
  /** Timeline entries by user role id; null unless the viewer is the owner or an admin. */
  timeline: z.record(z.string(), z.array(TimelineEntrySchema)).nullable(),
  last_profile_update: z.string().nullable(),
  /** The profile-update prompt is muted; null unless the viewer is the owner or an admin. */
  mute_profile_update: z.boolean().nullable(),
  /** The viewer may edit the profile's items (owner check, spec 2 §6). */
  can_edit: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A member named in a log, a pending education or a role change request. */
export const UserBriefSchema = z.object({ id, first_name: z.string(), last_name: z.string() });
export type UserBrief = z.infer<typeof UserBriefSchema>;

/** Who changed what on a profile (`GET /api/users/{id}/logs/`). */
export const ProfileLogSchema = z.object({
  id,
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: UserBriefSchema.nullable(),
  created_at: z.string(),
});
export type ProfileLog = z.infer<typeof ProfileLogSchema>;

/** An education declared for this school, waiting for validation, with its member. */
export const PendingEducationSchema = EducationSchema.extend({ user: UserBriefSchema });
export type PendingEducation = z.infer<typeof PendingEducationSchema>;

/** A request to change a role's degree, year or campus. */
export const RoleChangeRequestSchema = z.object({
  id,
  status: z.enum(['pending', 'accepted', 'refused']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  user: UserBriefSchema,
  role: RoleChoicesSchema.extend({ id, role: z.number().int() }),
  requested: RoleChoicesSchema,
});
export type RoleChangeRequest = z.infer<typeof RoleChangeRequestSchema>;

/** The profile header's images, as URLs. */
export const ProfileImagesSchema = z.object({
  picture: z.string().nullable(),
  banner: z.string().nullable(),
});
export type ProfileImages = z.infer<typeof ProfileImagesSchema>;

/** The answer of a decision on a declared education. */
export const EducationDecisionSchema = z.object({ id, decision: z.enum(['validate', 'refuse']) });
export type EducationDecision = z.infer<typeof EducationDecisionSchema>;

/** The answer of muting the profile-update prompt. */
export const ProfileMuteSchema = z.object({ mute_profile_update: z.boolean() });
export type ProfileMute = z.infer<typeof ProfileMuteSchema>;

// Response maps. A 400 is per field, or `{"detail"}` for a refusal of the whole request.
export const ProfileResponses = { 200: ProfileSchema, ...SignedInErrors };
export const ExperienceResponses = { 200: ExperienceSchema, 201: ExperienceSchema, ...InputErrors };
export const EducationResponses = { 200: EducationSchema, 201: EducationSchema, ...InputErrors };
export const HobbyResponses = { 201: HobbySchema, ...InputErrors };
export const ProfileLinkResponses = { 201: ProfileLinkSchema, ...InputErrors };
/** The document itself goes out as a download of its own type, outside the JSON contract. */
export const ProfileLinkDocumentResponses = { ...InputErrors };
export const ProfileDeletedResponses = { 204: z.null().describe('Deleted'), ...InputErrors };
/** Removing a role: 409 when it is the school's last active admin role (issue 31). */
export const ProfileRoleDeletedResponses = { ...ProfileDeletedResponses, 409: ErrorDetailSchema };
export const TimelineResponses = { 200: TimelineSchema, ...InputErrors };
export const ProfileLogListResponses = { 200: pageOf(ProfileLogSchema), ...InputErrors };
export const PendingEducationListResponses = {
  200: pageOf(PendingEducationSchema),
  ...InputErrors,
};
export const EducationDecisionResponses = {
  200: EducationDecisionSchema,
  ...SignedInErrors,
  409: ErrorDetailSchema,
};
export const RoleChangeResponses = { 201: RoleChangeRequestSchema, ...InputErrors };
export const RoleChangeListResponses = { 200: pageOf(RoleChangeRequestSchema), ...InputErrors };
export const RoleChangeDecisionResponses = {
  200: RoleChangeRequestSchema,
  ...SignedInErrors,
  409: ErrorDetailSchema,
};
export const ProfileImagesResponses = {
  200: ProfileImagesSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
export const ProfileMuteResponses = {
  200: ProfileMuteSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
