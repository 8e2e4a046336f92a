import {
  ErrorDetailSchema,
  educationInputSchema,
  hobbySchema,
  profileLinkSchema,
  roleChangeRequestSchema,
  TimelineUpdateSchema,
  ValidationErrorSchema,
  workExperienceInputSchema,
} from '@alumni/domain';
import { z } from 'zod';

// Params and queries.
/** Ids fit a PostgreSQL integer: a bigger one would make the database, not the route, fail. */
const id = z.coerce.number().int().positive().max(2_147_483_647);
export const UserParamsSchema = z.object({ id });
export const ExperienceParamsSchema = z.object({ id, experienceId: id });
export const EducationParamsSchema = z.object({ id, educationId: id });
export const HobbyParamsSchema = z.object({ id, hobbyId: id });
export const LinkParamsSchema = z.object({ id, linkId: id });
export const RoleParamsSchema = z.object({ id, roleId: id });
export const DecisionParamsSchema = <T extends readonly [string, ...string[]]>(decisions: T) =>
  z.object({ id, decision: z.enum(decisions) });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const RoleChangeListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'accepted', 'refused']).default('pending'),
});

// What goes out.
export const ExperienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  organisation: z.string(),
  location: z.string(),
  current_occupation: z.boolean(),
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

export const EducationSchema = z.object({
  id: z.number().int(),
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
  role: z.number().int().nullable(),
  /** Declared as the school's education (id of that school). */
  school: z.number().int().nullable(),
  degree: z.number().int().nullable(),
  /** Waits for an admin's validation: shown to its owner and the school's validators only. */
  pending_validation: z.boolean(),
});

export const HobbySchema = z.object({ id: z.number().int(), name: z.string() });
export const LinkSchema = z.object({
  id: z.number().int(),
  icon: z.string().nullable(),
  title: z.string(),
  url: z.string().nullable(),
  attachment: z.string().nullable(),
});

const ChoicesSchema = z.object({
  degree: z.number().int().nullable(),
  graduation_year: z.number().int().nullable(),
  campus: z.number().int().nullable(),
});
export const ProfileRoleSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  is_active: z.boolean(),
  graduation_year: z.number().int().nullable(),
  degree: z.number().int().nullable(),
  campus: z.number().int().nullable(),
  has_pending_change: z.boolean(),
  /** The requested values: shown to the owner, school admins and User validators. */
  pending_change: ChoicesSchema.nullable(),
});

export const TimelineEntrySchema = z.object({
  kind: z.number().int(),
  education: z.number().int().nullable(),
  work_experience: z.number().int().nullable(),
});
export const TimelineSchema = z.object({
  role: z.number().int(),
  entries: z.array(TimelineEntrySchema),
});

export const ProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  civility: z.string().nullable(),
  picture: z.string().nullable(),
  banner: z.string().nullable(),
  summary: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  roles: z.array(ProfileRoleSchema),
  experiences: z.array(ExperienceSchema),
  educations: z.array(EducationSchema),
  hobbies: z.array(HobbySchema),
  links: z.array(LinkSchema),
  /** Timeline entries by user role id; null unless the viewer is the owner or an admin. */
  timeline: z.record(z.string(), z.array(TimelineEntrySchema)).nullable(),
  last_profile_update: z.string().nullable(),
  /** The profile-update prompt is muted; null unless the viewer is the owner or an admin. */
  mute_profile_update: z.boolean().nullable(),
  /** The viewer may edit the profile's items (owner check, spec 2 §6). */
  can_edit: z.boolean(),
});

const UserBriefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const LogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: UserBriefSchema.nullable(),
  created_at: z.string(),
});

export const PendingEducationSchema = EducationSchema.extend({ user: UserBriefSchema });

export const RoleChangeRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'accepted', 'refused']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  user: UserBriefSchema,
  role: ChoicesSchema.extend({ id: z.number().int(), role: z.number().int() }),
  requested: ChoicesSchema,
});

export const ProfileImagesSchema = z.object({
  picture: z.string().nullable(),
  banner: z.string().nullable(),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * A PATCH body for the OpenAPI document: every field optional and without its default. A
 * body that passes the route schema replaces the request's body, so a default here would
 * add fields the client never sent (`current_occupation: false` would close a current
 * occupation).
 */
function patchDoc<S extends z.core.$ZodLooseShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType,
    ]),
  );
  return z.object(fields).partial();
}

// Bodies as the OpenAPI document shows them; handlers parse with the request's locale.
export const ExperienceBodyDoc = workExperienceInputSchema({ statistics: false });
export const ExperiencePatchBodyDoc = patchDoc(ExperienceBodyDoc.shape);
export const EducationBodyDoc = educationInputSchema();
export const EducationPatchBodyDoc = patchDoc(EducationBodyDoc.shape);
export const HobbyBodyDoc = hobbySchema();
export const LinkBodyDoc = profileLinkSchema();
export const TimelineBodyDoc = TimelineUpdateSchema;
export const RoleChangeBodyDoc = roleChangeRequestSchema({
  today: new Date(),
  campusRequired: false,
  degreeRequired: false,
});
export const LinkAttachmentBodyDoc = z.object({
  title: z.string().max(100),
  icon: z.string().max(32).optional(),
  file: z.string().meta({ format: 'binary', description: 'A PDF or Word document, 3 MB at most' }),
});
export const ImageBodyDoc = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The image (JPEG, PNG, WebP or GIF), 5 MB at most' }),
});

// Responses.
/** A 400 is per field, or `{"detail"}` for a refusal of the whole request. */
const BadRequestSchema = z.union([ErrorDetailSchema, ValidationErrorSchema]);
const signedIn = { 401: ErrorDetailSchema, 403: ErrorDetailSchema, 404: ErrorDetailSchema };
const withInput = { 400: BadRequestSchema, ...signedIn };
export const ProfileResponses = { 200: ProfileSchema, ...signedIn };
export const ExperienceResponses = { 200: ExperienceSchema, 201: ExperienceSchema, ...withInput };
export const EducationResponses = { 200: EducationSchema, 201: EducationSchema, ...withInput };
export const HobbyResponses = { 201: HobbySchema, ...withInput };
export const LinkResponses = { 201: LinkSchema, ...withInput };
export const DeletedResponses = { 204: z.null().describe('Deleted'), ...withInput };
export const TimelineResponses = { 200: TimelineSchema, ...withInput };
export const LogListResponses = { 200: page(LogSchema), ...withInput };
export const PendingEducationListResponses = { 200: page(PendingEducationSchema), ...withInput };
export const EducationDecisionResponses = {
  200: z.object({ id: z.number().int(), decision: z.enum(['validate', 'refuse']) }),
  ...signedIn,
  409: ErrorDetailSchema,
};
export const RoleChangeResponses = { 201: RoleChangeRequestSchema, ...withInput };
export const RoleChangeListResponses = { 200: page(RoleChangeRequestSchema), ...withInput };
export const RoleChangeDecisionResponses = {
  200: RoleChangeRequestSchema,
  ...signedIn,
  409: ErrorDetailSchema,
};
export const ProfileImagesResponses = {
  200: ProfileImagesSchema,
  413: ErrorDetailSchema,
  ...withInput,
};
export const MuteResponses = {
  200: z.object({ mute_profile_update: z.boolean() }),
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
