import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { notifyError } from '../../../api/notifyError.tsx';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchMessages, threadKey } from '../api.ts';
import type { Thread } from '../chatCache.ts';
import { chatSocket } from '../chatSocket.ts';
import { beforeOf, highestSeq, mergeMessages } from '../discussionsRules.ts';

/**
 * A conversation's thread (`GET /api/conversations/{id}/messages/`): the latest page first,
 * older pages on demand (`loadOlder`, cursor `before`), all merged oldest first with what the
 * socket brings. It is not read again on its own: the socket keeps it current, and a `reset`
 * frame reads it afresh.
 */
export function useThread(id: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(id),
    queryFn: async ({ signal }): Promise<Thread> => {
      const page = await fetchMessages(id, null, signal);
      const fetched = [...page.results].reverse();
      chatSocket.noteFetched(id, highestSeq(fetched));
      // What the socket brought while this was under way stays (merged once by id).
      const held = client.getQueryData<Thread>(threadKey(id));
      return {
        messages: mergeMessages(held?.messages ?? [], fetched),
        older: beforeOf(page.next),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const older = query.data?.older ?? null;
  const loadOlder = useCallback(async () => {
    if (older === null) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(id, older);
      client.setQueryData<Thread>(threadKey(id), (thread) =>
        thread
          ? {
              messages: mergeMessages(thread.messages, page.results),
              older: beforeOf(page.next),
            }
          : thread,
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [client, id, older]);
  return { ...query, loadOlder, loadingOlder };
}
