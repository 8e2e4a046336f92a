import { apiMessageRef } from '@alumni/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { reportOutages } from './event-bus.ts';

/**
 * Registers @fastify/rate-limit for the routes that ask for it (`config.rateLimit`), keyed by
 * client address, 429 `{"detail"}` with Retry-After beyond. Returns the Redis connection
 * the limits are counted in when REDIS_URL is set (null otherwise: counted per instance);
 * closed with the app. Issue 35 item 3: while Redis is away requests pass uncounted.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
): Promise<Redis | null> {
  // Commands fail at once while Redis is away (no offline queue): a request never waits on it.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : null;
  if (redis) {
    reportOutages(redis, (error) =>
      app.log.warn({ err: error }, 'redis unreachable: per-address limits are not counted'),
    );
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  // Limits are per route (config.rateLimit); counted in Redis when there is one, so that
  // every instance shares them. While Redis is away they are not counted (skipOnError: the
  // request passes rather than failing; sign-ins keep their own limits, platform/throttle.ts).
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    keyGenerator: (request) => request.ip ?? 'inject',
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        { detail: apiMessageRef('tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }) },
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  return redis;
}
