import { z } from 'zod';
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_PEOPLE_MAX,
  CONVERSATION_KINDS,
  CONVERSATION_PAGE_SIZE_MAX,
  conversationCreateSchema,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_PAGE_SIZE_MAX,
  messageCreateSchema,
  messagePatchSchema,
  readReceiptSchema,
} from '../discussions.ts';
import {
  cursorPageOf,
  DB_ID_MAX,
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of the discussions (chat; issue 32, docs/areas/discussions.md): conversations,
 * their threads, read receipts, unread counts, the people one may write to and attachments,
 * under `/api/conversations/`. The socket's frames are in discussion-socket.ts.
 */

/** `{id}`: the conversation's id. */
export const ConversationParamsSchema = z.object({ id: DbIdSchema });
/** `{id, messageId}`: a message of the conversation. */
export const ChatMessageParamsSchema = z.object({ id: DbIdSchema, messageId: DbIdSchema });
/** `{id, messageId, index}`: an attachment of a message, by its place from 0. */
export const ChatAttachmentParamsSchema = z.object({
  id: DbIdSchema,
  messageId: DbIdSchema,
  index: z
    .union([z.number(), z.string().regex(/^[0-9]{1,2}$/)])
    .transform(Number)
    .pipe(z.number().int().min(0).max(99)),
});

/** `GET /api/conversations/?cursor=&page_size=`: latest message first. */
export const ConversationListQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  page_size: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_SIZE_MAX).optional(),
});

/** `GET /api/conversations/{id}/messages/?before=&page_size=`: messages with `seq < before`, newest first. */
export const ChatMessageListQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(DB_ID_MAX).optional(),
  page_size: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).optional(),
});

/** `GET /api/conversations/people/?search=`: a name's start; empty lists the first members. */
export const ChatPeopleQuerySchema = z.object({
  search: z.string().max(100).optional(),
  page_size: z.coerce.number().int().min(1).max(CHAT_PEOPLE_MAX).optional(),
});

/** Body of `POST /api/conversations/`. */
export const ConversationCreateBodySchema = conversationCreateSchema;
/** Body of `POST /api/conversations/{id}/messages/`. */
export const ChatMessageCreateBodySchema = messageCreateSchema;
/** Body of `PATCH /api/conversations/{id}/messages/{messageId}/`. */
export const ChatMessagePatchBodySchema = messagePatchSchema;
/** Body of `POST /api/conversations/{id}/read/`. */
export const ChatReadBodySchema = readReceiptSchema;

/** The multipart body of `POST /api/conversations/attachments/`, for the OpenAPI document. */
export const ChatAttachmentUploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `An image (JPEG, PNG, WebP, GIF; re-encoded) or a document (PDF, Word, Excel, PowerPoint, text; typed by its content), ${MESSAGE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB at most`,
  }),
});

/** An uploaded attachment: pass its `key` in a message's `attachments`. */
export const ChatAttachmentUploadSchema = z.object({
  key: z.string(),
  kind: z.enum(CHAT_ATTACHMENT_KINDS),
  name: z.string().describe("The file's name as sent, made safe"),
  mime: z.string(),
  size: z.number().int().describe('Bytes, as stored'),
  width: z.number().int().nullable().describe('px, images only'),
  height: z.number().int().nullable().describe('px, images only'),
});
export type ChatAttachmentUpload = z.infer<typeof ChatAttachmentUploadSchema>;

/** An attachment of a message; `url` downloads it (participants only). */
export const ChatAttachmentSchema = ChatAttachmentUploadSchema.omit({ key: true }).extend({
  index: z.number().int().describe('Its place in the message, from 0'),
  url: z.string().describe('Path of the file under /api'),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** A member one may write to, and their direct conversation with the viewer if any. */
export const ChatPersonSchema = UserSummarySchema.extend({
  conversation_id: z.number().int().nullable().describe('The direct conversation, if open'),
});
export type ChatPerson = z.infer<typeof ChatPersonSchema>;

/**
 * A message. A deleted one keeps its place (`seq`) with an empty `body`, no attachments and
 * `deleted_at` set. `change_seq` is the conversation's counter at its latest change.
 */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  seq: z.number().int().describe('Its place in the thread, unique per conversation'),
  change_seq: z.number().int().describe('The counter of its latest change (write, edit, delete)'),
  sender: UserSummarySchema,
  body: z.string().describe('Plain text'),
  attachments: z.array(ChatAttachmentSchema),
  client_id: z
    .string()
    .nullable()
    .describe("The sending tab's UUID, by which it knows its own message"),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A participant: who they are, how far they read, whether they may still be written to. */
export const ChatParticipantSchema = UserSummarySchema.extend({
  last_read_seq: z.number().int().describe('The highest seq they have read'),
  active: z.boolean().describe('An active member of the school, not blocked either way'),
});
export type ChatParticipant = z.infer<typeof ChatParticipantSchema>;

/** A conversation as one participant sees it. */
export const ConversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  title: z.string().nullable().describe('Groups only'),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
  last_seq: z.number().int().describe("The conversation's change counter"),
  unread_count: z.number().int().describe("The viewer's unread messages, never below 0"),
  last_read_seq: z.number().int().describe('The highest seq the viewer has read'),
  participants: z.array(ChatParticipantSchema).describe('The others, without the viewer'),
  last_message: ChatMessageSchema.nullable(),
  can_write: z.boolean().describe('Someone in it may be written to'),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A page of the conversation list. */
export const ConversationListSchema = cursorPageOf(ConversationSchema);
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** A page of a thread: `next` is the `before` of the older page, or null. */
export const ChatMessagePageSchema = cursorPageOf(ChatMessageSchema);
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;

/** `{unread, conversations: {id: n}}`: the total and each conversation with unread messages. */
export const UnreadCountsSchema = z.object({
  unread: z.number().int(),
  conversations: z.record(z.string(), z.number().int()),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/**
 * The live stream's `message` event (`GET /api/events/user/{id}/`): the reader's total and
 * one conversation's count, after a message or a read on any of their devices.
 */
export const ChatUnreadEventSchema = z.object({
  unread: z.number().int(),
  conversation_id: z.number().int(),
  conversation_unread: z.number().int(),
});
export type ChatUnreadEvent = z.infer<typeof ChatUnreadEventSchema>;

export const ConversationListResponses = { 200: ConversationListSchema, ...InputErrors };
/** 201 a new conversation, 200 the direct one that existed. */
export const ConversationCreateResponses = {
  200: ConversationSchema,
  201: ConversationSchema,
  ...InputErrors,
};
export const ConversationResponses = { 200: ConversationSchema, ...SignedInErrors };
export const ConversationDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
export const ChatMessageListResponses = { 200: ChatMessagePageSchema, ...InputErrors };
/** 201 the message, 200 the stored one for a repeated `client_id`; 429 above the send rate. */
export const ChatMessageCreateResponses = {
  200: ChatMessageSchema,
  201: ChatMessageSchema,
  429: ErrorDetailSchema,
  ...InputErrors,
};
export const ChatMessageResponses = { 200: ChatMessageSchema, ...InputErrors };
export const ChatReadResponses = { 200: UnreadCountsSchema, ...InputErrors };
export const UnreadCountsResponses = { 200: UnreadCountsSchema, ...SignedInErrors };
export const ChatPeopleResponses = { 200: z.array(ChatPersonSchema), ...InputErrors };
/** 413 above 3 MB. */
export const ChatAttachmentUploadResponses = {
  201: ChatAttachmentUploadSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
/** The file goes out as a download of its own type, outside the JSON contract. */
export const ChatAttachmentResponses = { ...SignedInErrors };
