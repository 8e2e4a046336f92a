import { z } from 'zod';
import { schoolPagesPatchSchema, teamMemberPatchSchema, teamMemberSchema } from '../about.ts';
import { keyNumbersSchema } from '../key-numbers.ts';
import { KeyNumberSchema, LocalizedTextSchema } from '../school.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of the school pages (domain about.ts and key-numbers.ts; spec 1 §2 "School page
 * editing"; issue 31 item 6). Reading: the about page (`GET /api/about/`) and one person of
 * its team (`GET /api/about/team/{id}/`), for members with the about view and, where the
 * school has public pages, anonymous readers; both switched off with the `about` feature.
 * Editing, for the school's admins (School settings → school pages): `GET` and `PATCH
 * /api/schools/{id}/pages/`, `PUT …/key-numbers/`, `POST …/team/`, `PATCH` and `DELETE
 * …/team/{memberId}/`, `POST` and `DELETE …/team/{memberId}/photo/`. The home presentation
 * and the key numbers also travel in the school's details (`home_presentation`,
 * `key_numbers`).
 */

/** A person of the team as their card shows them. */
export const TeamCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: LocalizedTextSchema,
  photo: z.string().nullable().describe('Public URL of the square photo'),
});
export type TeamCard = z.infer<typeof TeamCardSchema>;

/** `GET /api/about/`: what the about page shows. */
export const AboutPageSchema = z.object({
  /** Sanitised rich text per language ('' when none). */
  presentation: LocalizedTextSchema,
  /** The mentorship presentation, sanitised rich text per language ('' when none). */
  mentorship: LocalizedTextSchema,
  /** Every key number in the school's order; the banner shows them from 3 on. */
  key_numbers: z.array(KeyNumberSchema),
  team: z.array(TeamCardSchema),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

/** `GET /api/about/team/{id}/`: one person of the team. */
export const TeamMemberPageSchema = TeamCardSchema.extend({
  /** Plain text per language, line breaks kept. */
  biography: LocalizedTextSchema,
  /**
   * The user id of the member's profile the card links to: only for a signed-in member of the
   * school, and only while the linked person is one too; null otherwise.
   */
  profile: z.number().int().nullable(),
});
export type TeamMemberPage = z.infer<typeof TeamMemberPageSchema>;

/** A person of the team as School settings edits them. */
export const TeamMemberAdminSchema = TeamCardSchema.extend({
  biography: LocalizedTextSchema,
  /** The linked member, or null. */
  user: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  /** Place in the team, from 0. */
  order: z.number().int(),
});
export type TeamMemberAdmin = z.infer<typeof TeamMemberAdminSchema>;

/** `GET /api/schools/{id}/pages/`: everything School settings → school pages edits. */
export const SchoolPagesAdminSchema = z.object({
  about: LocalizedTextSchema,
  home: LocalizedTextSchema,
  mentorship: LocalizedTextSchema,
  key_numbers: z.array(KeyNumberSchema),
  team: z.array(TeamMemberAdminSchema),
});
export type SchoolPagesAdmin = z.infer<typeof SchoolPagesAdminSchema>;

/** `{id}`: the team member's id. */
export const TeamMemberPageParamsSchema = IdParamsSchema;

/** `{id}`: the school's id. */
export const SchoolPagesParamsSchema = IdParamsSchema;

/** `{id}` (the school's) and `{memberId}`. */
export const TeamMemberParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  memberId: DbIdSchema,
});

export const SchoolPagesPatchBodySchema = schoolPagesPatchSchema;
export const KeyNumbersBodySchema = keyNumbersSchema;
export const TeamMemberBodySchema = teamMemberSchema;
export const TeamMemberPatchBodySchema = teamMemberPatchSchema;

/** Multipart body of the photo upload. */
export const TeamPhotoBodySchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The photo (JPEG, PNG, WebP or GIF), 5 MB at most' }),
});

/** Public reading: 401 for an anonymous reader where the school has no public pages. */
export const AboutPageResponses = { 200: AboutPageSchema, ...SignedInErrors };
export const TeamMemberPageResponses = { 200: TeamMemberPageSchema, ...SignedInErrors };

export const SchoolPagesResponses = { 200: SchoolPagesAdminSchema, ...SignedInErrors };
export const SchoolPagesPatchResponses = { 200: SchoolPagesAdminSchema, ...InputErrors };
export const KeyNumbersResponses = { 200: z.array(KeyNumberSchema), ...InputErrors };
export const TeamMemberCreateResponses = { 201: TeamMemberAdminSchema, ...InputErrors };
export const TeamMemberUpdateResponses = { 200: TeamMemberAdminSchema, ...InputErrors };
export const TeamMemberDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
export const TeamPhotoResponses = {
  200: TeamMemberAdminSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
export const TeamPhotoDeleteResponses = { 200: TeamMemberAdminSchema, ...SignedInErrors };
