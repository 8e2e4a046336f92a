import type {
  CustomPageAdmin,
  CustomPageInput,
  CustomPageListItem,
  CustomPageRead,
  CustomPageSummary,
  CustomSubpageAdmin,
  CustomSubpageInput,
  CustomSubpageRead,
} from '@alumni/domain';
import { apiPath, CUSTOM_PAGE_ADMIN_PATHS, CUSTOM_PAGE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The custom pages API (issue 31 item 6, apps/server/src/modules/custom-pages): reading the
 * pages (`/page`, `/page/{slug}`, `/page/{slug}/{id}`) and School settings → features and
 * pages → custom pages. Types come from the contract (`@alumni/domain` api/custom-pages.ts).
 */

/** Query keys: everything read starts with `customPagesRoot`, dropped after each change. */
export const customPagesRoot = ['custom-pages'] as const;
export const customPageListKey = () => [...customPagesRoot, 'list'] as const;
export const customPageKey = (slug: string) => [...customPagesRoot, 'page', slug] as const;
export const customSubpageKey = (slug: string, id: number) =>
  [...customPagesRoot, 'subpage', slug, id] as const;
export const customPagesAdminKey = (schoolId: number) =>
  [...customPagesRoot, 'admin', schoolId] as const;
export const customPageAdminKey = (schoolId: number, pageId: number) =>
  [...customPagesRoot, 'admin', schoolId, pageId] as const;

/** `GET /api/custom-pages/`: the pages the viewer may read. */
export const fetchCustomPages = (signal?: AbortSignal) =>
  api.get<CustomPageListItem[]>(apiPath(CUSTOM_PAGE_PATHS.list), signal);

/** `GET /api/custom-pages/{slug}/`: a page with its sub-pages' titles. */
export const fetchCustomPage = (slug: string, signal?: AbortSignal) =>
  api.get<CustomPageRead>(apiPath(CUSTOM_PAGE_PATHS.page, { slug }), signal);

/** `GET /api/custom-pages/{slug}/{id}/`: a sub-page with its page's sub-pages. */
export const fetchCustomSubpage = (slug: string, id: number, signal?: AbortSignal) =>
  api.get<CustomSubpageRead>(apiPath(CUSTOM_PAGE_PATHS.subpage, { slug, id }), signal);

/** `GET /api/schools/{id}/custom-pages/`: the school's pages for its admins. */
export const fetchCustomPagesAdmin = (schoolId: number, signal?: AbortSignal) =>
  api.get<CustomPageSummary[]>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.pages, { id: schoolId }), signal);

/** `GET /api/schools/{id}/custom-pages/{pageId}/`: a page to edit, its sub-pages whole. */
export const fetchCustomPageAdmin = (schoolId: number, pageId: number, signal?: AbortSignal) =>
  api.get<CustomPageAdmin>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.page, { id: schoolId, pageId }), signal);

/** `POST /api/schools/{id}/custom-pages/`: 201 the page; 400 per field. */
export const createCustomPage = (schoolId: number, body: CustomPageInput) =>
  api.post<CustomPageAdmin>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.pages, { id: schoolId }), body);

/** `PATCH /api/schools/{id}/custom-pages/{pageId}/` with the whole page. */
export const updateCustomPage = (schoolId: number, pageId: number, body: CustomPageInput) =>
  api.patch<CustomPageAdmin>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.page, { id: schoolId, pageId }), body);

/** `DELETE /api/schools/{id}/custom-pages/{pageId}/`: with its sub-pages and menu entry. */
export const deleteCustomPage = (schoolId: number, pageId: number) =>
  api.delete<null>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.page, { id: schoolId, pageId }));

/** `POST /api/schools/{id}/custom-pages/{pageId}/subpages/`: 201 the sub-page. */
export const createCustomSubpage = (schoolId: number, pageId: number, body: CustomSubpageInput) =>
  api.post<CustomSubpageAdmin>(
    apiPath(CUSTOM_PAGE_ADMIN_PATHS.subpages, { id: schoolId, pageId }),
    body,
  );

/** `PATCH /api/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/` with the whole sub-page. */
export const updateCustomSubpage = (
  schoolId: number,
  pageId: number,
  subpageId: number,
  body: CustomSubpageInput,
) =>
  api.patch<CustomSubpageAdmin>(
    apiPath(CUSTOM_PAGE_ADMIN_PATHS.subpage, { id: schoolId, pageId, subpageId }),
    body,
  );

/** `DELETE /api/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/`. */
export const deleteCustomSubpage = (schoolId: number, pageId: number, subpageId: number) =>
  api.delete<null>(apiPath(CUSTOM_PAGE_ADMIN_PATHS.subpage, { id: schoolId, pageId, subpageId }));
