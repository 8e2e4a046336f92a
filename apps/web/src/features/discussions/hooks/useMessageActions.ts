import type { ChatMessage } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { deleteMessage, editMessage, sendMessage } from '../api.ts';
import { applyMessage } from '../chatCache.ts';
import { newClientId } from '../discussionsRules.ts';

/** The server was not reached (no answer at all): the send may be tried again as it is. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === undefined;

/**
 * Sending, editing and deleting in a conversation, over REST (so that they work while the
 * socket is down). A send carries a `client_id` chosen once: tried again after a lost answer,
 * it is stored once (design "client_id"). Each answer goes into the caches at once.
 */
export function useMessageActions(conversationId: number) {
  const client = useQueryClient();

  const send = useCallback(
    async (body: string, attachments: string[]): Promise<ChatMessage> => {
      const payload = { body, client_id: newClientId(), attachments };
      let message: ChatMessage;
      try {
        message = await sendMessage(conversationId, payload);
      } catch (error) {
        // The request may have arrived: the same client_id cannot make it twice.
        if (!isNetworkFailure(error)) throw error;
        message = await sendMessage(conversationId, payload);
      }
      applyMessage(client, message);
      return message;
    },
    [client, conversationId],
  );

  const edit = useCallback(
    async (message: ChatMessage, body: string): Promise<boolean> => {
      try {
        applyMessage(client, await editMessage(conversationId, message.id, body));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [client, conversationId],
  );

  const remove = useCallback(
    async (message: ChatMessage): Promise<boolean> => {
      try {
        applyMessage(client, await deleteMessage(conversationId, message.id));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [client, conversationId],
  );

  return { send, edit, remove };
}
