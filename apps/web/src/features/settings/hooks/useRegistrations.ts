import type { PendingRegistrationList } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { fetchRegistrations, registrationsKey } from '../api.ts';

/** Registrations of this school awaiting validation. */
export function useRegistrations(): UseQueryResult<PendingRegistrationList> {
  return useQuery({
    queryKey: registrationsKey,
    queryFn: ({ signal }) => fetchRegistrations(signal),
    staleTime: 0,
  });
}
