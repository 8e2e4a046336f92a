import { z } from 'zod';
import { RESOURCE_FORMATS, resourceCreateSchema, resourcePatchSchema } from '../resources.ts';
import {
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of the downloadable resources (domain resources.ts; issue 31 item 7; spec 1 §2
 * /resources, §3 Resource, §5 Resource files): the list the viewer may see (`GET
 * /api/resources/`), the admins' upload of a file (`POST /api/resources/files/`, multipart),
 * adding, changing, moving and deleting a resource (`POST /api/resources/`, `PATCH` and
 * `DELETE /api/resources/{id}/`) and the counted download (`GET /api/resources/{id}/file/`).
 */

/** `{id}`: the resource's id. */
export const ResourceParamsSchema = IdParamsSchema;

/** The multipart body of `POST /api/resources/files/`, for the OpenAPI document. */
export const ResourceFileUploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description:
      'A PDF, Word (doc, docx), GIF, JPEG, PNG (3 MB at most) or MP4 file (50 MB at most), judged by its content',
  }),
});

/** An uploaded file: pass `{key, name}` as a resource's `file`. */
export const ResourceUploadSchema = z.object({
  key: z.string(),
  name: z.string().describe("The file's name as sent, made safe"),
  format: z.enum(RESOURCE_FORMATS),
  size: z.number().int().describe('Bytes'),
});
export type ResourceUpload = z.infer<typeof ResourceUploadSchema>;

/** Body of `POST /api/resources/`. */
export const ResourceCreateBodySchema = resourceCreateSchema;
/** Body of `PATCH /api/resources/{id}/`. */
export const ResourcePatchBodySchema = resourcePatchSchema;

/** A resource as its viewer sees it; `roles` and `downloads` for those who manage them only. */
export const ResourceSchema = z.object({
  id: z.number().int(),
  icon: z.string().nullable().describe('One emoji, or null: the format stands for it'),
  title: z.string(),
  description: z.string(),
  format: z.enum(RESOURCE_FORMATS),
  size: z.number().int().describe("The file's size in bytes"),
  updated_at: z.string().describe('When the resource or its file last changed'),
  roles: z
    .array(z.number().int())
    .optional()
    .describe('Role codes that may see it, empty for every member (admins only)'),
  downloads: z.number().int().optional().describe('How many times it was downloaded (admins only)'),
  file_name: z.string().optional().describe("The uploaded file's name (admins only)"),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourceListResponses = { 200: z.array(ResourceSchema), ...SignedInErrors };
export const ResourceCreateResponses = { 201: ResourceSchema, ...InputErrors };
export const ResourceUpdateResponses = { 200: ResourceSchema, ...InputErrors };
export const ResourceDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
/** 413 above the format's size. */
export const ResourceUploadResponses = {
  201: ResourceUploadSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
/** The file itself goes out as a download of its own type, outside the JSON contract. */
export const ResourceFileResponses = { ...SignedInErrors };
