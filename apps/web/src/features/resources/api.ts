import type { Resource, ResourceCreate, ResourcePatch, ResourceUpload } from '@alumni/domain';
import { apiPath, RESOURCE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The resources API (issue 31 item 7, apps/server/src/modules/resources): the list the viewer
 * may see, the admins' upload and changes, and the counted download's address. Types come from
 * the contract (`@alumni/domain` api/resources.ts).
 */

/** Query key of the school's resources as the viewer sees them. */
export const resourcesKey = (schoolId: number) => ['resources', schoolId] as const;

/** `GET /api/resources/`: the resources the viewer may see, in the admins' order. */
export const fetchResources = (signal?: AbortSignal) =>
  api.get<Resource[]>(apiPath(RESOURCE_PATHS.resources), signal);

/** `POST /api/resources/files/`: uploads a file (streamed, typed by its bytes); `{key, name…}`. */
export const uploadResourceFile = (file: File) =>
  api.upload<ResourceUpload>(apiPath(RESOURCE_PATHS.files), file);

/** `POST /api/resources/`: adds a resource at the end of the list; 400 per field. */
export const createResource = (body: ResourceCreate) =>
  api.post<Resource>(apiPath(RESOURCE_PATHS.resources), body);

/** `PATCH /api/resources/{id}/`: changes fields, replaces the file or moves it (`order`). */
export const updateResource = (id: number, body: ResourcePatch) =>
  api.patch<Resource>(apiPath(RESOURCE_PATHS.resource, { id }), body);

/** `DELETE /api/resources/{id}/`: the resource and its file. */
export const deleteResource = (id: number) =>
  api.delete<null>(apiPath(RESOURCE_PATHS.resource, { id }));

/** The address that downloads a resource's file (each visit is counted). */
export const resourceFileUrl = (id: number) => apiPath(RESOURCE_PATHS.file, { id });
