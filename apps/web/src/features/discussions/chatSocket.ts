import type { ChatClientFrame, ChatServerFrame } from '@alumni/domain';
import { apiPath, ChatServerFrameSchema, DISCUSSION_PATHS } from '@alumni/domain';
import type { QueryClient } from '@tanstack/react-query';
import { threadKey } from './api.ts';
import { applyMessage, applyRead, listedConversations, upsertConversation } from './chatCache.ts';
import {
  CONNECTING_NOTICE_MS,
  isNewChange,
  reconnectDelay,
  resumeCursors,
  socketUrl,
} from './discussionsRules.ts';

/**
 * The tab's one connection to the discussions' WebSocket (issue 32 item 2; design
 * "Transport"): opened while a page or the widget uses it, it sends `resume` with the cursors
 * the tab knows, applies the server's frames to the react-query caches (chatCache.ts), and
 * reconnects after a failure: 1 s doubling to 30 s with jitter, at once when the browser comes
 * back online or the tab becomes visible. Module-level, so that the page and the widget share
 * it. Sending goes through REST, so it works while the socket is down.
 */

export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'failed';

export interface ChatSocketSnapshot {
  status: ChatSocketStatus;
  /** Connecting for longer than CONNECTING_NOTICE_MS (spec 2 §8 "Connecting to…"). */
  slow: boolean;
  /** Why the last attempt failed: 'offline', or the close code; null while none failed. */
  error: string | null;
}

interface Session {
  client: QueryClient;
  viewerId: number;
}

const HEARTBEAT_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;
/** How long the socket stays open after its last user left (moving from page to widget). */
const LINGER_MS = 10_000;

class ChatSocket {
  private ws: WebSocket | null = null;
  private session: Session | null = null;
  private users = 0;
  private failures = 0;
  private opened = false;
  private seen = new Map<number, number>();
  /** Threads on screen (the page's, the widget's): their new messages are not unread. */
  private watched = new Map<number, number>();
  private fetched = new Map<number, number>();
  private timers: Partial<Record<'retry' | 'slow' | 'ping' | 'pong' | 'linger', number>> = {};
  private snapshot: ChatSocketSnapshot = { status: 'idle', slow: false, error: null };
  private listeners = new Set<() => void>();

  /** Starts using the socket; returns the function that stops (a React effect's cleanup). */
  acquire(session: Session): () => void {
    if (this.session && this.session.viewerId !== session.viewerId) this.reset();
    this.session = session;
    this.users += 1;
    this.clear('linger');
    if (!this.ws && this.timers.retry === undefined) this.connect();
    this.listenToBrowser(true);
    return () => {
      this.users -= 1;
      if (this.users > 0) return;
      this.timers.linger = window.setTimeout(() => this.stop(), LINGER_MS);
    };
  }

  /** A thread is on screen until the returned function is called. */
  watch(conversationId: number): () => void {
    this.watched.set(conversationId, (this.watched.get(conversationId) ?? 0) + 1);
    return () => {
      const count = (this.watched.get(conversationId) ?? 1) - 1;
      if (count > 0) this.watched.set(conversationId, count);
      else this.watched.delete(conversationId);
    };
  }

  private inView(conversationId: number): boolean {
    return (
      this.watched.has(conversationId) &&
      document.visibilityState === 'visible' &&
      document.hasFocus()
    );
  }

  /** The highest change the REST answers showed of a conversation (resume's fallback). */
  noteFetched(conversationId: number, seq: number) {
    this.fetched.set(conversationId, Math.max(seq, this.fetched.get(conversationId) ?? 0));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private set(next: Partial<ChatSocketSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private clear(name: keyof ChatSocket['timers']) {
    const timer = this.timers[name];
    if (timer !== undefined) window.clearTimeout(timer);
    delete this.timers[name];
  }

  private connect() {
    this.clear('retry');
    if (this.ws || !this.session) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.fail('offline');
      return;
    }
    const ws = new WebSocket(socketUrl(window.location, apiPath(DISCUSSION_PATHS.socket)));
    this.ws = ws;
    this.opened = false;
    if (this.snapshot.status !== 'failed') this.set({ status: 'connecting', slow: false });
    this.clear('slow');
    this.timers.slow = window.setTimeout(() => {
      if (this.ws === ws && !this.opened) this.set({ slow: true });
    }, CONNECTING_NOTICE_MS);
    ws.onopen = () => {
      this.opened = true;
      this.failures = 0;
      this.clear('slow');
      this.set({ status: 'open', slow: false, error: null });
      this.send({ type: 'resume', cursors: this.cursors() });
      this.heartbeat();
    };
    ws.onmessage = (event) => this.receive(event.data);
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clear('ping');
      this.clear('pong');
      this.fail(event.code ? `code ${event.code}` : 'closed');
    };
  }

