import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A live event for one user (spec 1 §4: message, message-init, validations, validations-init):
 * `message` and `validations` go to their SSE streams; `chat` carries a frame of the chat
 * socket (`ChatServerFrame`, api/discussion-socket.ts) to their sockets, never to the stream.
 */
export interface UserEvent {
  /** The school whose host the stream was opened on; other schools' streams ignore it. */
  schoolId: number;
  event: 'message' | 'validations' | 'chat';
  data: unknown;
}

/**
 * Fan-out of live events between API instances (DESIGN §2, §8): in-process by default,
 * Redis pub/sub when configured, so that an event raised on one instance reaches a stream
 * held by another. Channels are per user.
 */
export interface EventBus {
  publish(userId: number, event: UserEvent): Promise<void>;
  /**
   * Calls `handler` for each event of `userId` until the returned function is called. Resolves
   * once the subscription is live (on Redis, once the server confirmed it), so that an event
   * published after it resolves is never missed.
   */
  subscribe(userId: number, handler: (event: UserEvent) => void): Promise<() => void>;
  /**
   * Sends `data` (JSON) to the listeners of `topic` on every instance, this one included:
   * e.g. `school.changed`, so that each instance drops its cached copy of a school.
   */
  broadcast(topic: string, data: unknown): Promise<void>;
  /** Calls `handler` for each broadcast of `topic`; resolves once live, like `subscribe`. */
  listen(topic: string, handler: (data: unknown) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** The channel of a user's events under `prefix` (config.redisPrefix, `alumni:` by default). */
const channelOf = (prefix: string, userId: number) => `${prefix}user:${userId}`;
/** The channel of a topic broadcast to every instance under `prefix`. */
const topicChannel = (prefix: string, topic: string) => `${prefix}broadcast:${topic}`;

/** The in-process bus: one instance, no network. */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event) {
      emitter.emit(channelOf('', userId), event);
    },
    async subscribe(userId, handler) {
      emitter.on(channelOf('', userId), handler);
      return () => emitter.off(channelOf('', userId), handler);
    },
    async broadcast(topic, data) {
      emitter.emit(topicChannel('', topic), data);
    },
    async listen(topic, handler) {
      emitter.on(topicChannel('', topic), handler);
      return () => emitter.off(topicChannel('', topic), handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The Redis bus: publishes on `{prefix}user:{id}` and keeps one subscriber connection per
 * instance, subscribed to the channels of the streams it holds. Instances that must reach each
 * other share a prefix; separate deployments (or test apps) on one Redis use their own.
 *
 * This instance's own listeners get an event at once, in process, whatever Redis does (issue
 * 32: while Redis is down, local delivery goes on); it goes to Redis marked with this bus's
 * origin, and the echo Redis sends back is ignored. A failed Redis publication is reported to
 * `onError`, not thrown: the local delivery happened, and the other instances' clients catch up
 * from the database when they reconnect.
 */
export function createRedisBus(
  redisUrl: string,
  onError: (error: Error) => void,
  prefix = 'alumni:',
): EventBus {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // ioredis subscribes again by itself after a reconnection (autoResubscribe).
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const client of [publisher, subscriber]) reportOutages(client, onError);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // Marks what this bus sends, so that its own echo from Redis is not delivered twice.
  const origin = randomUUID();
  subscriber.on('message', (channel: string, message: string) => {
    try {
      const { o, d } = JSON.parse(message) as { o?: string; d?: unknown };
      if (o !== origin) local.emit(channel, d);
    } catch (error) {
      onError(error as Error);
    }
  });
  /** Delivers here at once, then to the other instances through Redis. */
  async function send(channel: string, data: unknown) {
    local.emit(channel, data);
    // While Redis is away (reported once), nothing waits on it: the others miss this event.
    if (isDown(publisher)) return;
    try {
      await publisher.publish(channel, JSON.stringify({ o: origin, d: data }));
    } catch (error) {
      onError(error as Error);
    }
  }
  async function subscribeTo<T>(channel: string, handler: (data: T) => void) {
    local.on(channel, handler);
    // Every caller sends SUBSCRIBE, even for a channel already subscribed (harmless): its
    // reply, in order on the one connection, says that this caller's subscription is live.
    // While Redis is down the command waits in ioredis's queue and the caller does not:
    // local delivery works at once, other instances' events once Redis is back.
    const subscribed = subscriber.subscribe(channel);
    try {
      await untilDown(subscriber, subscribed);
    } catch (error) {
      local.off(channel, handler);
      throw error;
    }
    return () => {
      local.off(channel, handler);
      if (local.listenerCount(channel) === 0) void subscriber.unsubscribe(channel).catch(onError);
    };
  }
  return {
    publish: (userId, event) => send(channelOf(prefix, userId), event),
    subscribe: (userId, handler) => subscribeTo(channelOf(prefix, userId), handler),
    broadcast: (topic, data) => send(topicChannel(prefix, topic), data),
    listen: (topic, handler) => subscribeTo(topicChannel(prefix, topic), handler),
    async close() {
      local.removeAllListeners();
      // QUIT waits for a connection: while Redis is down that would hold the shutdown forever.
      const stop = (client: Redis) =>
        client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect());
      await Promise.allSettled([stop(publisher), stop(subscriber)]);
    },
  };
}

/** True while `client` has lost its connection and is trying again (or gave up). */
function isDown(client: Redis): boolean {
  return ['reconnecting', 'close', 'end'].includes(client.status);
}

/**
 * Resolves with `command` while `client` is connected or connecting, at once when it is down
 * or goes down first (the command is left queued; its failure is ignored): so that a start or
 * a stream does not hang on Redis (issue 35 item 3).
 */
function untilDown(client: Redis, command: Promise<unknown>): Promise<void> {
  command.catch(() => undefined);
  if (isDown(client)) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const down = () => {
      client.off('reconnecting', down);
      resolve();
    };
    client.once('reconnecting', down);
    command.then(
      () => {
        client.off('reconnecting', down);
        resolve();
      },
      (error: unknown) => {
        client.off('reconnecting', down);
        reject(error);
      },
    );
  });
}

/**
 * Passes `client`'s connection errors to `onError` once per outage, not once per retry
 * (ioredis tries again every 2 s at most while Redis is away), so that an outage is one
 * line in the log.
 */
export function reportOutages(client: Redis, onError: (error: Error) => void): void {
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    onError(error);
  });
  client.on('ready', () => {
    reported = false;
  });
}
