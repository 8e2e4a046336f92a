import type { SchoolDetails } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/ApiError.ts';
import { fetchSchoolDetails, schoolDetailsKey } from '../api.ts';

/** Loads a school's details once per page load; a 404 (unknown school) is not retried. */
export function useSchoolDetails(subdomain: string | null): UseQueryResult<SchoolDetails> {
  return useQuery({
    queryKey: schoolDetailsKey(subdomain ?? ''),
    queryFn: ({ signal }) => fetchSchoolDetails(subdomain ?? '', signal),
    enabled: subdomain !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
