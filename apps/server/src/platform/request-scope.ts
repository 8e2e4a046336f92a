import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { auditEntryDue, noteAnsweredId, writeAuditEntry } from './audit.ts';
import { openScope, withAllSchools } from './school-scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route's handler runs outside the request's school scope and opens its own
     * (`withSchool`) where it needs data, e.g. a live stream that outlives its first reads.
     */
    schoolScope?: boolean;
  }
}

/** Methods that change nothing (RFC 9110 safe methods). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type OpenScope = Awaited<ReturnType<typeof openScope>>;
const openScopes = new WeakMap<FastifyRequest, OpenScope>();

/**
 * Every API request of a known school runs in one school scope (platform/school-scope.ts):
 * the scope opens before the input is validated (on PostgreSQL its transaction begins with
 * the first query, platform/pooled-transaction.ts) and commits before the answer leaves, so the
 * client never sees a success whose writes are not there yet. A 5xx answer rolls it back;
 * a 4xx keeps what the request wrote on purpose (e.g. a failed sign-in's counter). After a
 * write (not GET, HEAD or OPTIONS), `afterWrite` runs before the answer leaves. A request
 * whose host names no school runs unscoped: school-scoped tables show it nothing. An audited
 * write (an admin's, platform/audit.ts) answered 2xx or 3xx gets its audit entry in the
 * scope's transaction just before it commits.
 */
export const requestScopePlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; afterWrite?: () => Promise<void> }) => {
    // Opened before validation, so that a route's signed-in check (requireSignedIn) runs in
    // it and answers 401 before a 400 on the input.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config?.schoolScope === false) {
        done();
        return;
      }
      request.school().then(
        (school) =>
          openScope(opts.db, school.id).then(
            (scope) => {
              openScopes.set(request, scope);
              scope.run(done);
            },
            (error: Error) => done(error),
          ),
        () => done(),
      );
    });
    // The id a creation answered names the audit entry's target (platform/audit.ts).
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      noteAnsweredId(request, payload);
      done(null, payload);
    });
    // Callback hooks that return at once when there is nothing to wait for (issue 16: no
    // promise on a read that opened no transaction).
    app.addHook('onSend', (request, reply, payload, done) => {
      // What a write changed is seen by this instance's next request (the session cache).
      const afterWrite = opts.afterWrite && !READS.has(request.method) ? opts.afterWrite : null;
      const scope = openScopes.get(request);
      if (!scope && !afterWrite) {
        done(null, payload);
        return;
      }
      const entry =
        scope && auditEntryDue(request, reply.statusCode)
          ? scope.run(() => writeAuditEntry(request, reply, opts.db))
          : Promise.resolve();
      // A failed commit fails the reply (a write is never acknowledged unless committed); a
      // failed rollback of a reply that is already an error (the database connection lost,
      // issue 35 item 2) changes nothing: the transaction is gone with its connection, and
      // failing here would replace the reply's error shape with Fastify's fallback body.
      const failing = reply.statusCode >= 500;
      entry
        .then(() =>
          endRequestScope(request, !failing).catch((error: Error) => {
            if (!failing) throw error;
            request.log.warn({ err: error }, 'rollback failed');
          }),
        )
        .then(() => afterWrite?.())
        .then(
          () => done(null, payload),
          (error: Error) => done(error),
        );
    });
    // A hijacked reply never reaches onSend: its connection is given back once it is done.
    // (An aborted request's handler still runs to its end and reaches onSend; ending its
    // scope earlier would fail the queries it still makes.)
    app.addHook('onResponse', (request, _reply, done) => {
      if (!openScopes.has(request)) {
        done();
        return;
      }
      endRequestScope(request, false).then(
        () => done(),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'request-scope', dependencies: ['tenancy'] },
);

/**
 * Ends the request's school scope now: commits (or rolls back) its transaction. A route that
 * hijacks its reply (a live stream) calls this before streaming. Idempotent.
 */
export async function endRequestScope(request: FastifyRequest, commit = true): Promise<void> {
  const scope = openScopes.get(request);
  if (!scope) return;
  openScopes.delete(request);
  await scope.end(commit);
}

/**
 * The request's step across every school (super users' platform-wide lists and decisions:
 * spec 2 §6 "Super admins … validate imports"), through the one audited path: the reason,
 * the user and the route are logged at info level, then `fn` runs where the row-level
 * policies let every school's rows through (a savepoint of the request's transaction).
 */
export function acrossSchools<T>(
  request: FastifyRequest,
  db: Db,
  reason: string,
  userId: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return withAllSchools(
    db,
    reason,
    (entry) => request.log.info({ audit: 'all-schools', ...entry, userId, url: request.url }),
    fn,
  );
}
