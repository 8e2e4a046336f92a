import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The discussions (chat; issue 32, docs/areas/discussions.md "Model"). Every change to a
 * conversation (a message written, edited or deleted) takes the next number of its
 * `last_seq` with `UPDATE … RETURNING`, which holds the conversation's row lock until the
 * commit: numbers are given and committed in order per conversation, whatever instance writes.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'direct' | 'group'>().notNull(),
    /** Groups only. */
    title: varchar('title', { length: 100 }),
    /** Null once the creator's account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The conversation's change counter: the seq of its latest change, 0 before any. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** `"{smaller user id}:{larger}"` of a direct conversation: one per pair and school. */
    directKey: varchar('direct_key', { length: 24 }),
  },
  (t) => [
    uniqueIndex('conversations_direct_key_idx')
      .on(t.schoolId, t.directKey)
      .where(sql`${t.directKey} is not null`),
    index('conversations_recent_idx').on(t.schoolId, t.lastMessageAt.desc()),
    check('conversations_kind', sql`${t.kind} in ('direct', 'group')`),
    check('conversations_last_seq', sql`${t.lastSeq} >= 0`),
  ],
);

/**
 * Who is in a conversation, how far they read (`last_read_seq`) and how many messages of
 * others they have not read (`unread_count`, never below 0). `hidden_at`: they removed it
 * from their list; a new message shows it again.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId, t.schoolId),
    check('conversation_participants_unread', sql`${t.unreadCount} >= 0`),
    check('conversation_participants_read', sql`${t.lastReadSeq} >= 0`),
  ],
);

/** An attachment of a message as stored (docs/areas/discussions.md). */
export interface StoredChatAttachment {
  kind: 'image' | 'document';
  /** Where the file lives under the media folder (`chat-files/…`, never public). */
  key: string;
  name: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
}

/**
 * A message. `seq` is its place in the thread (the conversation's counter when it was
 * written); `change_seq` the counter of its latest change. A deleted message keeps its row
 * with an empty body and no attachments. `client_id` (the sending tab's UUID) makes a retried
 * send one message.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    changeSeq: integer('change_seq').notNull(),
    /** Null once the sender's account is gone. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<StoredChatAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_seq_idx').on(t.conversationId, t.seq),
    index('messages_change_seq_idx').on(t.conversationId, t.changeSeq),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.senderId, t.clientId),
    check('messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);
