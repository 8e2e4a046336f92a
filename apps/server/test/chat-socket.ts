import type { ChatServerFrame } from '@alumni/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The socket's path (DISCUSSION_PATHS.socket under /api). */
export const SOCKET_PATH = '/api/conversations/socket/';

/**
 * A chat socket client for tests: the frames it received, in order, and a way to wait for
 * one. Opened through `app.injectWS` (no port) or, given `address`, over a real connection.
 */
export interface ChatClient {
  ws: WebSocket;
  frames: ChatServerFrame[];
  send(frame: unknown): void;
  /** Resolves with the first frame from index `from` on that `match` accepts (5 s at most). */
  next(match: (frame: ChatServerFrame) => boolean, from?: number): Promise<ChatServerFrame>;
  close(): Promise<void>;
}

/** Wraps an open `ws` client. */
export function chatClient(ws: WebSocket): ChatClient {
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame);
    for (const wake of [...waiters]) wake();
  });
  return {
    ws,
    frames,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(match, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.slice(from).find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching frame; got ${JSON.stringify(frames.slice(from))}`));
        }, 5_000);
        if (!look()) waiters.add(look);
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** Opens the chat socket on `app` through injectWS with `headers` (host, origin, cookie). */
export async function injectChat(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<ChatClient> {
  // The client exists before the upgrade completes: frames sent at once are not missed.
  let client: ChatClient | null = null;
  // injectWS's request has no socket of its own: this one gives it the scheme (plain http)
  // and the address that the Origin check and the rate limits read.
  const socket = { encrypted: false, remoteAddress: '127.0.0.1' };
  const context = { headers, socket } as unknown as Parameters<typeof app.injectWS>[1];
  const ws = await app.injectWS(SOCKET_PATH, context, {
    onInit: (socket) => {
      client = chatClient(socket as unknown as WebSocket);
    },
  });
  return client ?? chatClient(ws as unknown as WebSocket);
}

/** Opens the chat socket over a real connection to `address` (`http://127.0.0.1:port`). */
export function connectChat(address: string, headers: Record<string, string>): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}${SOCKET_PATH}`, { headers });
    const client = chatClient(ws);
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`Unexpected server response: ${res.statusCode}`)),
    );
  });
}
