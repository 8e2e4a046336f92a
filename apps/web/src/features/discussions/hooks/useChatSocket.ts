import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import type { ChatSocketSnapshot } from '../chatSocket.ts';
import { chatSocket } from '../chatSocket.ts';

/**
 * The tab's one chat socket (chatSocket.ts), kept open while a component using this is
 * mounted (the discussions page, the widget), and its state for the connection notices
 * (spec 2 §8).
 */
export function useChatSocket(): ChatSocketSnapshot {
  const client = useQueryClient();
  const viewerId = useViewer().user?.id ?? null;
  useEffect(() => {
    if (viewerId === null) return;
    return chatSocket.acquire({ client, viewerId });
  }, [client, viewerId]);
  return useSyncExternalStore(chatSocket.subscribe, chatSocket.getSnapshot);
}
