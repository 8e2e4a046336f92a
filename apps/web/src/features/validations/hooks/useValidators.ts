import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchValidators, validatorsKey } from '../api.ts';

/** The school's validators and their scopes (those who may assign validators only). */
export function useValidators() {
  return useQuery({
    queryKey: validatorsKey,
    queryFn: ({ signal }) => fetchValidators(signal),
    retry: retryUnlessClientError,
  });
}
