import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { APP_ROLE, onCommit, scopeExecutor } from './school-scope.ts';

/** One job as a handler receives it. */
export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
}

/** How a queue's jobs are retried and expire (pg-boss queue options). */
export interface QueuePolicy {
  /** Retries after the first attempt fails or expires (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled on each one (default 10). */
  retryDelaySeconds?: number;
  /** An active job not completed after this many seconds is failed and retried (default 60). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /**
   * Idempotency key: the job id is derived from it, so a second send with the same key
   * while the first job is kept (14 days, or until it is archived) adds nothing.
   */
  key?: string | undefined;
  /** The job does not run before this date. */
  startAfter?: Date | undefined;
}

export interface JobQueue {
  /** Creates pg-boss's tables when missing and starts polling, cron and maintenance. */
  start(): Promise<void>;
  /**
   * Stops the workers and pg-boss's own pool, waiting up to `timeoutMs` (default 10 s) for
   * running jobs: those still running then are failed, so that their queue's retry policy
   * runs them again (here or on another instance).
   */
  stop(timeoutMs?: number): Promise<void>;
  /** Declares a queue (idempotent); `send`, `work` and `schedule` declare theirs with defaults. */
  createQueue(name: string, policy?: QueuePolicy): Promise<void>;
  /**
   * The policy queue `name` is declared with here (or would be): the defaults, the options'
   * `defaults` and `policies[name]`, and what its `createQueue` gave. A job that works in
   * slices keeps each under its `expireInSeconds` (platform/bulk-operations.ts).
   */
  policyOf(name: string): Required<QueuePolicy>;
  /**
   * Enqueues one job; returns its id, or null when a job with that key already exists.
   * Call it after a transaction commits, not inside one: on PGlite it would wait forever
   * for the connection the transaction holds.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Enqueues many jobs with one insert; jobs whose key already exists are skipped. */
  sendMany<T extends object>(
    name: string,
    jobs: { data: T; key?: string | undefined; startAfter?: Date | undefined }[],
  ): Promise<void>;
  /**
   * Runs `handler` for each job of `name` on this instance. A job whose handler throws is
   * failed alone and retried under its queue's policy; the others of its batch complete.
   */
  work<T>(name: string, handler: (job: QueuedJob<T>) => Promise<void>): Promise<void>;
  /**
   * Runs `handler` for up to `batchSize` jobs of `name` at once (default 100): they
   * complete together or fail and are retried together, so the handler must be idempotent
   * per job (as an insert keyed by idempotency key is).
   */
  workBatch<T>(
    name: string,
    handler: (jobs: QueuedJob<T>[]) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /** Sends a job to `name` on a cron schedule (UTC); registering again replaces it. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /**
   * Resolves once no job of `names` (default: every queue worked here) is waiting or running,
   * leaving those due later; tests and the import command call it before reading the outbox.
   * With `atMost`, once at most that many are (the import command paces its batches on its
   * invitations' delivery so). Rejects when the count of pending jobs has not gone down for
   * `timeoutMs`.
   */
  drain(names?: string[], timeoutMs?: number, opts?: { atMost?: number }): Promise<void>;
  /** The pg-boss instance, for what this wrapper does not cover (tests: `expire()`). */
  readonly boss: PgBoss;
}

const DEFAULT_POLICY: Required<QueuePolicy> = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
};

/** A stable UUID from an idempotency key (pg-boss ids are UUIDs). */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Shaped as a version-5-like UUID so that it passes PostgreSQL's uuid type.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue (DESIGN §3 background and scheduled jobs): pg-boss 10 on the app's own
 * database. On PostgreSQL pg-boss opens its own small pool on `database.url`, so that the
 * app's pool can run under a restricted role; on PGlite it goes through the single
 * embedded connection (`database.executeSql`). `policies` override the defaults per queue;
 * `onError` receives pg-boss's background errors (a lost connection, a failed poll).
 */
