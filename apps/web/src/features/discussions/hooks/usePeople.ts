import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchPeople, peopleKey } from '../api.ts';

/**
 * The members one may write to whose name starts with `search`
 * (`GET /api/conversations/people/`), asked 300 ms after the typing stops.
 */
export function usePeople(search: string, enabled: boolean) {
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    queryKey: peopleKey(debounced),
    queryFn: ({ signal }) => fetchPeople(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
