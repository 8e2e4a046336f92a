import {
  apiPath,
  type ChatAttachment,
  type ChatAttachmentUpload,
  type ChatMessage,
  type ChatParticipant,
  type Conversation,
  DISCUSSION_PATHS,
  type UserSummary,
} from '@alumni/domain';
import type { StoredChatAttachment } from '../../db/schema/index.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';

/**
 * What goes out of the discussions (contract api/discussions.ts), fields listed: a message,
 * its attachments (by their download path, never their storage key), a conversation as one
 * participant sees it.
 */

/** The sender of a message whose account is gone. */
const GONE: UserSummary = { id: 0, first_name: '', last_name: '', picture: null };

/** A stored attachment as a participant sees it: its place and download path. */
export function presentAttachment(
  attachment: StoredChatAttachment,
  at: { conversationId: number; messageId: number; index: number },
): ChatAttachment {
  return {
    index: at.index,
    kind: attachment.kind,
    name: attachment.name,
    mime: attachment.mime,
    size: attachment.size,
    width: attachment.width ?? null,
    height: attachment.height ?? null,
    url: apiPath(DISCUSSION_PATHS.attachment, {
      id: at.conversationId,
      messageId: at.messageId,
      index: at.index,
    }),
  };
}

/** An upload's answer: its key to name in a message, and what it is. */
export function presentUpload(attachment: StoredChatAttachment): ChatAttachmentUpload {
  return {
    key: attachment.key,
    kind: attachment.kind,
    name: attachment.name,
    mime: attachment.mime,
    size: attachment.size,
    width: attachment.width ?? null,
    height: attachment.height ?? null,
  };
}

/** A message as read with store.ts messageColumns (the sender joined). */
export interface MessageRow {
  id: number;
  conversationId: number;
  seq: number;
  changeSeq: number;
  senderId: number | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderPicture: string | null;
  body: string;
  attachments: StoredChatAttachment[];
  clientId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

/** A message row (store.ts messageColumns); a deleted one has no text nor attachment. */
export function presentMessage(row: MessageRow, mediaUrl: MediaUrl): ChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    seq: row.seq,
    change_seq: row.changeSeq,
    sender:
      row.senderId === null
        ? GONE
        : presentUserSummary(
            {
              id: row.senderId,
              firstName: row.senderFirstName ?? '',
              lastName: row.senderLastName ?? '',
              picture: row.senderPicture,
            },
            mediaUrl,
          ),
    body: deleted ? '' : row.body,
    attachments: deleted
      ? []
      : row.attachments.map((attachment, index) =>
          presentAttachment(attachment, {
            conversationId: row.conversationId,
            messageId: row.id,
            index,
          }),
        ),
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** A participant other than the viewer. */
export function presentParticipant(
  row: {
    userId: number;
    firstName: string;
    lastName: string;
    picture: string | null;
    lastReadSeq: number;
    active: boolean;
  },
  mediaUrl: MediaUrl,
): ChatParticipant {
  return {
    ...presentUserSummary({ id: row.userId, ...row }, mediaUrl),
    last_read_seq: row.lastReadSeq,
    active: row.active,
  };
}

/** A conversation as the viewer sees it (the service gathers its parts). */
export function presentConversation(parts: {
  id: number;
  kind: 'direct' | 'group';
  title: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  lastSeq: number;
  unreadCount: number;
  lastReadSeq: number;
  participants: ChatParticipant[];
  lastMessage: ChatMessage | null;
}): Conversation {
  return {
    id: parts.id,
    kind: parts.kind,
    title: parts.title,
    created_at: parts.createdAt.toISOString(),
    last_message_at: parts.lastMessageAt?.toISOString() ?? null,
    last_seq: parts.lastSeq,
    unread_count: Math.max(0, parts.unreadCount),
    last_read_seq: parts.lastReadSeq,
    participants: parts.participants,
    last_message: parts.lastMessage,
    can_write: parts.participants.some((participant) => participant.active),
  };
}
