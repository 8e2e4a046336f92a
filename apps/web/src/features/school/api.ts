import type { SchoolDetails } from '@alumni/domain';
import { api } from '../../api/client.ts';

export const schoolDetailsKey = (subdomain: string) => ['school', subdomain, 'details'] as const;

/** `GET /api/schools/{subdomain}/details/` (spec 2 §7): 404 for an unknown school. */
export function fetchSchoolDetails(
  subdomain: string,
  signal?: AbortSignal,
): Promise<SchoolDetails> {
  return api.get<SchoolDetails>(`/api/schools/${encodeURIComponent(subdomain)}/details/`, signal);
}
