import type {
  StaticListScope,
  StaticLists,
  StaticOptionAdmin,
  StaticOptionCreateInput,
  StaticOptionPatchInput,
} from '@alumni/domain';
import { apiPath, STATIC_LIST_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of the school's lists as its forms and pages read them. */
export const staticListsKey = ['static-lists'] as const;

/** Query key of one list as School settings shows it (with what uses each option). */
export const staticListAdminKey = (schoolId: number, scope: StaticListScope) =>
  ['school-settings', 'static-lists', schoolId, scope] as const;

/** `GET /api/static-lists/`: every list of the school, each in its order. */
export const fetchStaticLists = (signal?: AbortSignal) =>
  api.get<StaticLists>(apiPath(STATIC_LIST_PATHS.lists), signal);

/** `GET /api/schools/{id}/static-lists/{scope}/`: one list with the uses of each option. */
export const fetchStaticListAdmin = (
  schoolId: number,
  scope: StaticListScope,
  signal?: AbortSignal,
) => api.get<StaticOptionAdmin[]>(apiPath(STATIC_LIST_PATHS.list, { id: schoolId, scope }), signal);

/** `POST /api/schools/{id}/static-lists/{scope}/`: adds an option at the end. */
export const createStaticOption = (
  schoolId: number,
  scope: StaticListScope,
  body: StaticOptionCreateInput,
) => api.post<StaticOptionAdmin>(apiPath(STATIC_LIST_PATHS.list, { id: schoolId, scope }), body);

/** `PATCH /api/schools/{id}/static-lists/{scope}/{optionId}/`: new texts and/or place. */
export const updateStaticOption = (
  schoolId: number,
  scope: StaticListScope,
  optionId: number,
  body: StaticOptionPatchInput,
) =>
  api.patch<StaticOptionAdmin>(
    apiPath(STATIC_LIST_PATHS.option, { id: schoolId, scope, optionId }),
    body,
  );

/** `DELETE /api/schools/{id}/static-lists/{scope}/{optionId}/`: 409 while content uses it. */
export const deleteStaticOption = (schoolId: number, scope: StaticListScope, optionId: number) =>
  api.delete<null>(apiPath(STATIC_LIST_PATHS.option, { id: schoolId, scope, optionId }));
