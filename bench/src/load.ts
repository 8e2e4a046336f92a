import os from 'node:os';
import autocannon from 'autocannon';

/** One request of a scenario (autocannon cycles through them on each connection). */
export interface LoadRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  path: string;
  body?: string;
  /**
   * Paths that replace `path`, one per connection (connection i takes the i-th, round the
   * list): e.g. each connection liking a post of its own rather than all the same one.
   */
  pathPerConnection?: string[];
  /** Headers added per connection, the same way (e.g. each connection a member of its own). */
  headersPerConnection?: Record<string, string>[];
  /** A new body for every request (e.g. a fresh idempotency key), instead of `body`. */
  makeBody?: () => string;
}

/** What one measured run gives: requests/s and latencies in ms. */
export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

/**
 * An autocannon `setupRequest` giving each connection one of `paths` for good: a connection
 * takes the next index the first time it sends this request (its context keeps it).
 */
function perConnection(paths: string[] | undefined, headers: Record<string, string>[] | undefined) {
  let next = 0;
  return (request: autocannon.Request, context: object) => {
    const own = context as { pathIndex?: number };
    own.pathIndex ??= next++;
    if (paths) request.path = paths[own.pathIndex % paths.length] ?? request.path;
    if (headers)
      request.headers = { ...request.headers, ...headers[own.pathIndex % headers.length] };
    return request;
  };
}

/** An autocannon `setupRequest` giving every request a body of its own from `make`. */
function withBody(make: () => string) {
  return (request: autocannon.Request) => {
    request.body = make();
    return request;
  };
}

/** The value at percentile `p` (0–100) of an ascending list (0 when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Runs autocannon against `base` for `seconds` at `connections`, cycling through
 * `requests` on each connection with `headers`. Latencies are every response's time in ms.
 */
export async function load(opts: {
  base: string;
  requests: LoadRequest[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.base,
        headers: opts.headers,
        connections: opts.connections,
        duration: opts.seconds,
        requests: opts.requests.map((request) => ({
          method: request.method ?? 'GET',
          path: request.path,
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.makeBody
            ? { setupRequest: withBody(request.makeBody) }
            : request.pathPerConnection || request.headersPerConnection
              ? {
                  setupRequest: perConnection(
                    request.pathPerConnection,
                    request.headersPerConnection,
                  ),
                }
              : {}),
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / opts.seconds),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencyMs: {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1) ?? 0),
    },
  };
}

/** The machine a result was measured on (the 1-minute load average tells what else ran). */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    node: process.version,
  };
}
