import type { Conversation } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { conversationsKey, markRead } from '../api.ts';
import { applyOwnRead } from '../chatCache.ts';
import { chatSocket } from '../chatSocket.ts';

/** Whether the tab is in front of the person: visible and focused. */
const tabInView = () => document.visibilityState === 'visible' && document.hasFocus();

function useTabInView(): boolean {
  const [inView, setInView] = useState(tabInView);
  useEffect(() => {
    const update = () => setInView(tabInView());
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return inView;
}

/**
 * Reads the conversation up to `shownSeq` (`POST …/read/ {seq}`) while its thread is on
 * screen, the tab visible and focused (issue 32 item 3): once per new highest seq. The
 * receipt goes to the others by the socket; the viewer's unread counts come back on the live
 * stream (every tab and device), and from the answer while the stream is down.
 */
export function useMarkRead(conversation: Conversation | undefined, shownSeq: number) {
  const client = useQueryClient();
  const { live, setUnread } = useLiveCounts();
  const inView = useTabInView();
  const sent = useRef(new Map<number, number>());
  const id = conversation?.id ?? null;
  const lastRead = conversation?.last_read_seq ?? 0;
  const unread = conversation?.unread_count ?? 0;

  useEffect(() => {
    if (id === null) return;
    return chatSocket.watch(id);
  }, [id]);

  useEffect(() => {
    if (id === null || !inView || shownSeq <= 0) return;
    if (shownSeq <= lastRead && unread === 0) return;
    if ((sent.current.get(id) ?? 0) >= shownSeq) return;
    sent.current.set(id, shownSeq);
    markRead(id, shownSeq).then(
      (counts) => {
        applyOwnRead(client, id, shownSeq, counts.conversations[String(id)] ?? 0);
        if (!live) setUnread(counts.unread);
        void client.invalidateQueries({ queryKey: conversationsKey });
      },
      () => {
        // Tried again with the next message or focus.
        sent.current.delete(id);
      },
    );
  }, [client, id, inView, shownSeq, lastRead, unread, live, setUnread]);
}
