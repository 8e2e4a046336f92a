import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { conversationsKey, fetchConversations } from '../api.ts';

/**
 * The viewer's conversations, latest message first, a keyset page at a time
 * (`GET /api/conversations/`). The socket's frames keep it current (chatCache.ts); when the
 * live stream's unread total moves (a message, a read on another device), it is read again
 * so that each conversation's badge follows the server's count.
 */
export function useConversations() {
  const client = useQueryClient();
  const { unread } = useLiveCounts();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the unread total moves.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void client.invalidateQueries({ queryKey: conversationsKey });
  }, [client, unread]);
  return useInfiniteQuery({
    queryKey: conversationsKey,
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: retryUnlessClientError,
  });
}
