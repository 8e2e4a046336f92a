import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { searchMembers } from '../api.ts';

/** Members whose name matches `search` (2 characters at least), asked 300 ms after typing stops. */
export function useMemberSearch(search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    queryKey: ['directory', 'validator-search', debounced],
    queryFn: ({ signal }) => searchMembers(debounced, signal),
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
