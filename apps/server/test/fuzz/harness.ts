import { writeFileSync } from 'node:fs';
import { ErrorDetailSchema, ValidationErrorSchema } from '@alumni/domain';
import { z } from 'zod';
import { sessionHeaders } from '../api.ts';
import { createTestApp, hostOf, type TestContext } from '../app.ts';
import { type Operation, readOperations } from '../openapi-operations.ts';
import { buildWorlds, type Worlds } from '../tenant-fixtures.ts';
import { NO_SUCCESS_EXPECTED } from '../tenant-samples.ts';
import type { Components } from './arbitraries.ts';
import { type Variant, validVariant } from './variants.ts';
import { installWriteLog, lastWrite, writesSince } from './write-log.ts';

/**
 * The fuzz suite's runner (issue "What is built, made solid", part 1). It reads every
 * operation of the OpenAPI document (so a new route is covered without a change here),
 * sends each its valid request (the tenant suite's sample), then the variants a test file
 * gives, as the first actor the valid request passes (so that they reach deep code). Every
 * answer must be below 500; every 4xx must be JSON in the spec's error shape (`{"detail"}`
 * or `{"field": ["message"]}`); a refused request must have written no row (a trigger logs
 * every committed row change: write-log.ts); a variant marked `mustRefuse` must get a 4xx.
 * FUZZ_SEED replays a run; FUZZ_DEBUG=1 logs server errors and adds each failure's request;
 * FUZZ_REPORT=<file> writes the failures to that file.
 */

export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
type Actor = 'anonymous' | 'member' | 'validator' | 'admin' | 'super';
/** Who sends an operation's hostile requests: the first of these its valid request passes. */
const DEEP_ACTORS: Actor[] = ['admin', 'super', 'member', 'anonymous'];

const ErrorBody = z.union([ErrorDetailSchema, ValidationErrorSchema]);
/** Operations after which a session may be gone: the next requests open new ones. */
const ENDS_SESSIONS = [
  'DELETE /api/auth/logout/',
  'POST /api/users/me/password/',
  'POST /api/auth/password/reset/',
];
/** Deletions last (the resources the others name must exist), the post and role last of all. */
const LAST = ['DELETE /api/posts/{id}/', 'DELETE /api/users/{id}/roles/{roleId}/'];
const lateness = (op: Operation) => (op.method === 'DELETE' ? 1 : 0) + LAST.indexOf(op.key) + 1;

/** Why a 4xx answer is not in the spec's error shape, or null when it is. */
function shapeProblem(status: number, contentType: string, body: string): string | null {
  if (!contentType.startsWith('application/json')) return `content type ${contentType}`;
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(body));
    if (!parsed.success) return 'not {"detail"} nor {"field": ["message"]}';
    if (Object.keys(parsed.data).length === 0) return 'empty error body';
    return null;
  } catch {
    return `status ${status} body is not JSON`;
  }
}

/** The variants of one operation, given the world's identifiers and the document's schemas. */
export type VariantsOf = (
  op: Operation,
  worlds: Worlds,
  components: Components,
  seed: number,
) => Variant[] | Promise<Variant[]>;

/**
 * A part of the operations: those at positions `index`, `index + count`, … of the document's
 * order, so that one suite runs as `count` files in parallel (each on its own app and data).
 */
export interface Shard {
  index: number;
  count: number;
}

/** One fuzz run on its own app and database: `start`, `run`, then `stop`. */
export class FuzzHarness {
  ctx!: TestContext;
  worlds!: Worlds;
  /** The operations this run sends (its shard's), in order. */
  operations: Operation[] = [];
  /** Each operation's position among all of them: its generated samples' seed. */
  private readonly position = new Map<string, number>();
  components: Components = {};
  readonly failures: string[] = [];
  readonly counts = { requests: 0, refused: 0, accepted: 0 };
  readonly perOperation = new Map<string, number>();
  private readonly sessions = new Map<Actor, Promise<Record<string, string>>>();
  /** The write log's last id after the previous request and the work it queued. */
  private written = 0;

  constructor(private readonly shard: Shard = { index: 0, count: 1 }) {}

  /** Builds the app, both schools' worlds and the write log. */
  async start(): Promise<void> {
    this.ctx = await createTestApp(process.env.FUZZ_DEBUG ? { logLevel: 'error' } : {});
    const document = this.ctx.app.swagger() as { components?: { schemas?: Components } };
    const all = readOperations(document).sort((x, y) => lateness(x) - lateness(y));
    for (const [index, op] of all.entries()) this.position.set(op.key, index);
    const { index, count } = this.shard;
    this.operations = all.filter((_, i) => i % count === index);
    this.components = document.components?.schemas ?? {};
    this.worlds = await buildWorlds(this.ctx);
    await installWriteLog(this.ctx.database.db);
    this.written = await lastWrite(this.ctx.database.db);
  }

