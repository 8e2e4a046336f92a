import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** A live event for one user's stream (spec 1 §4: message, message-init, validations, validations-init). */
export interface UserEvent {
  /** The school whose host the stream was opened on; other schools' streams ignore it. */
  schoolId: number;
  event: 'message' | 'validations';
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
 */
export function createRedisBus(
  redisUrl: string,
  onError: (error: Error) => void,
  prefix = 'alumni:',
): EventBus {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, message: string) => {
    try {
      local.emit(channel, JSON.parse(message));
    } catch (error) {
      onError(error as Error);
    }
  });
  async function subscribeTo<T>(channel: string, handler: (data: T) => void) {
    local.on(channel, handler);
    // Every caller sends SUBSCRIBE, even for a channel already subscribed (harmless): its
    // reply, in order on the one connection, says that this caller's subscription is live.
    try {
      await subscriber.subscribe(channel);
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
    async publish(userId, event) {
      await publisher.publish(channelOf(prefix, userId), JSON.stringify(event));
    },
    subscribe: (userId, handler) => subscribeTo(channelOf(prefix, userId), handler),
    async broadcast(topic, data) {
      await publisher.publish(topicChannel(prefix, topic), JSON.stringify(data));
    },
    listen: (topic, handler) => subscribeTo(topicChannel(prefix, topic), handler),
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
