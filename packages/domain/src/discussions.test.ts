import { describe, expect, it } from 'vitest';
import { ChatClientFrameSchema, ChatServerFrameSchema } from './api/discussion-socket.ts';
import { DISCUSSION_PATHS } from './api/routes/discussions.ts';
import { DISCUSSION_MESSAGES } from './discussion-messages.ts';
import {
  CHAT_RESUME_MAX_CHANGES,
  CONVERSATION_TITLE_MAX,
  checkChatDocument,
  clampUnread,
  conversationCreateSchema,
  detectChatDocumentFormat,
  directKey,
  GROUP_PARTICIPANTS_MAX,
  GROUP_PARTICIPANTS_MIN,
  isValidGroupSize,
  looksLikeText,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_PAGE_SIZE_MAX,
  MESSAGE_RATE_PER_MINUTE,
  messageCreateSchema,
  messagePatchSchema,
  nextReadSeq,
  readReceiptSchema,
} from './discussions.ts';

// docs/areas/discussions.md "Rules"; spec 1 §4 "Message: sent, read", "unread-message
// counters also clamp at 0"; spec 2 §8 "attachment too large (max 3 MB)", "Invalid attachment
// format", Messaging "Connecting to the messaging service..."; issue 32.

/** The UTF-8 bytes of `s` (the domain's type check has no Buffer nor TextEncoder). */
const text = (s: string) =>
  Uint8Array.from(Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0)));
const uuid = '0b6c1c1e-4f3a-4d2b-9a55-1d2e3f405162';

