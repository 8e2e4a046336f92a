import type { SchoolDetails } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError.ts';
import { fetchSchoolDetails, inlinedSchoolDetails, schoolDetailsKey } from './api.ts';

/**
 * Loads a school's details once per page load, from the page itself when the server wrote
 * them there (no request then); a 404 (unknown school) is not retried.
 */
export function useSchoolDetails(subdomain: string | null): UseQueryResult<SchoolDetails> {
  return useQuery({
    queryKey: schoolDetailsKey(subdomain ?? ''),
    queryFn: ({ signal }) => fetchSchoolDetails(subdomain ?? '', signal),
    enabled: subdomain !== null,
    initialData: () => (subdomain === null ? undefined : inlinedSchoolDetails(subdomain)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
