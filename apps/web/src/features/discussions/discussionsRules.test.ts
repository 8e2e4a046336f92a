import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  attachmentProblem,
  beforeOf,
  composerKey,
  conversationName,
  fileSizeText,
  groupByDay,
  highestSeq,
  isNewChange,
  mergeMessages,
  newClientId,
  previewOf,
  receiptOf,
  reconnectDelay,
  resumeCursors,
  socketUrl,
  type ThreadMessage,
} from './discussionsRules.ts';

const message = (id: number, seq: number, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  seq,
  change_seq: seq,
  sender: { id: 1 },
  created_at: '2026-03-10T10:00:00Z',
  deleted_at: null,
  ...extra,
});

describe('thread merging (issue 32: nothing twice, order kept)', () => {
  it('orders by seq and keeps one entry per message id', () => {
    const merged = mergeMessages([message(2, 2), message(1, 1)], [message(3, 3), message(2, 2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('takes an edit with a higher change_seq, never an older version over a newer', () => {
    const edited = message(1, 1, { change_seq: 5 });
    const merged = mergeMessages([message(1, 1)], [edited]);
    expect(merged[0]?.change_seq).toBe(5);
    expect(mergeMessages(merged, [message(1, 1)])).toBe(merged);
  });

  it('returns the same array when nothing changed (a change seen twice)', () => {
    const messages = [message(1, 1), message(2, 2)];
    expect(mergeMessages(messages, [message(2, 2)])).toBe(messages);
    const thread = { messages, older: null };
    expect(applyChange(thread, message(1, 1))).toBe(thread);
  });

  it('a deletion replaces the message in its place', () => {
    const thread = { messages: [message(1, 1), message(2, 2)], older: 1 };
    const deleted = message(1, 1, { change_seq: 3, deleted_at: '2026-03-10T11:00:00Z' });
    const next = applyChange(thread, deleted);
    expect(next.messages.map((m) => [m.id, m.deleted_at !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(next.older).toBe(1);
    expect(highestSeq(next.messages)).toBe(3);
  });
});

describe('resume cursors (design: resume with the last seq seen)', () => {
  it('takes what the socket delivered, else what REST answers showed', () => {
    const seen = new Map([
      [1, 7],
      [3, 2],
    ]);
    const fetched = new Map([
      [1, 5],
      [2, 4],
      [3, 9],
    ]);
    expect(resumeCursors(seen, fetched)).toEqual({ '1': 7, '2': 4, '3': 2 });
    expect(resumeCursors(new Map(), new Map())).toEqual({});
  });

  it("reads a page's next cursor as a before seq", () => {
    expect(beforeOf('27')).toBe(27);
    expect(beforeOf('/api/conversations/3/messages/?before=27&page_size=30')).toBe(27);
    expect(beforeOf(null)).toBeNull();
    expect(beforeOf('x')).toBeNull();
  });

  it('ignores a change at or below what was seen', () => {
    expect(isNewChange(undefined, 1)).toBe(true);
    expect(isNewChange(4, 5)).toBe(true);
    expect(isNewChange(5, 5)).toBe(false);
    expect(isNewChange(5, 3)).toBe(false);
  });
});

describe('receipts (spec 1 §4 "Message: sent, read")', () => {
  const positions = [
    { user_id: 1, last_read_seq: 9 },
    { user_id: 2, last_read_seq: 4 },
    { user_id: 3, last_read_seq: 6 },
  ];
  it('is read once every other participant read up to it', () => {
    expect(receiptOf(message(1, 4), 1, positions)).toBe('read');
    expect(receiptOf(message(1, 5), 1, positions)).toBe('sent');
  });
  it("shows none on others' messages and deleted ones", () => {
    expect(receiptOf(message(1, 2, { sender: { id: 2 } }), 1, positions)).toBeNull();
    expect(receiptOf(message(1, 2, { deleted_at: '2026-03-10T11:00:00Z' }), 1, positions)).toBe(
      null,
    );
  });
});

describe('display helpers', () => {
  it('cuts a thread into days', () => {
    const days = groupByDay([
      message(1, 1, { created_at: '2026-03-10T10:00:00' }),
      message(2, 2, { created_at: '2026-03-10T18:00:00' }),
      message(3, 3, { created_at: '2026-03-11T09:00:00' }),
    ]);
    expect(days.map((d) => [d.day, d.messages.length])).toEqual([
      ['2026-03-10', 2],
      ['2026-03-11', 1],
    ]);
  });

  it('previews the last message: text, deleted, attachment, nothing', () => {
    expect(previewOf({ body: ' Bonjour\nla suite', deleted_at: null, attachments: [] })).toEqual({
      kind: 'text',
      text: 'Bonjour',
    });
    expect(previewOf({ body: '', deleted_at: '2026-01-01T00:00:00Z', attachments: [] })).toEqual({
      kind: 'deleted',
    });
    expect(previewOf({ body: '', deleted_at: null, attachments: [{}] })).toEqual({
      kind: 'attachment',
    });
    expect(previewOf(null)).toEqual({ kind: 'none' });
  });

  it("names a conversation by its title, else by the others' names", () => {
    const people = [
      { first_name: 'Ana', last_name: 'Lopez' },
      { first_name: 'Bruno', last_name: 'Marchand' },
    ];
    expect(conversationName({ title: null, participants: people })).toBe(
      'Ana Lopez, Bruno Marchand',
    );
    expect(conversationName({ title: 'Promo 2012', participants: people })).toBe('Promo 2012');
    expect(conversationName({ title: null, participants: [] })).toBeNull();
  });
});

describe('composer (spec 2 §9: send with Alt+Enter)', () => {
  it('sends on Alt+Enter only; Enter makes a new line', () => {
    expect(composerKey({ key: 'Enter', altKey: true })).toBe('send');
    expect(composerKey({ key: 'Enter', altKey: false })).toBeNull();
    expect(composerKey({ key: 'Enter', altKey: true, isComposing: true })).toBeNull();
    expect(composerKey({ key: 'a', altKey: true })).toBeNull();
  });
});

describe('attachments (spec 2 §8)', () => {
  it('refuses an unknown format, then a file over 3 MB', () => {
    expect(attachmentProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'discussions_attachment_invalid',
    );
    expect(attachmentProblem({ name: 'cv.pdf', type: '', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'photo', type: 'image/webp', size: 10 })).toBeNull();
    expect(
      attachmentProblem({
        name: 'a.png',
        type: 'image/png',
        size: MESSAGE_ATTACHMENT_MAX_BYTES + 1,
      }),
    ).toBe('discussions_attachment_too_large');
    expect(
      attachmentProblem({ name: 'a.png', type: 'image/png', size: MESSAGE_ATTACHMENT_MAX_BYTES }),
    ).toBe(null);
  });
});

describe('socket', () => {
  it('reconnects after 1 s, doubling up to 30 s, with ±20 % jitter', () => {
    expect(reconnectDelay(1, 0.5)).toBe(1_000);
    expect(reconnectDelay(2, 0.5)).toBe(2_000);
    expect(reconnectDelay(10, 0.5)).toBe(30_000);
    expect(reconnectDelay(1, 0)).toBe(800);
    expect(reconnectDelay(1, 0.999_999)).toBe(1_200);
  });

  it('uses ws: or wss: as the page, on its own host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'demo.example.org' }, '/api/x/')).toBe(
      'wss://demo.example.org/api/x/',
    );
    expect(socketUrl({ protocol: 'http:', host: 'demo.localhost:3000' }, '/api/x/')).toBe(
      'ws://demo.localhost:3000/api/x/',
    );
  });
});

describe('file sizes', () => {
  it('writes kilobytes and megabytes in the page language', () => {
    expect(fileSizeText(850 * 1024, 'fr')).toBe('850\u00a0Ko');
    expect(fileSizeText(3.5 * 1024 * 1024, 'en')).toBe('3.5\u00a0MB');
  });
});

describe('client ids (design: a retried send is stored once)', () => {
  it('makes a v4 UUID, without randomUUID too', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const plain = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    expect(newClientId(plain)).toMatch(uuid);
  });
});
