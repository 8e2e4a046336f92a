import { useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { conversationKey, fetchConversation } from '../api.ts';
import { listedConversation } from '../chatCache.ts';

/**
 * One conversation (`GET /api/conversations/{id}/`): its name, participants and how far each
 * read. Shows the list's copy at once while its own read is under way.
 */
export function useConversation(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
    placeholderData: () => listedConversation(client, id),
    retry: retryUnlessClientError,
  });
}
