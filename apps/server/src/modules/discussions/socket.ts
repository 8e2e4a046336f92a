import {
  apiMessageRef,
  type ChatClientFrame,
  ChatClientFrameSchema,
  type ChatServerFrame,
  ChatServerFrameSchema,
  canUseMessaging,
  DISCUSSION_PATHS,
  DISCUSSION_REFS,
  fastifyPath,
  type Locale,
  localizeMessage,
} from '@alumni/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import { bearerKeyOf } from '../../platform/api-keys.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { isOwnOrigin } from '../../platform/csrf.ts';
import { forbidden } from '../../platform/errors.ts';
import type { EventBus, UserEvent } from '../../platform/event-bus.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { endRequestScope } from '../../platform/request-scope.ts';
import { withSchool } from '../../platform/school-scope.ts';
import type { SessionCache } from '../../platform/session-cache.ts';
import { cachedSessionUser, SESSION_COOKIE, sessionUser } from '../../platform/sessions.ts';
import { ChatConnections } from './socket-connections.ts';
import { ChatSocketSession } from './socket-session.ts';
import { changeFrame, changesSince } from './store.ts';

/** WebSocket ping (and session check) every 25 s; a socket silent since the last one is closed. */
export const HEARTBEAT_MS = 25_000;
/** How long a new socket waits for its bus subscription (Redis down: local delivery only). */
const SUBSCRIBE_WAIT_MS = 2_000;
/** `resume` frames one socket may send per minute (each reads PostgreSQL). */
const RESUMES_PER_MINUTE = 30;
/** Bytes waiting to reach a client at most (a client that reads nothing): beyond, closed. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Close codes (RFC 6455 §7.4; 4000–4999 are the application's). */
export const CLOSE = {
  /** The server is stopping: reconnect (to another instance). */
  goingAway: 1001,
  /** A read failed or the client fell too far behind: reconnect and resume. */
  tryAgain: 1013,
  /** The session ended (signed out, expired) or lost the permission. */
  signedOut: 4401,
  /** A newer socket of the same user replaced this one (MAX_SOCKETS_PER_USER). */
  replaced: 4409,
} as const;

/** Who a socket serves, decided once at the upgrade. */
interface Admitted {
  schoolId: number;
  subdomain: string;
  userId: number;
  locale: Locale;
}

/**
 * The discussions' WebSocket (issue 32 item 2; docs/areas/discussions.md "Transport"):
 * `GET /api/conversations/socket/`. Frames and delivery rules: api/discussion-socket.ts and
 * socket-session.ts. `checkFrames` validates every frame sent against the contract (tests and
 * development, like `checkReplies`).
 */
