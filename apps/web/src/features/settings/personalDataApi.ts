import type {
  ErasureState,
  FieldVisibilityBody,
  FieldVisibilityPatch,
  PersonalDataExport,
  PersonalDataExportList,
} from '@alumni/domain';
import { apiPath, PERSONAL_DATA_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Calls of Settings → personal data (issue 34 item 6; contract api/personal-data.ts). */

export const fieldVisibilityKey = ['personal-data', 'visibility'] as const;
export const exportsKey = ['personal-data', 'exports'] as const;
export const erasureKey = ['personal-data', 'erasure'] as const;

/** `GET /api/personal-data/visibility/`. */
export const fetchFieldVisibility = (signal?: AbortSignal) =>
  api.get<FieldVisibilityBody>(apiPath(PERSONAL_DATA_PATHS.visibility), signal);

/** `PATCH /api/personal-data/visibility/` with the fields changed; all four back. */
export const patchFieldVisibility = (body: FieldVisibilityPatch) =>
  api.patch<FieldVisibilityBody>(apiPath(PERSONAL_DATA_PATHS.visibility), body);

/** `GET /api/personal-data/exports/`: the latest exports, newest first. */
export const fetchExports = (signal?: AbortSignal) =>
  api.get<PersonalDataExportList>(apiPath(PERSONAL_DATA_PATHS.exports), signal);

/** `POST /api/personal-data/exports/`: 202 the pending export. */
export const postExport = () => api.post<PersonalDataExport>(apiPath(PERSONAL_DATA_PATHS.exports));

/** `GET /api/personal-data/erasure/`. */
export const fetchErasure = (signal?: AbortSignal) =>
  api.get<ErasureState>(apiPath(PERSONAL_DATA_PATHS.erasure), signal);

/** `POST /api/personal-data/erasure/`: the erasure, due after the grace period. */
export const postErasure = () => api.post<ErasureState>(apiPath(PERSONAL_DATA_PATHS.erasure));

/** `DELETE /api/personal-data/erasure/`: cancels it. */
export const deleteErasure = () => api.delete<ErasureState>(apiPath(PERSONAL_DATA_PATHS.erasure));
