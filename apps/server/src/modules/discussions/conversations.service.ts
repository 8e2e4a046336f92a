import {
  API_MESSAGE_REFS,
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationCreate,
  DISCUSSION_REFS,
  directKey,
  GROUP_PARTICIPANTS_MAX,
  GROUP_PARTICIPANTS_MIN,
  isValidGroupSize,
  messageRef,
} from '@alumni/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { keysetCut } from '../../platform/paged-query.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { onCommit } from '../../platform/school-scope.ts';
import {
  type OwnConversation,
  ownConversationColumns,
  participantConversation,
  writability,
} from './policy.ts';
import { publishChange, unreadTotals } from './store.ts';
import { conversationView, conversationViews } from './views.ts';

/**
 * Conversations (docs/areas/discussions.md "API"): the member's list, one conversation,
 * opening a direct one (one per pair, however they race) or creating a group, and hiding or
 * leaving one.
 */

/** What the services need beside the database: the bus, media URLs and a logger. */
export interface ChatDeps {
  bus: EventBus;
  mediaUrl: MediaUrl;
  log: FastifyBaseLogger;
}

/** A conversation's place in the list: its latest activity, then its id (newest first). */
const activity = sql<Date>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

const encodeListCursor = (row: OwnConversation) =>
  Buffer.from(`${(row.lastMessageAt ?? row.createdAt).toISOString()}|${row.id}`).toString(
    'base64url',
  );

/** `{at, id}` of a list cursor; 400 `{"cursor"}` for one this server did not hand out. */
function decodeListCursor(cursor: string | undefined): { at: Date; id: number } | null {
  if (!cursor) return null;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|(\d{1,10})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  const at = match ? new Date(match[1] ?? '') : null;
  const id = Number(match?.[2]);
  if (!at || Number.isNaN(at.getTime()) || !Number.isSafeInteger(id) || id < 1) {
    throw badRequest({ cursor: [API_MESSAGE_REFS.invalidCursor] });
  }
  return { at, id };
}

/**
 * The actor's conversations not hidden, latest activity first, `page_size` (default 30) after
 * `cursor`. Returns `{next, results}`; 400 `{"cursor"}` for a cursor not handed out.
 */
