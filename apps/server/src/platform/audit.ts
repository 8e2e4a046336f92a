import { API_PREFIX, isSchoolAdmin } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { contractRouteNames, operationIdOf } from './openapi.ts';
import { setScopeAudit } from './school-scope.ts';

/**
 * The audit log's one mechanism (issue 31 item 2; docs/architecture.md "Audit log"): every
 * successful write of a school admin or a super user leaves one entry, in the transaction of
 * the change, whatever the module.
 *
 * 1. `authorize` (policy.ts) calls `auditWrites` once it let a write through: when the actor
 *    is an admin of the request's school or a super user, the transaction's `app.audit` is set
 *    to the school, and from then on the row trigger of every audited table (migration 0032)
 *    records each insert, update and delete in `audit_changes` under the transaction's id
 *    (secrets never: only their names).
 * 2. The request scope (request-scope.ts) calls `writeAuditEntry` before it commits: a 2xx or
 *    3xx answer gets its `audit_log` row (who, school, operation, target, status, request id,
 *    the transaction's id), which the list joins with its changes. A 4xx or 5xx answer gets
 *    none (a 5xx rolls the changes back with the rest).
 * Members' writes never set `app.audit`: their triggers do not even call the function.
 */

/** What `auditWrites` noted for a request: who writes where, and the id a creation answered. */
interface AuditedWrite {
  actorId: number;
  schoolId: number;
  createdId?: string;
}

const audited = new WeakMap<FastifyRequest, AuditedWrite>();

/** Path parameters never logged (the row trigger's rule for columns, migration 0032). */
const SECRET_PARAM = /token|secret|password|key/i;

/** Methods that change nothing (RFC 9110 safe methods): never audited. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks the request as an audited write when it is one (not GET, HEAD or OPTIONS, in a school
 * scope) and `actor` is an admin of its school or a super user (spec 2 §6 `isSchoolAdmin`):
 * sets `app.audit` (school-scope.ts `setScopeAudit`, with the transaction's `begin` when it has
 * not begun). Idempotent; does nothing for anyone else. Errors: the database's.
 */
export async function auditWrites(request: FastifyRequest, db: Db, actor: Actor): Promise<void> {
  if (READS.has(request.method) || audited.has(request)) return;
  if (request.routeOptions.config?.schoolScope === false) return;
  if (!isSchoolAdmin(actor.user, actor.permissionSchool)) return;
  audited.set(request, { actorId: actor.authUser.id, schoolId: actor.school.id });
  await setScopeAudit(db, actor.school.id);
}

/**
 * Keeps the `id` of an audited request's answer (a `preSerialization` hook's payload), which
 * names the target of a creation (201) whose route has no id yet. Never throws.
 */
export function noteAnsweredId(request: FastifyRequest, payload: unknown): void {
  const write = audited.get(request);
  if (!write || typeof payload !== 'object' || payload === null) return;
  const id = (payload as { id?: unknown }).id;
  if (typeof id === 'number' || typeof id === 'string') write.createdId = String(id);
}

/** True when the request is an audited write whose answer gets an entry (2xx or 3xx). */
export function auditEntryDue(request: FastifyRequest, status: number): boolean {
  return audited.has(request) && status >= 200 && status < 400;
}

/** A target of the log: a resource word of the route and its id, for filtering. */
export interface AuditTarget {
  type: string;
  id: string | null;
}

/**
 * The target of an operation on `template` (OpenAPI form under `/api`, `/schools/{id}/`)
 * with path parameters `params`: the last identifier of the route (`{id}`, `{…Id}`, `{slug}`;
 * not a choice such as `{decision}` or `{kind}`) and the word before it
 * (`/schools/{id}/campuses/{campusId}/` → campuses, campusId's value); a creation (`createdId`,
 * a 201's answered id) on a route ending in words names what it created (`POST
 * /schools/{id}/campuses/` → campuses, the new id); `me` stands for the actor (`/users/me/…`
 * → users, the actor's id). A route with neither names its first word. Pure.
 */
export function auditTarget(
  template: string,
  params: Record<string, string>,
  createdId: string | null,
  actorId: number,
): AuditTarget {
  const segments = template.split('/').filter((segment) => segment !== '');
  const paramName = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1];
  const isWord = (segment: string) => segment !== 'me' && paramName(segment) === undefined;
  const idOf = (segment: string) => {
    if (segment === 'me') return String(actorId);
    const name = paramName(segment);
    if (name === undefined || !(name === 'id' || name === 'slug' || name.endsWith('Id'))) {
      return null;
    }
    return params[name] ?? null;
  };
  const last = segments.at(-1) ?? '';
  if (createdId !== null && isWord(last)) return { type: last, id: createdId };
  for (let i = segments.length - 1; i > 0; i -= 1) {
    const id = idOf(segments[i] ?? '');
    if (id === null) continue;
    // The word before the id (`/events/{id}/registrations/{registrationId}/` → registrations).
    const word = segments.slice(0, i).reverse().find(isWord);
    if (word) return { type: word, id };
  }
  return { type: segments[0] ?? '', id: null };
}

/** `/api/schools/:id/images/:kind/` (Fastify) → `/schools/{id}/images/{kind}/` (the contract's form). */
const contractTemplate = (url: string) =>
  url.slice(url.startsWith(API_PREFIX) ? API_PREFIX.length : 0).replace(/:(\w+)/g, '{$1}');

/**
 * Writes the request's audit entry in its transaction (`db`, within the request's scope):
 * `{school, actor, method, route, action (operationId), target, path parameters, status,
 * request id, txid_current()}`. Call once the answer's status is known and `auditEntryDue`
 * said so, before the scope commits. Errors: the database's (the request then fails and its
 * change is rolled back: no change without its entry).
 */
export async function writeAuditEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
): Promise<void> {
  const write = audited.get(request);
  if (!write) return;
  audited.delete(request);
  const url = request.routeOptions.url ?? request.url;
  const route = contractTemplate(url);
  // A token in a path (a link sent by mail) is a secret: never logged.
  const params = Object.fromEntries(
    Object.entries((request.params ?? {}) as Record<string, unknown>)
      .filter(([name]) => !SECRET_PARAM.test(name))
      .map(([name, value]) => [name, String(value)]),
  );
  const target = auditTarget(
    route,
    params,
    reply.statusCode === 201 ? (write.createdId ?? null) : null,
    write.actorId,
  );
  await db.insert(auditLog).values({
    schoolId: write.schoolId,
    actorId: write.actorId,
    method: request.method,
    route: route.slice(0, 300),
    action: operationIdOf(request.method, url, contractRouteNames()).slice(0, 120),
    targetType: target.type.slice(0, 60),
    targetId: target.id?.slice(0, 100) ?? null,
    target: params,
    status: reply.statusCode,
    requestId: String(request.id).slice(0, 64),
    txid: sql`txid_current()`,
  });
}
