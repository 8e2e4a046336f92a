import type {
  ChatAttachmentUpload,
  ChatMessage,
  ChatMessagePage,
  ChatPerson,
  Conversation,
  ConversationCreateInput,
  ConversationList,
  UnreadCounts,
} from '@alumni/domain';
import {
  apiPath,
  CHAT_PEOPLE_MAX,
  CONVERSATION_PAGE_SIZE,
  DISCUSSION_PATHS,
  MESSAGE_PAGE_SIZE,
} from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The discussions API (issue 32, apps/server/src/modules/discussions; docs/areas/discussions.md
 * "API"): conversations, threads, receipts, people and attachments. Paths and types come from
 * the contract (`@alumni/domain` api/discussions.ts).
 */

/** The root of every cached discussions query. */
export const discussionsKey = ['discussions'] as const;
export const conversationsKey = ['discussions', 'conversations'] as const;
export const conversationKey = (id: number) => ['discussions', 'conversation', id] as const;
export const threadKey = (id: number) => ['discussions', 'thread', id] as const;
export const peopleKey = (search: string) => ['discussions', 'people', search] as const;

export const fetchConversations = (cursor: string | null, signal?: AbortSignal) =>
  api.get<ConversationList>(
    apiPath(DISCUSSION_PATHS.conversations, undefined, {
      cursor: cursor || undefined,
      page_size: CONVERSATION_PAGE_SIZE,
    }),
    signal,
  );

export const fetchConversation = (id: number, signal?: AbortSignal) =>
  api.get<Conversation>(apiPath(DISCUSSION_PATHS.conversation, { id }), signal);

/** Opens the direct conversation with one person (200 when it existed) or creates a group. */
export const createConversation = (body: ConversationCreateInput) =>
  api.post<Conversation>(apiPath(DISCUSSION_PATHS.conversations), body);

export const hideConversation = (id: number) =>
  api.delete<undefined>(apiPath(DISCUSSION_PATHS.conversation, { id }));

/** A page of the thread, newest first: the messages before `before` (a seq), or the latest. */
export const fetchMessages = (id: number, before: number | null, signal?: AbortSignal) =>
  api.get<ChatMessagePage>(
    apiPath(
      DISCUSSION_PATHS.messages,
      { id },
      { before: before ?? undefined, page_size: MESSAGE_PAGE_SIZE },
    ),
    signal,
  );

/** Sends a message; `client_id` makes a retried send stored once. */
export const sendMessage = (
  id: number,
  body: { body: string; client_id: string; attachments: string[] },
) => api.post<ChatMessage>(apiPath(DISCUSSION_PATHS.messages, { id }), body);

export const editMessage = (id: number, messageId: number, body: string) =>
  api.patch<ChatMessage>(apiPath(DISCUSSION_PATHS.message, { id, messageId }), { body });

/** Deletes one's own message: answers it emptied, with its new change_seq. */
export const deleteMessage = (id: number, messageId: number) =>
  api.delete<ChatMessage>(apiPath(DISCUSSION_PATHS.message, { id, messageId }));

/** Reads the conversation up to `seq`; answers the viewer's unread counts after it. */
export const markRead = (id: number, seq: number) =>
  api.post<UnreadCounts>(apiPath(DISCUSSION_PATHS.read, { id }), { seq });

export const fetchPeople = (search: string, signal?: AbortSignal) =>
  api.get<ChatPerson[]>(
    apiPath(DISCUSSION_PATHS.people, undefined, {
      search: search || undefined,
      page_size: CHAT_PEOPLE_MAX,
    }),
    signal,
  );

export const uploadAttachment = (file: File) =>
  api.upload<ChatAttachmentUpload>(apiPath(DISCUSSION_PATHS.attachments), file);
