import { z } from 'zod';
import { detectDocumentFormat, holdsActiveContent } from './attachments.ts';
import { DISCUSSION_REFS } from './discussion-messages.ts';
import { JOB_ATTACHMENT_MAX_BYTES } from './limits.ts';
import { messageRef } from './message-refs.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import { hasPermission, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { PROFILE_IMAGE_FORMATS } from './profile-images.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * Discussions (chat): one-to-one and small group conversations between members of a school
 * (spec 1 §1 "discussions (chat)", §2 Discussions, §4 "Message: sent, read", unread counters
 * never below 0; spec 2 §6 Messaging, §8, §9 Alt+Enter; issue 32; docs/areas/discussions.md).
 */

/** Longest message (characters, after trimming). */
export const MESSAGE_BODY_MAX = 5000;
/** Most attachments on one message. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Largest attachment (bytes): spec 2 §8 "attachment too large (max 3 MB)". */
export const MESSAGE_ATTACHMENT_MAX_BYTES = JOB_ATTACHMENT_MAX_BYTES;
/** A group conversation's participants, its creator included. */
export const GROUP_PARTICIPANTS_MIN = 3;
export const GROUP_PARTICIPANTS_MAX = 20;
/** Longest group title (characters). */
export const CONVERSATION_TITLE_MAX = 100;
/** A thread page: 30 messages by default, at most 100, newest first. */
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** A page of the conversation list. */
export const CONVERSATION_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_SIZE_MAX = 100;
/** People search answers at most this many members. */
export const CHAT_PEOPLE_MAX = 20;
/** Default send rate per user and school (messages per minute; config MESSAGE_RATE_PER_MINUTE). */
export const MESSAGE_RATE_PER_MINUTE = 30;
/** A socket that missed more changes of one conversation than this gets `reset` for it. */
export const CHAT_RESUME_MAX_CHANGES = 500;

/** Conversation kinds: two people, or a titled group of 3–20. */
export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Attachment kinds: an image (re-encoded by the server) or a document (typed by content). */
export const CHAT_ATTACHMENT_KINDS = ['image', 'document'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/** Image formats accepted (re-encoded by the server): those of profile and post images. */
export const CHAT_IMAGE_FORMATS = PROFILE_IMAGE_FORMATS;

/** Document formats accepted, each judged by its bytes. */
export const CHAT_DOCUMENT_FORMATS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
] as const;
export type ChatDocumentFormat = (typeof CHAT_DOCUMENT_FORMATS)[number];

/** The Content-Type a stored document is served with. */
export const CHAT_DOCUMENT_MIME_TYPES: Record<ChatDocumentFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

/** What the file picker offers. */
export const CHAT_ATTACHMENT_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  ...CHAT_DOCUMENT_FORMATS.map((format) => `.${format}`),
].join(',');

/** How many first bytes tell a document's format (a ZIP's first entries name its kind). */
export const CHAT_SNIFF_BYTES = 64 * 1024;

/** Whether `bytes` hold the ASCII text `needle`. */
function holdsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = Array.from(needle, (c) => c.charCodeAt(0));
  for (let i = 0; i + codes.length <= bytes.length; i++) {
    if (codes.every((code, k) => bytes[i + k] === code)) return true;
  }
  return false;
}

/**
 * Whether `bytes` read as plain UTF-8 text: well-formed UTF-8 (a sequence cut by the end of
 * the sample allowed), no NUL, DEL nor control character but tab, line feed, form feed and
 * carriage return. Never throws.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) {
        return false;
      }
      i += 1;
      continue;
    }
    // Lead bytes C2–DF, E0–EF, F0–F4 start 2-, 3- and 4-byte sequences (RFC 3629).
    const length =
      b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true;
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

/**
 * The document format of a file from its first bytes (CHAT_SNIFF_BYTES) and, for the old
 * Office files that share one container (OLE), its name's extension: PDF (`%PDF-`), an OLE
 * file as .xls or .ppt when so named, else .doc; a ZIP naming `word/`, `xl/` or `ppt/`;
 * plain UTF-8 text; null for anything else. Never throws.
 */
