import type { SchoolDetails } from '@alumni/domain';
import { apiPath, SCHOOL_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

declare global {
  interface Window {
    /** The school's details as `GET …/details/` sends them, written into the page by the server. */
    __SCHOOL_DETAILS__?: { subdomain: string; details: SchoolDetails };
  }
}

export const schoolDetailsKey = (subdomain: string) => ['school', subdomain, 'details'] as const;

/** `GET /api/schools/{subdomain}/details/` (spec 2 §7): 404 for an unknown school. */
export function fetchSchoolDetails(
  subdomain: string,
  signal?: AbortSignal,
): Promise<SchoolDetails> {
  return api.get<SchoolDetails>(apiPath(SCHOOL_PATHS.details, { subdomain }), signal);
}

/**
 * The details the server wrote into the page (platform/web.ts, issue 16: the app starts
 * without asking for them), when they are of `subdomain`; undefined otherwise.
 */
export function inlinedSchoolDetails(subdomain: string): SchoolDetails | undefined {
  const inlined = window.__SCHOOL_DETAILS__;
  return inlined?.subdomain === subdomain ? inlined.details : undefined;
}
