import type { ChatMessage, Conversation, ConversationList } from '@alumni/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { conversationKey, conversationsKey, threadKey } from './api.ts';
import type { ThreadState } from './discussionsRules.ts';
import { applyChange } from './discussionsRules.ts';

/**
 * How the discussions' react-query caches follow what happens (a message sent over REST, a
 * socket frame): the thread of a conversation, the conversation itself, and the list. Each
 * function changes what is cached and nothing else; a conversation not in the list makes it
 * read again.
 */

export type Thread = ThreadState<ChatMessage>;
type ListData = InfiniteData<ConversationList, string | null>;

/** Applies `update` to the cached conversation `id`, in the list and on its own. */
function updateConversation(
  client: QueryClient,
  id: number,
  update: (conversation: Conversation) => Conversation,
): boolean {
  let found = false;
  client.setQueryData<ListData>(conversationsKey, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        results: page.results.map((conversation) => {
          if (conversation.id !== id) return conversation;
          found = true;
          return update(conversation);
        }),
      })),
    };
  });
  client.setQueryData<Conversation>(conversationKey(id), (conversation) =>
    conversation ? update(conversation) : conversation,
  );
  return found;
}

/** Moves conversation `id` to the top of the list (a new message). */
function moveToTop(client: QueryClient, id: number) {
  client.setQueryData<ListData>(conversationsKey, (data) => {
    if (!data || data.pages[0]?.results[0]?.id === id) return data;
    const moved = data.pages.flatMap((page) => page.results).find((c) => c.id === id);
    if (!moved) return data;
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        results: [
          ...(index === 0 ? [moved] : []),
          ...page.results.filter((conversation) => conversation.id !== id),
        ],
      })),
    };
  });
}

/**
 * A message written, edited or deleted (a `change` frame, or the answer to one's own send or
 * edit): merged into its thread (once, by id and change_seq), and the list's last message,
 * counter and order follow. `unseen`: a new message from someone else that the viewer does not
 * have in front of them, which adds one to the conversation's unread count until the server's
 * own count comes.
 */
export function applyMessage(
  client: QueryClient,
  message: ChatMessage,
  options: { unseen?: boolean } = {},
) {
  const id = message.conversation_id;
  client.setQueryData<Thread>(threadKey(id), (thread) =>
    thread ? applyChange(thread, message) : thread,
  );
  const isNew = message.change_seq === message.seq;
  const found = updateConversation(client, id, (conversation) => {
    const last = conversation.last_message;
    const latest = !last || message.seq >= last.seq;
    return {
      ...conversation,
      last_seq: Math.max(conversation.last_seq, message.change_seq),
      last_message: latest ? message : last,
      last_message_at:
        latest && isNew ? message.created_at : (conversation.last_message_at ?? message.created_at),
      unread_count: conversation.unread_count + (isNew && options.unseen ? 1 : 0),
    };
  });
  if (!found) void client.invalidateQueries({ queryKey: conversationsKey });
  else if (isNew) moveToTop(client, id);
}

/** A read receipt: `userId` read conversation `id` up to `seq` (never backwards). */
export function applyRead(
  client: QueryClient,
  id: number,
  userId: number,
  seq: number,
  viewerId: number,
) {
  updateConversation(client, id, (conversation) =>
    userId === viewerId
      ? {
          ...conversation,
          last_read_seq: Math.max(conversation.last_read_seq, seq),
          unread_count: seq >= conversation.last_seq ? 0 : conversation.unread_count,
        }
      : {
          ...conversation,
          participants: conversation.participants.map((person) =>
            person.id === userId
              ? { ...person, last_read_seq: Math.max(person.last_read_seq, seq) }
              : person,
          ),
        },
  );
}

/** The viewer read conversation `id` up to `seq`; the server counts `unread` left in it. */
export function applyOwnRead(client: QueryClient, id: number, seq: number, unread: number) {
  updateConversation(client, id, (conversation) => ({
    ...conversation,
    last_read_seq: Math.max(conversation.last_read_seq, seq),
    unread_count: Math.max(0, unread),
  }));
}

/** A conversation one was added to, or that changed: shown at the top of the list. */
export function upsertConversation(client: QueryClient, conversation: Conversation) {
  client.setQueryData(conversationKey(conversation.id), conversation);
  const found = updateConversation(client, conversation.id, () => conversation);
  if (found) return;
  client.setQueryData<ListData>(conversationsKey, (data) => {
    if (!data?.pages[0]) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, results: [conversation, ...first.results] }, ...rest] };
  });
}

/** The conversation as the list holds it, to show at once while its own read is under way. */
export function listedConversation(client: QueryClient, id: number): Conversation | undefined {
  const data = client.getQueryData<ListData>(conversationsKey);
  return data?.pages.flatMap((page) => page.results).find((c) => c.id === id);
}

/** Every conversation the list holds. */
export function listedConversations(client: QueryClient): Conversation[] {
  const data = client.getQueryData<ListData>(conversationsKey);
  return data?.pages.flatMap((page) => page.results) ?? [];
}
