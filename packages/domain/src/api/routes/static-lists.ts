/** The routes of the school's static lists, relative to `/api` (../paths.ts). */
export const STATIC_LIST_PATHS = {
  /** GET every list of the request's school, for its forms and pages. */
  lists: '/static-lists/',
  /** School settings → static lists: GET one list with what uses each option; POST: add one. */
  list: '/schools/{id}/static-lists/{scope}/',
  /** PATCH (texts, place) and DELETE an option. */
  option: '/schools/{id}/static-lists/{scope}/{optionId}/',
} as const;