export function detectChatDocumentFormat(
  head: Uint8Array,
  fileName = '',
): ChatDocumentFormat | null {
  const base = detectDocumentFormat(head);
  const extension = /\.([a-z]{2,5})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (base === 'doc') return extension === 'xls' || extension === 'ppt' ? extension : 'doc';
  if (base) return base;
  const zip = [0x50, 0x4b, 0x03, 0x04].every((b, i) => head[i] === b);
  if (zip) {
    const sample = head.subarray(0, CHAT_SNIFF_BYTES);
    if (holdsAscii(sample, 'xl/')) return 'xlsx';
    if (holdsAscii(sample, 'ppt/')) return 'pptx';
    return null;
  }
  return looksLikeText(head.subarray(0, CHAT_SNIFF_BYTES)) ? 'txt' : null;
}

/** Why an attachment is refused; each is a key of DISCUSSION_MESSAGES. */
export type ChatAttachmentProblem =
  | 'emptyFile'
  | 'invalidAttachmentFormat'
  | 'attachmentTooLarge'
  | 'activeContent'
  | 'typeMismatch';

/** Extensions each document format may be named with. */
const DOCUMENT_EXTENSIONS: Record<ChatDocumentFormat, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  ppt: ['ppt'],
  pptx: ['pptx'],
  txt: ['txt', 'text', 'csv', 'md', 'log'],
};

/**
 * A document attachment's format from its first bytes `head` and its whole `size`, or why it
 * is refused: `emptyFile`; `attachmentTooLarge` above MESSAGE_ATTACHMENT_MAX_BYTES;
 * `invalidAttachmentFormat` unless detectChatDocumentFormat knows it; `activeContent` when
 * its first bytes hold HTML or script; `typeMismatch` when the name's extension is another
 * format's. The declared type is not trusted: the content decides. Never throws.
 */
export function checkChatDocument(
  head: Uint8Array,
  size: number,
  fileName = '',
):
  | { format: ChatDocumentFormat; problem?: never }
  | { format?: never; problem: ChatAttachmentProblem } {
  if (size === 0 || head.length === 0) return { problem: 'emptyFile' };
  if (size > MESSAGE_ATTACHMENT_MAX_BYTES) return { problem: 'attachmentTooLarge' };
  const format = detectChatDocumentFormat(head, fileName);
  if (!format) return { problem: 'invalidAttachmentFormat' };
  if (holdsActiveContent(head)) return { problem: 'activeContent' };
  const extension = /\.([a-z0-9]{2,5})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (
    extension !== undefined &&
    format !== 'txt' &&
    !DOCUMENT_EXTENSIONS[format].includes(extension)
  ) {
    return { problem: 'typeMismatch' };
  }
  return { format };
}

/**
 * The key that makes two people's direct conversation one per school: `"{smaller}:{larger}"`
 * of their user ids, whoever opens it. Never throws.
 */
export function directKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** An unread counter as shown: never below 0 (spec 1 §4). */
export const clampUnread = (count: number): number => Math.max(0, Math.trunc(count) || 0);

/**
 * Who may use the discussions (spec 2 §6 Menu visibility "Messaging: permission on the
 * conversation list view"): a counted role with `allowed` on `conversations/conversation_list`,
 * and super users (hasPermission). Never throws.
 */
export const canUseMessaging = (user: PermissionUser, school: PermissionSchool): boolean =>
  hasPermission(user, school, PERMISSION_VIEWS.conversationList);

const m = VALIDATION_REFS;
const d = DISCUSSION_REFS;

const userIdSchema = z
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .positive({ error: m.invalidValue })
  .max(2_147_483_647, { error: m.invalidValue });

/**
 * Body of `POST /api/conversations/`: `participants`, the members to talk with (ids, each
 * once; the server drops the creator), and `title` (≤ CONVERSATION_TITLE_MAX, trimmed, null
 * when empty). One other: their direct conversation (a title is ignored). Two to
 * GROUP_PARTICIPANTS_MAX − 1 others: a group, whose title the server requires
 * (`titleRequired`), once it knows who the creator is.
 */
