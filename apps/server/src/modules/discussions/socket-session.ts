import { AsyncResource } from 'node:async_hooks';
import {
  CHAT_RESUME_MAX_CHANGES,
  type ChatChangeFrame,
  type ChatServerFrame,
} from '@alumni/domain';

/** A `change` frame: a message written, edited or deleted; `seq` is its `change_seq`. */
export type ChangeFrame = ChatChangeFrame;

/** Changes one catch-up sends per conversation at most (500); beyond, `reset` (design doc). */
export const CATCH_UP_LIMIT = CHAT_RESUME_MAX_CHANGES;

/** Frames waiting in one session at most (a database far behind): beyond, the socket closes. */
export const MAX_QUEUED = 5_000;

/** What a session reads and writes, given by the socket route (tests give their own). */
export interface ChatSessionIo {
  /** Sends one frame to the client. */
  send(frame: ChatServerFrame): void;
  /**
   * The changes after each cursor (conversation id → seq), of conversations the user takes
   * part in, ordered by conversation then seq, at most `limit` per conversation.
   */
  changesSince(cursors: Map<number, number>, limit: number): Promise<ChangeFrame[]>;
  /** The session cannot go on (a failed read, too much waiting): close the socket. */
  fail(error: unknown): void;
}

type Task =
  | { kind: 'live'; frame: ChatServerFrame }
  | { kind: 'resume'; cursors: Map<number, number> }
  | { kind: 'wait'; until: Promise<unknown> };

/**
 * One socket's delivery state (issue 32 item 2, docs/areas/discussions.md "Transport"): per
 * conversation the last `seq` sent, so that nothing goes out twice and nothing is skipped.
 *
 * Everything a session does passes one queue, in arrival order: live frames from the event
 * bus and the client's `resume`s; live frames wait for the first `resume`. A resume sends what PostgreSQL holds after the client's
 * cursors, then `resumed`; live frames that arrive meanwhile wait in the queue and go out
 * after it, those at or below what was sent dropped. A live change whose seq skips numbers
 * (another instance's publication overtaken, a Redis outage) reads the gap from PostgreSQL
 * before it goes out. A conversation the client gave no cursor for and that this socket has
 * sent nothing of takes the first live change as it comes (the client loads its thread by
 * REST when it opens it). After `reset` (more than CATCH_UP_LIMIT changes missed) nothing of
 * that conversation goes out until the client, having reloaded the thread, resumes it.
 */
export class ChatSocketSession {
  /** Per conversation, the highest seq this socket sent or the client said it has. */
  readonly #sent = new Map<number, number>();
  /** Conversations sent `reset`: nothing of them goes out until the client resumes them. */
  readonly #awaitingResume = new Set<number>();
  readonly #queue: Task[] = [];
  /**
   * Live frames that came before the client's first `resume`: they wait for it, since until
   * then this socket knows no cursor to hold them against (sent at once, a change could
   * overtake one the catch-up would have sent, and the client would see a gap).
   */
  #early: Task[] | null = [];
  #draining = false;
  #closed = false;
  readonly #io: ChatSessionIo;
  /**
   * Starts the queue's work in the context the session was made in (the socket's), never in
   * the publisher's: an in-process event is emitted inside another request's school scope,
   * whose transaction the catch-up reads must not join.
   */
  readonly #kick: () => void;

  constructor(io: ChatSessionIo) {
    this.#io = io;
    this.#kick = AsyncResource.bind(() => void this.#drain());
  }

  /** Holds every later task until `until` settles (the bus subscription going live). */
  waitFor(until: Promise<unknown>): void {
    this.#push({ kind: 'wait', until });
  }

