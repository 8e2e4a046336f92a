import type { RoutePattern } from '@alumni/domain';

/** What every page route carries in its `handle`. */
export interface PageHandle {
  pattern: RoutePattern;
  /** i18n key of the page's title. */
  titleKey: string;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'pattern' in value;
}
