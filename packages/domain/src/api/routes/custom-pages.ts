/** The routes of the custom pages, relative to `/api` (../paths.ts; domain custom-pages.ts). */
export const CUSTOM_PAGE_PATHS = {
  /** GET the pages the caller may read (`/page`). */
  list: '/custom-pages/',
  /** GET a page by its slug, with its sub-pages' titles (`/page/{slug}`). */
  page: '/custom-pages/{slug}/',
  /** GET a sub-page of the page (`/page/{slug}/{id}`). */
  subpage: '/custom-pages/{slug}/{id}/',
} as const;

/** School settings → features and pages → pages, for the school's admins. */
export const CUSTOM_PAGE_ADMIN_PATHS = {
  /** GET the school's pages; POST: add one (with its navbar entry when asked). */
  pages: '/schools/{id}/custom-pages/',
  /** GET a page with its sub-pages; PATCH it whole; DELETE it with its sub-pages and entries. */
  page: '/schools/{id}/custom-pages/{pageId}/',
  /** POST: add a sub-page to the page. */
  subpages: '/schools/{id}/custom-pages/{pageId}/subpages/',
  /** PATCH a sub-page whole; DELETE it. */
  subpage: '/schools/{id}/custom-pages/{pageId}/subpages/{subpageId}/',
} as const;