  /** A frame from the event bus for this socket's user and school. */
  live(frame: ChatServerFrame): void {
    if (!this.#early) this.#push({ kind: 'live', frame });
    else if (this.#early.length < MAX_QUEUED) this.#early.push({ kind: 'live', frame });
    else this.#overflow();
  }

  /** The client's `resume`: its last seen seq per conversation. */
  resume(cursors: Map<number, number>): void {
    this.#push({ kind: 'resume', cursors });
    const early = this.#early;
    this.#early = null;
    for (const task of early ?? []) this.#push(task);
  }

  /** The last seq sent per conversation (tests, the bench's memory figures). */
  sentSeq(conversationId: number): number | undefined {
    return this.#sent.get(conversationId);
  }

  /** Stops the session: queued work is dropped, nothing more is sent. */
  close(): void {
    this.#closed = true;
    this.#queue.length = 0;
    this.#early = null;
  }

  #overflow() {
    this.close();
    this.#io.fail(new Error('chat socket: too many frames waiting'));
  }

  #push(task: Task) {
    if (this.#closed) return;
    if (this.#queue.length >= MAX_QUEUED) {
      this.#overflow();
      return;
    }
    this.#queue.push(task);
    if (!this.#draining) this.#kick();
  }

  async #drain() {
    if (this.#draining) return;
    this.#draining = true;
    try {
      for (let task = this.#queue.shift(); task && !this.#closed; task = this.#queue.shift()) {
        await this.#run(task);
      }
    } catch (error) {
      // A failed read leaves this socket unsure of what it sent: it closes, and the client
      // reconnects and resumes from its own cursors.
      this.close();
      this.#io.fail(error);
    } finally {
      this.#draining = false;
    }
  }

  async #run(task: Task) {
    if (task.kind === 'wait') {
      await task.until.catch(() => undefined);
    } else if (task.kind === 'resume') {
      await this.#resume(task.cursors);
    } else if (task.frame.type === 'change') {
      await this.#change(task.frame);
    } else {
      this.#send(task.frame);
    }
  }

  async #resume(cursors: Map<number, number>) {
    // What this socket already sent stays sent: a cursor below it cannot bring it twice.
    const from = new Map<number, number>();
    for (const [conversationId, seq] of cursors) {
      const sent = this.#awaitingResume.delete(conversationId)
        ? seq
        : Math.max(seq, this.#sent.get(conversationId) ?? seq);
      this.#sent.set(conversationId, sent);
      from.set(conversationId, sent);
    }
    if (from.size) await this.#catchUp(from);
    this.#send({ type: 'resumed' });
  }

  async #change(frame: ChangeFrame) {
    const id = frame.conversation_id;
    if (this.#awaitingResume.has(id)) return;
    const last = this.#sent.get(id);
    if (last !== undefined && frame.seq <= last) return;
    if (last !== undefined && frame.seq > last + 1) {
      // Numbers between were given to changes this socket has not seen: PostgreSQL has them
      // (this one included: it was published after its commit).
      await this.#catchUp(new Map([[id, last]]));
      const now = this.#sent.get(id);
      if (this.#awaitingResume.has(id) || (now !== undefined && frame.seq <= now)) return;
    }
    this.#emitChange(frame);
  }

  /** Sends the changes after `from` (per conversation) that PostgreSQL holds, or `reset`. */
  async #catchUp(from: Map<number, number>) {
    const changes = await this.#io.changesSince(from, CATCH_UP_LIMIT + 1);
    if (this.#closed) return;
    const counts = new Map<number, number>();
    for (const change of changes) {
      counts.set(change.conversation_id, (counts.get(change.conversation_id) ?? 0) + 1);
    }
    const reset = new Set<number>();
    for (const [conversationId, count] of counts) {
      if (count <= CATCH_UP_LIMIT) continue;
      reset.add(conversationId);
      // The client reloads the thread and resumes it from what it then holds; until then
      // nothing of it goes out (what it reloads has it).
      this.#sent.delete(conversationId);
      this.#awaitingResume.add(conversationId);
      this.#send({ type: 'reset', conversation_id: conversationId });
    }
    for (const change of changes) {
      if (reset.has(change.conversation_id)) continue;
      const last = this.#sent.get(change.conversation_id);
      if (last === undefined || change.seq > last) this.#emitChange(change);
    }
  }

  #emitChange(frame: ChangeFrame) {
    this.#sent.set(frame.conversation_id, frame.seq);
    this.#send(frame);
  }

  #send(frame: ChatServerFrame) {
    if (!this.#closed) this.#io.send(frame);
  }
}
