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
  close(): Promise<void>;
}

/** The channel of a user's events under `prefix` (config.redisPrefix, `alumni:` by default). */
const channelOf = (prefix: string, userId: number) => `${prefix}user:${userId}`;

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
      local.emit(channel, JSON.parse(message) as UserEvent);
    } catch (error) {
      onError(error as Error);
    }
  });
  return {
    async publish(userId, event) {
      await publisher.publish(channelOf(prefix, userId), JSON.stringify(event));
    },
    async subscribe(userId, handler) {
      const channel = channelOf(prefix, userId);
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
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
