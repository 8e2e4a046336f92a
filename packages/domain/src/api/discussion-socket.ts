import { z } from 'zod';
import { ChatMessageSchema, ConversationSchema } from './discussions.ts';
import { DB_ID_MAX } from './shared.ts';

/**
 * Frames of the discussions' WebSocket (`GET /api/conversations/socket/`, DISCUSSION_PATHS.socket;
 * docs/areas/discussions.md "Transport"): JSON text frames, one object each, both ways.
 */

const seqSchema = z.number().int().min(0).max(DB_ID_MAX);

/**
 * `{type: "resume", cursors: {"<conversation id>": <last seq seen>}}`: sent first, and again
 * at any time; the server answers the changes above each cursor, in order, then `resumed`.
 * A conversation left out is followed from now on (its missed changes are not sent).
 */
export const ChatResumeFrameSchema = z.object({
  type: z.literal('resume'),
  cursors: z
    .record(z.string().regex(/^[0-9]{1,10}$/), seqSchema)
    .refine((cursors) => Object.keys(cursors).length <= 1000, 'Too many conversations'),
});

/** `{type: "ping"}`: the server answers `pong`. */
export const ChatPingFrameSchema = z.object({ type: z.literal('ping') });

/** What a client sends. */
export const ChatClientFrameSchema = z.discriminatedUnion('type', [
  ChatResumeFrameSchema,
  ChatPingFrameSchema,
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrameSchema>;
export type ChatResumeFrame = z.infer<typeof ChatResumeFrameSchema>;

/** A message written, edited or deleted; `seq` is its `change_seq`. */
export const ChatChangeFrameSchema = z.object({
  type: z.literal('change'),
  conversation_id: z.number().int(),
  seq: z.number().int(),
  message: ChatMessageSchema,
});
/** A read receipt: `user_id` has read `conversation_id` up to `seq`. */
export const ChatReadFrameSchema = z.object({
  type: z.literal('read'),
  conversation_id: z.number().int(),
  user_id: z.number().int(),
  seq: z.number().int(),
});
/** A conversation one was added to (or that changed: a participant left). */
export const ChatConversationFrameSchema = z.object({
  type: z.literal('conversation'),
  conversation: ConversationSchema,
});
/** The catch-up asked by `resume` is out: live changes follow. */
export const ChatResumedFrameSchema = z.object({ type: z.literal('resumed') });
/** More than CHAT_RESUME_MAX_CHANGES changes missed in one conversation: reload its thread. */
export const ChatResetFrameSchema = z.object({
  type: z.literal('reset'),
  conversation_id: z.number().int(),
});
export const ChatPongFrameSchema = z.object({ type: z.literal('pong') });
/** A refused frame or a failure, in the socket's language. */
export const ChatErrorFrameSchema = z.object({ type: z.literal('error'), detail: z.string() });

/** What the server sends. */
export const ChatServerFrameSchema = z.discriminatedUnion('type', [
  ChatChangeFrameSchema,
  ChatReadFrameSchema,
  ChatConversationFrameSchema,
  ChatResumedFrameSchema,
  ChatResetFrameSchema,
  ChatPongFrameSchema,
  ChatErrorFrameSchema,
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrameSchema>;
export type ChatChangeFrame = z.infer<typeof ChatChangeFrameSchema>;
export type ChatReadFrame = z.infer<typeof ChatReadFrameSchema>;
export type ChatConversationFrame = z.infer<typeof ChatConversationFrameSchema>;
export type ChatResetFrame = z.infer<typeof ChatResetFrameSchema>;
export type ChatErrorFrame = z.infer<typeof ChatErrorFrameSchema>;
