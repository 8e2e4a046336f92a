import { createRequire } from 'node:module';
import { afterAll, expect } from 'vitest';

/**
 * Setup of every API test file (vitest.config.ts `setupFiles`): fails the file when queries
 * ran in parallel on one PostgreSQL connection (issue 35 item 6). node-postgres queues them
 * and warns "client.query() when the client is already executing a query", a deprecation
 * that pg 9 turns into an error; a request's queries all share its transaction's connection
 * (platform/pooled-transaction.ts), so `Promise.all` over them is the usual cause
 * (platform/in-sequence.ts runs them one after the other).
 *
 * pg warns from the third query at once, and once per process; this check catches the second,
 * every time, with the caller's stack, by wrapping `Client.prototype.query` (the files of a
 * worker share their modules, `isolate: false`: wrapped once). The warning itself is watched
 * too, in case a path escapes the wrapper.
 */
const require = createRequire(import.meta.url);
const { Client } = require('pg') as typeof import('pg');

interface ClientState {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const WRAPPED = Symbol.for('alumni.test.parallelQueries');
type Found = { stacks: string[] };
const proto = Client.prototype as unknown as Record<symbol, Found | undefined> & {
  query: (...args: unknown[]) => unknown;
};
const found: Found = proto[WRAPPED] ?? watchParallelQueries();

/** Wraps `Client.prototype.query` and listens for pg's warning; what both see goes in `stacks`. */
function watchParallelQueries(): Found {
  const seen: Found = { stacks: [] };
  proto[WRAPPED] = seen;
  const query = proto.query;
  proto.query = function watchedQuery(this: ClientState, ...args: unknown[]) {
    // The wrapper reads pg's private state: a pg that changed it fails here, loudly.
    if (!Array.isArray(this._queryQueue)) {
      throw new Error('test/pg-warnings.ts: pg.Client has no _queryQueue any more; update it');
    }
    if (!this.pipeline && (this._activeQuery || this._queryQueue.length > 0)) {
      seen.stacks.push(new Error('a query sent while another ran on its connection').stack ?? '');
    }
    return query.apply(this, args);
  };
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message)) {
      seen.stacks.push(warning.stack ?? warning.message);
    }
  });
  return seen;
}

afterAll(() => {
  const stacks = found.stacks.splice(0);
  expect(stacks, 'queries in parallel on one connection (run them in sequence)').toEqual([]);
});
