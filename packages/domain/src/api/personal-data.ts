import { z } from 'zod';
import { ERASURE_SCOPES, EXPORT_STATUSES, FIELD_VISIBILITIES } from '../personal-data.ts';
import { IdParamsSchema, InputErrors, NoContentSchema, SignedInErrors } from './shared.ts';

/**
 * Contract of personal data (issue 34 item 6; docs/areas/personal-data.md): the member's
 * field visibility, their exports (a ZIP built by the job queue, downloaded signed in before
 * it expires) and their erasure (after a grace period, cancellable), and an admin's erasure
 * of a member of the school. Routes: `PERSONAL_DATA_PATHS`.
 */

const visibility = z.enum(FIELD_VISIBILITIES);

/** Who sees each contact field: `public` (whoever sees the profile), `members`, `nobody`. */
export const FieldVisibilitySchema = z.object({
  phone: visibility,
  email: visibility,
  date_birth: visibility,
  city: visibility,
});
export type FieldVisibilityBody = z.infer<typeof FieldVisibilitySchema>;

/** PATCH: any of the fields; the others keep their setting. */
export const FieldVisibilityPatchSchema = FieldVisibilitySchema.partial().strict();
export type FieldVisibilityPatch = z.infer<typeof FieldVisibilityPatchSchema>;

export const FieldVisibilityResponses = { 200: FieldVisibilitySchema, ...SignedInErrors };
export const FieldVisibilityPatchResponses = { 200: FieldVisibilitySchema, ...InputErrors };

/** One export of the member's data. */
export const PersonalDataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  created_at: z.string().describe('ISO 8601'),
  ready_at: z.string().nullable().describe('ISO 8601'),
  expires_at: z
    .string()
    .nullable()
    .describe('ISO 8601: the link stops working and the file is removed then'),
  size: z.number().int().nullable().describe('Bytes of the ZIP'),
  download: z.string().nullable().describe('The download route while ready'),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;

export const PersonalDataExportListSchema = z.object({
  results: z.array(PersonalDataExportSchema),
});
export type PersonalDataExportList = z.infer<typeof PersonalDataExportListSchema>;

export const PersonalDataExportListResponses = {
  200: PersonalDataExportListSchema,
  ...SignedInErrors,
};
export const PersonalDataExportCreateResponses = {
  202: PersonalDataExportSchema,
  409: z.object({ detail: z.string() }),
  ...InputErrors,
};
export const PersonalDataExportParamsSchema = IdParamsSchema;
/** The ZIP, as a download (application/zip). */
export const PersonalDataExportDownloadResponses = { ...InputErrors };

/** An erasure waiting for its date. */
export const ErasureSchema = z.object({
  id: z.number().int(),
  scope: z.enum(ERASURE_SCOPES),
  due_at: z.string().describe('ISO 8601: when it takes effect'),
  created_at: z.string().describe('ISO 8601'),
  by_admin: z.boolean().describe('Asked by an admin of the school, not by the member'),
});
export type Erasure = z.infer<typeof ErasureSchema>;

/** `{erasure}`: the member's pending erasure, or null. */
export const ErasureStateSchema = z.object({ erasure: ErasureSchema.nullable() });
export type ErasureState = z.infer<typeof ErasureStateSchema>;

export const ErasureStateResponses = { 200: ErasureStateSchema, ...SignedInErrors };
export const ErasureCreateResponses = {
  202: ErasureStateSchema,
  409: z.object({ detail: z.string() }),
  ...InputErrors,
};
export const ErasureCancelResponses = { 200: ErasureStateSchema, ...InputErrors };

export const MemberErasureParamsSchema = IdParamsSchema;
export const MemberErasureResponses = {
  202: ErasureStateSchema,
  409: z.object({ detail: z.string() }),
  ...InputErrors,
};
export const MemberErasureCancelResponses = { 204: NoContentSchema, ...InputErrors };