export async function listConversations(
  db: Db,
  actor: Actor,
  query: { cursor?: string; page_size?: number },
  mediaUrl: MediaUrl,
): Promise<{ next: string | null; results: Conversation[] }> {
  const limit = query.page_size ?? CONVERSATION_PAGE_SIZE;
  const after = decodeListCursor(query.cursor);
  const rows = await db
    .select(ownConversationColumns)
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, actor.user.id),
        eq(conversationParticipants.schoolId, actor.school.id),
        isNull(conversationParticipants.hiddenAt),
        after ? sql`(${activity}, ${conversations.id}) < (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(activity), desc(conversations.id))
    .limit(limit + 1);
  const page = keysetCut(rows, limit, encodeListCursor);
  return {
    next: page.next,
    results: await conversationViews(db, actor.school.id, actor.user.id, page.rows, mediaUrl),
  };
}

/** One conversation of the actor's; 404 when they are not in it. */
export async function getConversation(
  db: Db,
  actor: Actor,
  id: number,
  mediaUrl: MediaUrl,
): Promise<Conversation> {
  const row = await participantConversation(db, actor, id);
  return conversationView(db, actor.school.id, actor.user.id, row, mediaUrl);
}

/**
 * Refuses members the actor may not write to: 403 `blocked` when a block stands either way,
 * 400 `{"participants": [notAMember]}` for one who is not an active member of the school.
 */
async function requireWritable(db: Db, actor: Actor, userIds: number[]): Promise<void> {
  const states = await writability(db, actor, userIds);
  const values = [...states.values()];
  if (values.includes('notAMember')) {
    throw badRequest({ participants: [DISCUSSION_REFS.notAMember] });
  }
  if (values.includes('blocked')) throw forbidden(DISCUSSION_REFS.blocked);
}

/**
 * Opens the direct conversation with one member, or creates a group (3–20 participants, the
 * actor included, with a title). A direct conversation is one per pair and school: the
 * insert races on its unique `direct_key` (ON CONFLICT), so parallel openings meet in one;
 * an existing one comes back shown again in the actor's list. Returns `{conversation,
 * created}`; 400 `{"participants"}` (none but oneself, too many or too few for a group, not
 * an active member), 403 when a block stands either way. The participants' sockets get a
 * `conversation` frame once it is committed.
 */
export async function createConversation(
  db: Db,
  actor: Actor,
  input: ConversationCreate,
  deps: ChatDeps,
): Promise<{ conversation: Conversation; created: boolean }> {
  const others = input.participants.filter((id) => id !== actor.user.id);
  if (others.length === 0) throw badRequest({ participants: [DISCUSSION_REFS.noParticipant] });
  const group = others.length > 1;
  if (group && !input.title) throw badRequest({ title: [DISCUSSION_REFS.titleRequired] });
  if (group && !isValidGroupSize(others.length + 1)) {
    throw badRequest({
      participants: [
        messageRef('discussions', 'groupSize', {
          min: GROUP_PARTICIPANTS_MIN,
          max: GROUP_PARTICIPANTS_MAX,
        }),
      ],
    });
  }
  await requireWritable(db, actor, others);
  const schoolId = actor.school.id;
  const everyone = [actor.user.id, ...others];
  const { id, created } = await db.transaction(async (tx) => {
    const key = group ? null : directKey(actor.user.id, others[0] ?? 0);
    const [inserted] = await tx
      .insert(conversations)
      .values({
        schoolId,
        kind: group ? 'group' : 'direct',
        title: group ? input.title : null,
        createdBy: actor.user.id,
        directKey: key,
      })
      .onConflictDoNothing({
        target: [conversations.schoolId, conversations.directKey],
        where: sql`${conversations.directKey} is not null`,
      })
      .returning({ id: conversations.id });
    const conversationId =
      inserted?.id ??
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.schoolId, schoolId), eq(conversations.directKey, key ?? '')))
      )[0]?.id;
    if (!conversationId) throw new Error('direct conversation neither inserted nor found');
    // Both participants of a direct conversation stay in it: re-adding is a no-op.
    await tx
      .insert(conversationParticipants)
      .values(everyone.map((userId) => ({ conversationId, userId, schoolId })))
      .onConflictDoNothing();
    await tx
      .update(conversationParticipants)
      .set({ hiddenAt: null })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, actor.user.id),
        ),
      );
    return { id: conversationId, created: Boolean(inserted) };
  });
  const row = await participantConversation(db, actor, id);
  const conversation = await conversationView(db, schoolId, actor.user.id, row, deps.mediaUrl);
  if (created) await announce(db, actor, row, everyone, deps);
  return { conversation, created };
}

/**
 * Sends each participant's sockets the new conversation as they see it, once committed.
 */
async function announce(
  db: Db,
  actor: Actor,
  row: OwnConversation,
  userIds: number[],
  deps: ChatDeps,
): Promise<void> {
  const views: { userId: number; view: Conversation }[] = [];
  for (const userId of userIds) {
    const own = { ...row, lastReadSeq: 0, unreadCount: 0, hiddenAt: null };
    views.push({
      userId,
      view: await conversationView(db, actor.school.id, userId, own, deps.mediaUrl),
    });
  }
  onCommit(() => {
    for (const { userId, view } of views) {
      void publishChange(
        deps.bus,
        {
          schoolId: actor.school.id,
          userIds: [userId],
          frame: { type: 'conversation', conversation: view },
          conversationId: row.id,
        },
        (error) => deps.log.warn({ err: error }, 'chat publication failed'),
      );
    }
  });
}

/**
 * Takes a conversation out of the actor's list: a direct one is hidden (read to its end; a
 * new message shows it again), a group is left (the actor's participation removed; its
 * history stays with the others). 404 when the actor is not in it. The actor's streams get
 * their new unread total once it is committed.
 */
export async function hideConversation(
  db: Db,
  actor: Actor,
  id: number,
  deps: ChatDeps,
): Promise<void> {
  const row = await participantConversation(db, actor, id);
  const mine = and(
    eq(conversationParticipants.conversationId, id),
    eq(conversationParticipants.userId, actor.user.id),
  );
  if (row.kind === 'group') {
    await db.delete(conversationParticipants).where(mine);
  } else {
    await db
      .update(conversationParticipants)
      .set({ hiddenAt: sql`now()`, unreadCount: 0, lastReadSeq: row.lastSeq })
      .where(mine);
  }
  if (row.unreadCount === 0) return;
  const unread = (await unreadTotals(db, actor.school.id, [actor.user.id])).get(actor.user.id) ?? 0;
  onCommit(() => {
    void publishChange(
      deps.bus,
      {
        schoolId: actor.school.id,
        userIds: [],
        frame: { type: 'read', conversation_id: id, user_id: actor.user.id, seq: row.lastSeq },
        conversationId: id,
        unread: [{ userId: actor.user.id, unread, conversationUnread: 0 }],
      },
      (error) => deps.log.warn({ err: error }, 'chat publication failed'),
    );
  });
}
