import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { listOutbox, MAIL_QUEUE } from '../src/platform/mail.ts';
import { createTestDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh test database, with media in a temporary folder (removed on close).
 * When REDIS_URL is set the app uses that Redis (bus and rate limits) under a prefix of its
 * own, so that files running in parallel never see each other's events or counters; apps
 * that must reach each other pass one `redisPrefix`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Registers extra routes before the app is sealed (error-handler tests). */
  setup?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-test-'));
  // Every injected request comes from one IP: per-IP limits are raised unless a test sets them.
  const config = loadConfig(
    {},
    {
      dataDir,
      logLevel: 'silent',
      authRateLimit: 10_000,
      // Tests edit school and user rows directly and expect the next request to see the
      // change (the caches' own tests turn them on).
      schoolCacheTtlMs: 0,
      sessionCacheTtlMs: 0,
      redisUrl: process.env.REDIS_URL || undefined,
      redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
      ...overrides,
    },
  );
  const app = await buildApp(config, database);
  setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Host header of a school's subdomain under the default base domain. */
export const hostOf = (subdomain: string) => `${subdomain}.localhost:3000`;

/**
 * Waits until every mail job queued so far is delivered (mail leaves through the job
 * queue): call it before reading the outbox, also to show that a message was not sent.
 */
export const deliverMail = (app: FastifyInstance) => app.queue.drain([MAIL_QUEUE]);

/**
 * The outbox's messages to `to` whose subject contains `subject`, once every mail job due now
 * is delivered (deliverMail): an empty list is then a fact, not a race.
 */
export async function mailTo(ctx: TestContext, to: string, subject: string) {
  await deliverMail(ctx.app);
  const outbox = await listOutbox(ctx.database.db, { limit: 200 });
  return outbox.filter((m) => m.to === to.toLowerCase() && m.subject.includes(subject));
}

/**
 * Two more instances of `ctx`'s app on its database and one Redis prefix of their own (as two
 * API servers of one deployment): events and cache drops of one reach the other, never another
 * file's. `overrides` adjusts their shared config (e.g. a school cache TTL). Close both.
 */
export async function buildTwoInstances(
  ctx: TestContext,
  overrides: Partial<Config> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  const config = loadConfig(
    {},
    {
      dataDir: ctx.config.dataDir,
      logLevel: 'silent',
      authRateLimit: 10_000,
      schoolCacheTtlMs: 0,
      sessionCacheTtlMs: 0,
      redisUrl: process.env.REDIS_URL,
      redisPrefix: `test:two-instances:${randomBytes(6).toString('hex')}:`,
      ...overrides,
    },
  );
  return [await buildApp(config, ctx.database), await buildApp(config, ctx.database)];
}