  /** Prints the counts (and writes FUZZ_REPORT), then closes the app. */
  async stop(name: string): Promise<void> {
    if (process.env.FUZZ_REPORT) {
      writeFileSync(process.env.FUZZ_REPORT, `${this.failures.join('\n')}\n`, { flag: 'a' });
    }
    const { requests, refused, accepted } = this.counts;
    console.info(
      `${name}: ${this.perOperation.size}/${this.operations.length} operations, ${requests} requests ` +
        `(${refused} refused, ${accepted} accepted), seed ${SEED}, ${this.failures.length} failures`,
    );
    await this.ctx?.close();
  }

  /** Sends every operation its valid request, then `variantsOf`'s, recording what broke. */
  async run(variantsOf: VariantsOf): Promise<void> {
    for (const op of this.operations) {
      let deep: Actor = 'admin';
      if (!NO_SUCCESS_EXPECTED[op.key]) {
        const valid = await validVariant(op, this.worlds.a);
        for (const actor of DEEP_ACTORS) {
          if ((await this.send(op, actor, valid)) < 300) {
            deep = actor;
            break;
          }
        }
      }
      // The same samples whichever shard sends the operation (FUZZ_SEED replays either).
      const seed = SEED + (this.position.get(op.key) ?? 0) * 1000;
      for (const variant of await variantsOf(op, this.worlds, this.components, seed)) {
        await this.send(op, deep, variant);
        if (variant.anonymousToo && deep !== 'anonymous') await this.send(op, 'anonymous', variant);
      }
    }
  }

  private headersOf(actor: Actor): Promise<Record<string, string>> {
    const a = this.worlds.a;
    if (actor === 'anonymous') {
      return Promise.resolve({
        host: hostOf(a.subdomain),
        origin: `http://${hostOf(a.subdomain)}`,
      });
    }
    let headers = this.sessions.get(actor);
    if (!headers) {
      const db = this.ctx.database.db;
      // The new session row is the suite's write, not the next request's.
      headers = sessionHeaders(db, { userId: this.worlds.actors[actor], ...a }).then(async (h) => {
        this.written = await lastWrite(db);
        return h;
      });
      this.sessions.set(actor, headers);
    }
    return headers;
  }

  /** Sends one variant as `actor` and records what broke the rules; returns the status. */
  private async send(op: Operation, actor: Actor, variant: Variant): Promise<number> {
    const db = this.ctx.database.db;
    const headers = { ...(await this.headersOf(actor)) };
    if (variant.contentType) headers['content-type'] = variant.contentType;
    const before = this.written;
    const res = await this.ctx.app.inject({
      method: op.method,
      url: variant.url,
      headers,
      payload: variant.payload,
    });
    this.counts.requests += 1;
    this.perOperation.set(op.key, (this.perOperation.get(op.key) ?? 0) + 1);
    const status = res.statusCode;
    const where = `${op.key} as ${actor} [${variant.label}]`;
    const detail = process.env.FUZZ_DEBUG
      ? ` ← ${variant.url} ${String(variant.payload ?? '').slice(0, 300)}`
      : '';
    if (status >= 500) this.failures.push(`${where}: ${status} ${res.body.slice(0, 200)}${detail}`);
    if (variant.mustRefuse && status < 400) this.failures.push(`${where}: accepted (${status})`);
    if (status >= 400) {
      this.counts.refused += 1;
      const problem = shapeProblem(status, String(res.headers['content-type'] ?? ''), res.body);
      if (problem) this.failures.push(`${where}: ${status} ${problem}: ${res.body.slice(0, 160)}`);
      this.written = await lastWrite(db);
      if (this.written !== before) {
        const rows = await writesSince(db, before);
        this.failures.push(`${where}: refused (${status}) but wrote ${rows.join(', ')}`);
      }
    } else {
      this.counts.accepted += 1;
      // What it queued runs now, so that a later refused request is not blamed for it.
      await this.ctx.app.queue.drain();
      this.written = await lastWrite(db);
      if (ENDS_SESSIONS.includes(op.key)) this.sessions.clear();
    }
    if (status === 401 && actor !== 'anonymous') this.sessions.delete(actor);
    return status;
  }
}