export const conversationCreateSchema = z
  .object({
    participants: z
      .array(userIdSchema, { error: m.required })
      .max(GROUP_PARTICIPANTS_MAX, {
        error: messageRef('discussions', 'groupSize', {
          min: GROUP_PARTICIPANTS_MIN,
          max: GROUP_PARTICIPANTS_MAX,
        }),
      })
      .transform((ids) => [...new Set(ids)]),
    title: z
      .string({ error: m.invalidValue })
      .trim()
      .max(CONVERSATION_TITLE_MAX, {
        error: validationRef('tooLong', { max: CONVERSATION_TITLE_MAX }),
      })
      .nullable()
      .optional()
      .transform((title) => title || null),
  })
  .superRefine((value, ctx) => {
    if (value.participants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['participants'], message: d.noParticipant });
    }
  });
export type ConversationCreateInput = z.input<typeof conversationCreateSchema>;
export type ConversationCreate = z.output<typeof conversationCreateSchema>;

/** Whether `count` participants, the creator included, make a valid group. */
export const isValidGroupSize = (count: number): boolean =>
  count >= GROUP_PARTICIPANTS_MIN && count <= GROUP_PARTICIPANTS_MAX;

const bodySchema = z
  .string({ error: m.invalidValue })
  .trim()
  .max(MESSAGE_BODY_MAX, {
    error: messageRef('discussions', 'messageTooLong', { max: MESSAGE_BODY_MAX }),
  });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Body of `POST /api/conversations/{id}/messages/`: `body` (plain text, trimmed, ≤
 * MESSAGE_BODY_MAX; may be empty only with an attachment), `client_id` (a UUID the sending
 * tab chose: a retried send is stored once) and `attachments` (keys of the sender's uploads,
 * ≤ MESSAGE_ATTACHMENTS_MAX, each once). `client_id` comes out in lower case.
 */
export const messageCreateSchema = z
  .object({
    body: bodySchema.default(''),
    client_id: z
      .string({ error: m.required })
      .regex(uuidPattern, { error: d.invalidClientId })
      .transform((id) => id.toLowerCase()),
    attachments: z
      .array(
        z
          .string({ error: d.unknownAttachment })
          .min(1, { error: d.unknownAttachment })
          .max(200, { error: d.unknownAttachment }),
        {
          error: m.invalidValue,
        },
      )
      .max(MESSAGE_ATTACHMENTS_MAX, {
        error: messageRef('discussions', 'tooManyAttachments', { max: MESSAGE_ATTACHMENTS_MAX }),
      })
      .default([])
      .transform((keys) => [...new Set(keys)]),
  })
  .superRefine((value, ctx) => {
    if (value.body === '' && value.attachments.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: d.emptyMessage });
    }
  });
export type MessageCreateInput = z.input<typeof messageCreateSchema>;
export type MessageCreate = z.output<typeof messageCreateSchema>;

/**
 * Body of `PATCH /api/conversations/{id}/messages/{messageId}/`: the new `body` (trimmed, ≤
 * MESSAGE_BODY_MAX); empty only when the message has attachments (the server checks).
 */
export const messagePatchSchema = z.object({ body: bodySchema });
export type MessagePatch = z.output<typeof messagePatchSchema>;

/** Body of `POST /api/conversations/{id}/read/`: `{seq}`, read up to it (never backwards). */
export const readReceiptSchema = z.object({
  seq: z
    .number({ error: m.required })
    .int({ error: m.invalidValue })
    .min(0, { error: validationRef('minValue', { min: 0 }) })
    .max(2_147_483_647, { error: validationRef('maxValue', { max: 2_147_483_647 }) }),
});
export type ReadReceipt = z.output<typeof readReceiptSchema>;

/**
 * A participant's read position after reading up to `seq`: never backwards, never past the
 * conversation's last change (`greatest(old, least(seq, lastSeq))`). Never throws.
 */
export const nextReadSeq = (old: number, seq: number, lastSeq: number): number =>
  Math.max(old, Math.min(seq, lastSeq));