describe('discussion limits (design doc, spec 2 §8)', () => {
  it('quotes the numbers of the design', () => {
    expect(MESSAGE_BODY_MAX).toBe(5000);
    expect(MESSAGE_ATTACHMENTS_MAX).toBe(5);
    expect(MESSAGE_ATTACHMENT_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect([GROUP_PARTICIPANTS_MIN, GROUP_PARTICIPANTS_MAX]).toEqual([3, 20]);
    expect(CONVERSATION_TITLE_MAX).toBe(100);
    expect([MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX]).toEqual([30, 100]);
    expect(MESSAGE_RATE_PER_MINUTE).toBe(30);
    expect(CHAT_RESUME_MAX_CHANGES).toBe(500);
  });
  it('groups hold 3 to 20 participants, the creator included', () => {
    expect([2, 3, 20, 21].map(isValidGroupSize)).toEqual([false, true, true, false]);
  });
  it('names a direct conversation by its two ids, smaller first', () => {
    expect(directKey(9, 4)).toBe('4:9');
    expect(directKey(4, 9)).toBe('4:9');
  });
  it('never shows an unread count below 0 and never reads backwards', () => {
    expect(clampUnread(-3)).toBe(0);
    expect(clampUnread(4)).toBe(4);
    expect(nextReadSeq(5, 3, 10)).toBe(5);
    expect(nextReadSeq(5, 8, 10)).toBe(8);
    expect(nextReadSeq(5, 99, 10)).toBe(10);
  });
  it('words the messaging states of spec 2 §8', () => {
    expect(DISCUSSION_MESSAGES.en.connecting).toBe('Connecting to the messaging service...');
    expect(DISCUSSION_MESSAGES.en.unableToConnect).toBe(
      'Unable to connect to the messaging service',
    );
  });
});

describe('conversationCreateSchema', () => {
  it('takes the participants once each and a trimmed title, null when empty', () => {
    expect(conversationCreateSchema.parse({ participants: [7, 7] })).toEqual({
      participants: [7],
      title: null,
    });
    expect(conversationCreateSchema.parse({ participants: [7, 8], title: ' Bureau ' })).toEqual({
      participants: [7, 8],
      title: 'Bureau',
    });
  });
  it('refuses a title over 100 characters', () => {
    expect(
      conversationCreateSchema.safeParse({ participants: [7, 8], title: 'x'.repeat(101) }).success,
    ).toBe(false);
  });
  it('refuses no participant and more than 20', () => {
    expect(conversationCreateSchema.safeParse({ participants: [] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(conversationCreateSchema.safeParse({ participants: many, title: 't' }).success).toBe(
      false,
    );
  });
});

describe('messageCreateSchema', () => {
  it('takes 1 to 5,000 characters, trimmed', () => {
    expect(messageCreateSchema.parse({ body: ' hi ', client_id: uuid }).body).toBe('hi');
    const long = { body: 'x'.repeat(5001), client_id: uuid };
    expect(messageCreateSchema.safeParse(long).success).toBe(false);
    expect(messageCreateSchema.safeParse({ body: '  ', client_id: uuid }).success).toBe(false);
  });
  it('takes an empty body with an attachment, at most 5', () => {
    expect(
      messageCreateSchema.safeParse({ body: '', client_id: uuid, attachments: ['k'] }).success,
    ).toBe(true);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(
      messageCreateSchema.safeParse({ body: 'x', client_id: uuid, attachments: six }).success,
    ).toBe(false);
  });
  it('requires a UUID client_id, lower-cased', () => {
    expect(messageCreateSchema.safeParse({ body: 'x', client_id: 'abc' }).success).toBe(false);
    expect(messageCreateSchema.parse({ body: 'x', client_id: uuid.toUpperCase() }).client_id).toBe(
      uuid,
    );
  });
  it('edits and read receipts', () => {
    expect(messagePatchSchema.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
    expect(readReceiptSchema.safeParse({ seq: -1 }).success).toBe(false);
    expect(readReceiptSchema.parse({ seq: 0 })).toEqual({ seq: 0 });
  });
});

describe('attachments typed by content', () => {
  it('knows PDF, Office files and plain text', () => {
    expect(detectChatDocumentFormat(text('%PDF-1.7\n'))).toBe('pdf');
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(detectChatDocumentFormat(ole, 'a.xls')).toBe('xls');
    expect(detectChatDocumentFormat(ole, 'a.ppt')).toBe('ppt');
    expect(detectChatDocumentFormat(ole)).toBe('doc');
    const zip = (entry: string) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...text(entry)]);
    expect(detectChatDocumentFormat(zip('xl/workbook.xml'))).toBe('xlsx');
    expect(detectChatDocumentFormat(zip('ppt/slides'))).toBe('pptx');
    expect(detectChatDocumentFormat(zip('word/document.xml'))).toBe('docx');
    expect(detectChatDocumentFormat(zip('other'))).toBeNull();
    expect(detectChatDocumentFormat(text('Bonjour à tous\n'))).toBe('txt');
    expect(detectChatDocumentFormat(Uint8Array.from([0x4d, 0x5a, 0x90, 0]))).toBeNull();
  });
  it('reads UTF-8 text, a cut last character allowed', () => {
    expect(looksLikeText(text('é').subarray(0, 1))).toBe(true);
    expect(looksLikeText(Uint8Array.from([0xff, 0x41]))).toBe(false);
  });
  it('refuses empty, too large, active content and a mismatched name', () => {
    const pdf = text('%PDF-1.7\n');
    expect(checkChatDocument(pdf, 0).problem).toBe('emptyFile');
    expect(checkChatDocument(pdf, 3 * 1024 * 1024 + 1).problem).toBe('attachmentTooLarge');
    expect(checkChatDocument(text('<html><script>'), 20).problem).toBe('activeContent');
    expect(checkChatDocument(pdf, 9, 'a.docx').problem).toBe('typeMismatch');
    expect(checkChatDocument(pdf, 9, 'a.pdf').format).toBe('pdf');
  });
});

describe('socket frames and routes', () => {
  it('parses the client frames', () => {
    expect(ChatClientFrameSchema.parse({ type: 'resume', cursors: { '12': 3 } })).toEqual({
      type: 'resume',
      cursors: { '12': 3 },
    });
    expect(ChatClientFrameSchema.safeParse({ type: 'resume', cursors: { x: 1 } }).success).toBe(
      false,
    );
    expect(ChatClientFrameSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });
  it('parses the server frames', () => {
    for (const frame of [
      { type: 'read', conversation_id: 1, user_id: 2, seq: 3 },
      { type: 'resumed' },
      { type: 'reset', conversation_id: 1 },
      { type: 'pong' },
      { type: 'error', detail: 'x' },
    ]) {
      expect(ChatServerFrameSchema.parse(frame)).toEqual(frame);
    }
  });
  it('has the socket route of the design', () => {
    expect(DISCUSSION_PATHS.socket).toBe('/conversations/socket/');
  });
});
