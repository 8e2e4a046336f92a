import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Config } from '../config.ts';
import { type TrustProxyOption, trustProxyOption } from './proxy-trust.ts';

/**
 * The server's log output (docs/configuration.md "Logs"). Fastify logs through pino, one
 * JSON object per line: what a log collector wants (`LOG_FORMAT=json`), not what an operator
 * reads in a terminal. By default each line is rewritten as `time LEVEL message key=value…`
 * by a small formatter on pino's destination stream (no extra dependency, no worker thread),
 * and the two lines Fastify writes per request are off unless `LOG_REQUESTS=1`.
 */

/** Where log lines go: anything with `write(line)` (process.stdout, a test's buffer). */
export interface LogSink {
  write(chunk: string): unknown;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, shown in the line's fixed parts or dropped (`pid`, `hostname`, `v`). */
const FIXED_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 23);
}

function show(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** `GET /api/users/me/` for a request object, `200` for a reply: what a person looks for. */
function fieldText(key: string, value: unknown): string | null {
  if (key === 'req' && value && typeof value === 'object') {
    const req = value as { method?: string; url?: string; remoteAddress?: string };
    return [req.method, req.url, req.remoteAddress && `from ${req.remoteAddress}`]
      .filter(Boolean)
      .join(' ');
  }
  if (key === 'res' && value && typeof value === 'object') {
    const { statusCode } = value as { statusCode?: number };
    return statusCode === undefined ? null : String(statusCode);
  }
  if (key === 'responseTime' && typeof value === 'number') return `${value.toFixed(1)} ms`;
  if (key === 'reqId') return `[${show(value)}]`;
  if (key === 'err' && value && typeof value === 'object') return null;
  return `${key}=${show(value)}`;
}

/**
 * One pino JSON line as a readable line: `14:03:07.123 INFO  message [req-1] GET /x 200
 * 3.2 ms key=value`, then an error's stack, indented, on the lines below. A line that is not
 * JSON is returned unchanged. Never throws.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level ?? '');
  const parts = [clock(entry.time), level.padEnd(5)];
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  for (const [key, value] of Object.entries(entry)) {
    if (FIXED_FIELDS.has(key) || value === undefined) continue;
    const text = fieldText(key, value);
    if (text) parts.push(text);
  }
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err?.stack ?? err?.message;
  const text = parts.join(' ');
  return stack ? `${text}\n    ${stack.split('\n').join('\n    ')}` : text;
}

/** A pino destination that writes each JSON line it gets as a readable line on `sink`. */
export function readableLogStream(sink: LogSink): LogSink {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line.trim() !== '') sink.write(`${formatLogLine(line)}\n`);
      }
    },
  };
}

/** An incoming request id worth keeping: short, printable, no spaces (else a new one). */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId` (issue 35 item 4): the request's id in its log lines (`reqId`) and its
 * `X-Request-Id` answer header. A well-formed `X-Request-Id` is kept when the peer is a
 * trusted proxy (TRUST_PROXY, platform/proxy-trust.ts), so that the proxy's and the app's
 * lines share it; from anyone else it is ignored (a client could otherwise forge another
 * request's id in the logs) and a UUID is made.
 */
export function requestIdGenerator(
  trust: Config['trustProxy'],
): (request: IncomingMessage) => string {
  const option: TrustProxyOption = trustProxyOption(trust);
  const trusts =
    option === false ? () => false : Array.isArray(option) ? proxyaddr.compile(option) : option;
  return (request) => {
    const given = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && REQUEST_ID.test(given) && peer && trusts(peer, 0)) {
      return given;
    }
    return randomUUID();
  };
}

/**
 * Sends each request's id back as `X-Request-Id`, and names the school and the user in the
 * request's log lines once they are known (`schoolId`, `userId`, added to its logger's
 * bindings by `noteLogIdentity`).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/** Adds `fields` (schoolId, userId) to every later log line of `request`. Never throws. */
export function noteLogIdentity(
  request: FastifyRequest,
  fields: { schoolId?: number; userId?: number },
): void {
  const log = request.log as { setBindings?: (bindings: object) => void };
  log.setBindings?.(fields);
}

/**
 * Fastify's logging options for `config`: no logger when the level is `silent`; JSON lines
 * (`LOG_FORMAT=json`) or readable lines (the default) on `sink`; per-request lines only with
 * `LOG_REQUESTS=1`. Unexpected errors are logged either way (platform/errors.ts logs them).
 */
export function loggingOptions(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'logRequests'> &
    Partial<Pick<Config, 'trustProxy'>>,
  sink: LogSink = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  const genReqId = requestIdGenerator(config.trustProxy ?? false);
  if (config.logLevel === 'silent') return { logger: false, genReqId };
  const stream = config.logFormat === 'json' ? sink : readableLogStream(sink);
  return {
    genReqId,
    logger: { level: config.logLevel, stream },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  };
}
