/** The routes of the school's downloadable resources, relative to `/api` (../paths.ts). */
export const RESOURCE_PATHS = {
  /** GET the resources the viewer may see, in the school's order; POST: add one (admins). */
  resources: '/resources/',
  /** PATCH (fields, file, place) and DELETE a resource (admins). */
  resource: '/resources/{id}/',
  /** POST: upload a resource's file (multipart, admins), named afterwards by the resource. */
  files: '/resources/files/',
  /** GET: download the resource's file (counted). */
  file: '/resources/{id}/file/',
} as const;