  private cursors(): Record<string, number> {
    const fetched = new Map(this.fetched);
    if (this.session) {
      for (const conversation of listedConversations(this.session.client)) {
        fetched.set(
          conversation.id,
          Math.max(conversation.last_seq, fetched.get(conversation.id) ?? 0),
        );
      }
    }
    return resumeCursors(this.seen, fetched);
  }

  /** A closed or refused connection: says so and tries again later, while anyone uses it. */
  private fail(error: string) {
    this.clear('slow');
    const wasOpen = this.opened;
    this.opened = false;
    this.failures += 1;
    // A connection that was open and dropped tries again at once, quietly; failures show.
    this.set(
      wasOpen && error !== 'offline'
        ? { status: 'connecting', slow: false }
        : { status: 'failed', slow: false, error },
    );
    if (this.users <= 0 && this.timers.linger === undefined) return;
    this.clear('retry');
    this.timers.retry = window.setTimeout(
      () => this.connect(),
      wasOpen ? 0 : reconnectDelay(this.failures, Math.random()),
    );
  }

  private send(frame: ChatClientFrame) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  /** A ping every 25 s: proxies keep the connection, and a dead one is noticed in 10 s. */
  private heartbeat() {
    this.clear('ping');
    this.timers.ping = window.setTimeout(() => {
      this.send({ type: 'ping' });
      this.timers.pong = window.setTimeout(() => this.ws?.close(), PONG_TIMEOUT_MS);
    }, HEARTBEAT_MS);
  }

  private receive(data: unknown) {
    let frame: ChatServerFrame;
    try {
      const parsed = ChatServerFrameSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      frame = parsed.data;
    } catch {
      return;
    }
    const session = this.session;
    if (!session) return;
    switch (frame.type) {
      case 'change': {
        if (!isNewChange(this.seen.get(frame.conversation_id), frame.seq)) return;
        this.seen.set(frame.conversation_id, frame.seq);
        const fromOther = frame.message.sender.id !== session.viewerId;
        applyMessage(session.client, frame.message, {
          unseen: fromOther && !this.inView(frame.conversation_id),
        });
        return;
      }
      case 'read':
        applyRead(
          session.client,
          frame.conversation_id,
          frame.user_id,
          frame.seq,
          session.viewerId,
        );
        return;
      case 'conversation':
        upsertConversation(session.client, frame.conversation);
        return;
      case 'reset':
        this.seen.delete(frame.conversation_id);
        this.fetched.delete(frame.conversation_id);
        void session.client.resetQueries({ queryKey: threadKey(frame.conversation_id) });
        return;
      case 'pong':
        this.clear('pong');
        this.heartbeat();
        return;
      default:
        return;
    }
  }

  private onOnline = () => {
    if (!this.ws && this.session) this.connect();
  };

  private onOffline = () => {
    // A dead network leaves the socket open for a long time in some browsers: close it now.
    const ws = this.ws;
    if (!ws) return;
    this.ws = null;
    ws.close();
    this.fail('offline');
  };

  private onVisible = () => {
    if (document.visibilityState === 'visible' && !this.ws && this.session) this.connect();
  };

  private listenToBrowser(on: boolean) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('online', this.onOnline);
    window[method]('offline', this.onOffline);
    document[method]('visibilitychange', this.onVisible);
  }

  /** No one uses it any more: closed, and no reconnection. */
  private stop() {
    this.clear('linger');
    this.clear('retry');
    this.clear('slow');
    this.clear('ping');
    this.clear('pong');
    this.listenToBrowser(false);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
    this.failures = 0;
    this.set({ status: 'idle', slow: false, error: null });
  }

  /** Another person signed in in this tab: nothing of the last one's is kept. */
  private reset() {
    this.stop();
    this.seen.clear();
    this.fetched.clear();
  }
}

/** The tab's one chat socket. */
export const chatSocket = new ChatSocket();
