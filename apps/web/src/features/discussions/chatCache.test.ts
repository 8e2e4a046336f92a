import type { ChatMessage, Conversation } from '@alumni/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationsKey, threadKey } from './api.ts';
import type { Thread } from './chatCache.ts';
import { applyMessage, applyOwnRead, applyRead, listedConversations } from './chatCache.ts';

const person = (id: number) => ({ id, first_name: 'P', last_name: String(id), picture: null });

const message = (id: number, seq: number, senderId: number, extra: Partial<ChatMessage> = {}) =>
  ({
    id,
    conversation_id: 1,
    seq,
    change_seq: seq,
    sender: person(senderId),
    body: `m${id}`,
    attachments: [],
    client_id: null,
    created_at: '2026-03-10T10:00:00Z',
    edited_at: null,
    deleted_at: null,
    ...extra,
  }) satisfies ChatMessage;

const conversation = (id: number, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  kind: 'direct',
  title: null,
  created_at: '2026-03-10T09:00:00Z',
  last_message_at: null,
  last_seq: 0,
  unread_count: 0,
  last_read_seq: 0,
  participants: [{ ...person(2), last_read_seq: 0, active: true }],
  last_message: null,
  can_write: true,
  ...extra,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(conversationsKey, {
    pages: [{ next: null, results: [conversation(9), conversation(1)] }],
    pageParams: [null],
  });
  client.setQueryData<Thread>(threadKey(1), { messages: [message(1, 1, 2)], older: null });
  return client;
}

describe('chat caches (issue 32: the list and the thread follow the socket)', () => {
  it('a new message from someone else joins the thread once and tops the list, unread', () => {
    const client = seeded();
    applyMessage(client, message(2, 2, 2), { unseen: true });
    applyMessage(client, message(2, 2, 2), { unseen: true });
    expect(client.getQueryData<Thread>(threadKey(1))?.messages.map((m) => m.id)).toEqual([1, 2]);
    const [top] = listedConversations(client);
    expect(top?.id).toBe(1);
    expect(top?.last_message?.id).toBe(2);
    expect(top?.last_seq).toBe(2);
    expect(top?.unread_count).toBe(2);
  });

  it('an edit of an older message keeps the last message and the order', () => {
    const client = seeded();
    applyMessage(client, message(2, 2, 2));
    applyMessage(client, message(1, 1, 2, { change_seq: 3, body: 'edited' }));
    const [top] = listedConversations(client);
    expect(top?.last_message?.id).toBe(2);
    expect(top?.last_seq).toBe(3);
    expect(client.getQueryData<Thread>(threadKey(1))?.messages[0]?.body).toBe('edited');
  });

  it('receipts: another reader moves their position, one’s own read sets the count', () => {
    const client = seeded();
    applyRead(client, 1, 2, 4, 7);
    expect(listedConversations(client)[1]?.participants[0]?.last_read_seq).toBe(4);
    applyRead(client, 1, 2, 3, 7);
    expect(listedConversations(client)[1]?.participants[0]?.last_read_seq).toBe(4);
    applyOwnRead(client, 1, 5, 0);
    expect(listedConversations(client)[1]).toMatchObject({ last_read_seq: 5, unread_count: 0 });
  });
});
