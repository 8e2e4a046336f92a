import type { RoutePattern } from '@alumni/domain';

/** What a route names its page with in its `handle`: the i18n key of its title. */
export interface TitleHandle {
  titleKey: string;
}

/** What every page route of the spec carries in its `handle`. */
export interface PageHandle extends TitleHandle {
  pattern: RoutePattern;
}

export function isTitleHandle(value: unknown): value is TitleHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return isTitleHandle(value) && 'pattern' in value;
}
