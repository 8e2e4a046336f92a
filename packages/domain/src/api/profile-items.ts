import { z } from 'zod';
import { hobbySchema, profileLinkSchema, TimelineUpdateSchema } from '../profile.ts';
import {
  educationInputSchema,
  PROFILE_REFS,
  roleChangeRequestSchema,
  workExperienceInputSchema,
} from '../profile-edit.ts';

/**
 * Contract of the profile API, writing side (spec 1 §3 Profile items, §4 User and roles,
 * §5 Profile; spec 2 §7): the bodies the routes take. The route schema checks each body
 * before the handler runs; three bodies are only checked whole by the server once it knows
 * more (a PATCH merged over the stored item, a role change request with the school's
 * required choices): their route schema is the shape, each field optional, and the server
 * parses the whole with `workExperiencePatchSchema`, `educationPatchSchema` or
 * `roleChangeRequestSchema` (profile-edit.ts). Multipart uploads are documented here and
 * read by the server from the stream.
 */

/**
 * The school asks for the statistics fields of work experiences (spec 1 §5 Profile): no
 * school setting holds this yet, so they stay optional everywhere until one does.
 */
export const EXPERIENCE_RULES = { statistics: false } as const;

/**
 * A PATCH body's shape: every field of `shape` optional and without its default (a body
 * that passes the route schema replaces the request's body, so a default would add fields
 * the client never sent: `current_occupation: false` would close a current occupation).
 * Anything but a JSON object is `{"non_field_errors": ["Invalid data"]}`.
 */
function patchBodyOf<S extends z.core.$ZodLooseShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType,
    ]),
  ) as { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };
  return z.object(fields, { error: PROFILE_REFS.invalidBody }).partial();
}

/** Body of `POST /api/users/{id}/experiences/`: a whole work experience. */
export const ExperienceBodySchema = workExperienceInputSchema(EXPERIENCE_RULES);
export type ExperienceBody = z.input<typeof ExperienceBodySchema>;

/**
 * Body of `PATCH /api/users/{id}/experiences/{experienceId}/`: any subset of the fields
 * (the profile-update prompt sends `{current_occupation, end_date}`), each checked as in a
 * whole experience; the server then checks the experience merged with it.
 */
export const ExperiencePatchBodySchema = patchBodyOf(ExperienceBodySchema.shape);
export type ExperiencePatchBody = z.input<typeof ExperiencePatchBodySchema>;

/** Body of `POST /api/users/{id}/educations/`: an education, `school: true` to declare this school's. */
export const EducationBodySchema = educationInputSchema();
export type EducationBody = z.input<typeof EducationBodySchema>;

/**
 * Body of `PATCH /api/users/{id}/educations/{educationId}/`: any subset of the fields, each
 * checked as in a whole education; the server then checks the education merged with it.
 */
export const EducationPatchBodySchema = patchBodyOf(EducationBodySchema.shape);
export type EducationPatchBody = z.input<typeof EducationPatchBodySchema>;

/** Body of `POST /api/users/{id}/hobbies/`: `{name}`. */
export const HobbyBodySchema = hobbySchema();

/** Body of `POST /api/users/{id}/links/`: `{title, url, icon?}`, an http(s) URL. */
export const ProfileLinkBodySchema = profileLinkSchema();

/** Body of `PUT /api/users/{id}/roles/{roleId}/timeline/`: `{entries: [{kind, education | work_experience}]}`. */
export const TimelineBodySchema = TimelineUpdateSchema;
export type TimelineBody = z.input<typeof TimelineBodySchema>;

const roleChoices = roleChangeRequestSchema({ campusRequired: false, degreeRequired: false });

/**
 * Body of `POST /api/users/{id}/roles/{roleId}/change-requests/`: `{degree, graduation_year,
 * campus}`, ids checked here. Which are required (degree and campus when the school has
 * some) and the year's range are checked by the server with roleChangeRequestSchema, so a
 * refused request names every field at once.
 */
export const RoleChangeBodySchema = z.object({
  degree: roleChoices.shape.degree,
  graduation_year: z.number().int().nullable().optional(),
  campus: roleChoices.shape.campus,
});
export type RoleChangeBody = z.input<typeof RoleChangeBodySchema>;

/** The text fields of `POST /api/users/{id}/links/attachment/` (multipart): `title`, `icon?`. */
export const LinkAttachmentFieldsSchema = profileLinkSchema().omit({ url: true });

/** The multipart body of `POST /api/users/{id}/links/attachment/`, for the OpenAPI document. */
export const LinkAttachmentBodySchema = LinkAttachmentFieldsSchema.extend({
  file: z.string().meta({ format: 'binary', description: 'A PDF or Word document, 3 MB at most' }),
});

/** The multipart body of `POST /api/users/{id}/picture/` or `/banner/`, for the OpenAPI document. */
export const ProfileImageBodySchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The image (JPEG, PNG, WebP or GIF), 5 MB at most' }),
});