export const discussionSocketRoutes: FastifyPluginAsync<{
  db: Db;
  bus: EventBus;
  mediaUrl: MediaUrl;
  checkFrames?: boolean;
  /** The instance's session cache: a heartbeat's session check is then read from memory. */
  sessions?: SessionCache;
}> = async (app, { db, bus, mediaUrl, checkFrames = false, sessions }) => {
  const connections = new ChatConnections();
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  // Open sockets end when the server stops, so that it never waits for them.
  app.addHook('preClose', async () => connections.endAll());

  /**
   * Before the upgrade, as an HTTP request: signed in by the session cookie (401), from a page
   * of the school's own origin (ASVS 4.4.2: a foreign page cannot open it with the member's
   * cookie; 403), never with an API key (403), with the conversation-list permission (spec 2
   * §6; 403). The request's school scope ends here: the socket reads in scopes of its own.
   */
  async function admit(request: FastifyRequest): Promise<void> {
    if (bearerKeyOf(request) !== null) throw forbidden();
    if (!isOwnOrigin(request, request.headers.origin))
      throw forbidden(DISCUSSION_REFS.foreignOrigin);
    const actor = await authorize(request, db, (a) => canUseMessaging(a.user, a.permissionSchool));
    admitted.set(request, {
      schoolId: actor.school.id,
      subdomain: actor.school.subdomain,
      userId: actor.user.id,
      locale: actor.locale,
    });
    await endRequestScope(request);
  }

  app.get(
    fastifyPath(DISCUSSION_PATHS.socket),
    {
      websocket: true,
      preValidation: requireSignedIn,
      preHandler: admit,
      schema: { tags: ['discussions'], summary: 'Discussions WebSocket', hide: true },
    },
    (socket, request) => {
      const who = admitted.get(request);
      if (!who) {
        socket.close(CLOSE.signedOut);
        return;
      }
      serve(socket, request, who);
    },
  );

  /** Runs one socket until it closes. */
  function serve(socket: WebSocket, request: FastifyRequest, who: Admitted) {
    const send = (frame: ChatServerFrame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (checkFrames) ChatServerFrameSchema.parse(frame);
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        end(CLOSE.tryAgain);
        return;
      }
      socket.send(JSON.stringify(frame));
    };
    const refuse = (detail: string) =>
      send({ type: 'error', detail: localizeMessage(detail, who.locale) });
    const session = new ChatSocketSession({
      send,
      changesSince: (cursors, limit) =>
        withSchool(db, who.schoolId, async (tx) =>
          (await changesSince(tx, who.schoolId, who.userId, cursors, limit, mediaUrl)).map(
            changeFrame,
          ),
        ),
      fail: (error) => {
        request.log.warn({ err: error }, 'chat socket closed after a failure');
        end(CLOSE.tryAgain);
      },
    });

    // Subscribed before anything is read: a change committed after the catch-up's read is
    // then delivered live, never lost. While Redis does not answer, the socket goes on with
    // this instance's events (the bus delivers those locally) after SUBSCRIBE_WAIT_MS.
    const subscription = bus.subscribe(who.userId, (event: UserEvent) => {
      if (event.schoolId === who.schoolId && event.event === 'chat') {
        session.live(event.data as ChatServerFrame);
      }
    });
    subscription.catch((error: unknown) => request.log.warn({ err: error }, 'chat subscribe'));
    session.waitFor(
      Promise.race([
        subscription,
        new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS)),
      ]),
    );

    let resumes: number[] = [];
    socket.on('message', (data: RawData, isBinary: boolean) => {
      alive = true;
      const frame = isBinary ? null : parseFrame(data);
      if (!frame) {
        refuse(DISCUSSION_REFS.badFrame);
        return;
      }
      if (frame.type === 'ping') {
        send({ type: 'pong' });
        return;
      }
      const now = Date.now();
      resumes = resumes.filter((at) => now - at < 60_000);
      if (resumes.length >= RESUMES_PER_MINUTE) {
        const seconds = Math.ceil(((resumes[0] ?? now) + 60_000 - now) / 1000);
        refuse(apiMessageRef('tooManyRequests', { seconds }));
        return;
      }
      resumes.push(now);
      session.resume(cursorsOf(frame));
    });

    // A WebSocket ping every HEARTBEAT_MS; no pong (nor any frame) since the last: dead. The
    // session is looked up again too: signing out or losing the role ends the socket.
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const beat = () => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      void stillSignedIn(who, request.cookies[SESSION_COOKIE]).then(
        (ok) => ok || end(CLOSE.signedOut),
        (error: unknown) => request.log.warn({ err: error }, 'chat socket session check'),
      );
    };
    // The first beat at a random point of the second half of the period: sockets opened
    // together (a server's restart, a bench) would otherwise check their sessions together,
    // every 25 s, and delay the requests that came then (p95 of sends: 298 ms, p50 20 ms).
    let heartbeat: NodeJS.Timeout = setTimeout(
      () => {
        beat();
        heartbeat = setInterval(beat, HEARTBEAT_MS);
      },
      HEARTBEAT_MS * (0.5 + Math.random() / 2),
    );

    let ended = false;
    /** Closes the socket (`code`) and stops everything it holds; idempotent. */
    function end(code: number) {
      cleanup();
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
        socket.close(code);
        // A client that does not answer the close within a second is cut.
        setTimeout(() => socket.terminate(), 1000).unref();
      }
    }
    function cleanup() {
      if (ended) return;
      ended = true;
      clearTimeout(heartbeat);
      session.close();
      forget();
      void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    }
    const forget = connections.add(who.userId, socket, (why) =>
      end(why === 'replaced' ? CLOSE.replaced : CLOSE.goingAway),
    );
    socket.on('close', cleanup);
    if (socket.readyState !== socket.OPEN) cleanup();
  }

  /** Whether the socket's session still signs its user in with the permission. */
  async function stillSignedIn(who: Admitted, cookie: string | undefined): Promise<boolean> {
    const cached = cachedSessionUser(sessions, cookie, who.subdomain);
    if (cached) return cached.id === who.userId && cached.isActive;
    return withSchool(db, who.schoolId, async (tx) => {
      const user = await sessionUser(tx, cookie, who.subdomain);
      return !!user && user.id === who.userId && user.isActive;
    });
  }
};

/** A client frame, or null when it is not JSON or not one of the protocol's. */
function parseFrame(data: RawData): ChatClientFrame | null {
  let value: unknown;
  try {
    // Text frames come as one Buffer (ws's default binaryType), fragments joined.
    value = JSON.parse(String(data));
  } catch {
    return null;
  }
  const parsed = ChatClientFrameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A resume frame's cursors as conversation id → seq. */
function cursorsOf(frame: Extract<ChatClientFrame, { type: 'resume' }>): Map<number, number> {
  return new Map(Object.entries(frame.cursors).map(([id, seq]) => [Number(id), seq]));
}
