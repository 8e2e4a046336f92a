import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { PendingRegistration } from '../api.ts';
import { fetchRegistrations, registrationsKey } from '../api.ts';

/** Registrations of this school awaiting validation. */
export function useRegistrations(): UseQueryResult<{
  count: number;
  results: PendingRegistration[];
}> {
  return useQuery({
    queryKey: registrationsKey,
    queryFn: ({ signal }) => fetchRegistrations(signal),
    staleTime: 0,
  });
}