export function createJobQueue(
  database: Database,
  opts: {
    onError: (error: Error) => void;
    policies?: Record<string, QueuePolicy>;
    /** How often idle workers look for jobs; a local send wakes them at once (default 2 s). */
    pollingIntervalSeconds?: number;
    /** How often expired jobs are failed and old ones archived (default 60 s). */
    maintenanceIntervalSeconds?: number;
    /** Over DEFAULT_POLICY for every queue (config's QUEUE_EXPIRE_SECONDS, QUEUE_RETRY_DELAY_SECONDS). */
    defaults?: QueuePolicy;
  },
): JobQueue {
  // Queue sizes are not monitored (no monitorStateInterval): nothing reads them yet.
  const common = { maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60 };
  const boss =
    database.kind === 'postgres' && database.url
      ? new PgBoss({
          connectionString: database.url,
          max: 3,
          application_name: 'alumni-jobs',
          ...common,
        })
      : new PgBoss({
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          ...common,
        });
  boss.on('error', opts.onError);
  const declared = new Map<string, Promise<void>>();
  const workers = new Map<string, string[]>();
  const settled = new EventEmitter();
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const given = new Map<string, QueuePolicy>();
  const policyOf = (name: string): Required<QueuePolicy> => ({
    ...DEFAULT_POLICY,
    ...opts.defaults,
    ...opts.policies?.[name],
    ...given.get(name),
  });

  const createQueue = (name: string, policy?: QueuePolicy) => {
    let created = declared.get(name);
    if (!created) {
      if (policy) given.set(name, policy);
      const p = policyOf(name);
      created = boss.createQueue(name, {
        name,
        policy: 'standard',
        retryLimit: p.retryLimit,
        retryDelay: p.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: p.expireInSeconds,
      });
      declared.set(name, created);
      created.catch(() => declared.delete(name));
    }
    return created;
  };
  // A job sent here is taken now rather than at the next poll.
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  const listen = async <T>(
    name: string,
    batchSize: number,
    run: (jobs: QueuedJob<T>[]) => Promise<void>,
  ) => {
    await createQueue(name);
    const id = await boss.work<T>(name, { batchSize, pollingIntervalSeconds }, async (jobs) => {
      try {
        await run(jobs.map((job) => ({ id: job.id, name: job.name, data: job.data })));
      } finally {
        // A full batch may mean more are waiting: fetch again without the polling pause.
        if (jobs.length) boss.notifyWorker(id);
        setImmediate(() => settled.emit('settled'));
      }
    });
    workers.set(name, [...(workers.get(name) ?? []), id]);
  };

  /**
   * Inside a school scope a job is written by the scope's own transaction (platform/
   * school-scope.ts): it exists exactly when the change that queued it committed, and on
   * the embedded database a second connection would wait for that transaction forever.
   * Its queue must then have been declared already (at start, by `work` or `createQueue`).
   */
  const declaredFor = async (name: string) => {
    const db = scopeExecutor();
    if (!db) {
      await createQueue(name);
      return null;
    }
    const created = declared.get(name);
    if (!created) throw new Error(`Queue ${name} must be declared at start to be sent to here.`);
    await created;
    return db;
  };

  return {
    boss,
    async start() {
      await boss.start();
      // The app's role writes jobs inside its own transactions (send in a school scope).
      await database.executeSql(
        `grant usage on schema pgboss to ${APP_ROLE}; grant select, insert on all tables in schema pgboss to ${APP_ROLE}`,
      );
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      declared.clear();
      workers.clear();
    },
    createQueue,
    policyOf,
    async send(name, data, options = {}) {
      const db = await declaredFor(name);
      const id = await boss.send(name, data, {
        ...(options.key ? { id: jobIdOf(name, options.key), singletonKey: options.key } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(db ? { db } : {}),
      });
      onCommit(() => wake(name));
      return id;
    },
    async sendMany(name, jobs) {
      if (!jobs.length) return;
      const db = await declaredFor(name);
      for (let i = 0; i < jobs.length; i += 500) {
        await boss.insert(
          jobs.slice(i, i + 500).map((job) => ({
            name,
            data: job.data,
            ...(job.key ? { id: jobIdOf(name, job.key), singletonKey: job.key } : {}),
            ...(job.startAfter ? { startAfter: job.startAfter } : {}),
          })),
          db ? { db } : {},
        );
      }
      onCommit(() => wake(name));
    },
    async work<T>(name: string, handler: (job: QueuedJob<T>) => Promise<void>) {
      await listen<T>(name, 20, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job);
          } catch (error) {
            // Only this job is retried; pg-boss completes the batch's others (a failed
            // job is no longer active, so the batch's completion leaves it alone).
            await boss.fail(
              name,
              job.id,
              error instanceof Error ? error : new Error(String(error)),
            );
          }
        }
      });
    },
    async workBatch<T>(
      name: string,
      handler: (jobs: QueuedJob<T>[]) => Promise<void>,
      options: { batchSize?: number } = {},
    ) {
      await listen<T>(name, options.batchSize ?? 100, handler);
    },
    async schedule(name, cron, data) {
      await createQueue(name);
      await boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
    },
    async drain(names = [...workers.keys()], timeoutMs = 15_000, { atMost = 0 } = {}) {
      let last = Number.POSITIVE_INFINITY;
      let progressAt = Date.now();
      for (;;) {
        const { rows } = await boss.getDb().executeSql(
          `select count(*)::int as n from pgboss.job
           where name = any($1::text[]) and state < 'completed' and start_after <= now()`,
          [names],
        );
        const pending = (rows[0] as { n: number }).n;
        if (pending <= atMost) return;
        if (pending < last) [last, progressAt] = [pending, Date.now()];
        if (Date.now() - progressAt > timeoutMs) {
          throw new Error(`${pending} jobs of ${names.join(', ')} made no progress`);
        }
        for (const name of names) wake(name);
        // Until a local batch settles, or briefly when another instance holds the jobs.
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            settled.off('settled', done);
            resolve();
          };
          const timer = setTimeout(done, 50);
          settled.on('settled', done);
        });
      }
    },
  };
}
