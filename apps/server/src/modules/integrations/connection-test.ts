import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  INTEGRATION_TEST_READ_MAX_BYTES,
  type IntegrationTestError,
  type IntegrationTestResult,
} from '@alumni/domain';
import {
  type HostResolver,
  type ResolvedAddress,
  resolveCallableAddress,
} from './address-check.ts';

/**
 * "Test connection" (issue 31 item 9): one GET of an integration's base URL, with its token as
 * `Authorization: Bearer`, answered as what came back or why nothing did. No redirect is
 * followed (a 3xx is the answer); at most INTEGRATION_TEST_READ_MAX_BYTES of the body are read,
 * then the connection is closed; the whole call, DNS included, has `timeoutMs`. The host is
 * resolved and checked first (address-check.ts) and the socket connects to that checked
 * address, TLS still verifying the certificate against the URL's host name.
 */

/** How the test presents itself to the other system. */
const USER_AGENT = 'AlumniPlatform-IntegrationTest/1.0';
/** Longest reason phrase passed on (characters). */
const STATUS_TEXT_MAX = 200;

/** What a test needs. */
export interface ConnectionTestOptions {
  /** The integration's base URL (http or https). */
  url: string;
  /** Its token, or null to call without one. */
  token: string | null;
  /** The whole call's limit (ms): INTEGRATIONS_TEST_TIMEOUT_MS, 5000 by default. */
  timeoutMs: number;
  /** Let it call private and loopback addresses (INTEGRATIONS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The resolver (the system's by default). */
  resolve?: HostResolver;
}

/**
 * Calls the URL once and says what happened: `{ok, status, status_text, duration_ms}` when it
 * answered (`ok` for a 2xx), `{ok: false, error, duration_ms}` when it did not (`timeout`,
 * `unreachable`: no such host, refused, reset, a TLS failure; `refused_address`: a private or
 * local address while they are not allowed). Never throws.
 */
export async function testConnection(opts: ConnectionTestOptions): Promise<IntegrationTestResult> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const failed = (error: IntegrationTestError): IntegrationTestResult => ({
    ok: false,
    error,
    duration_ms: elapsed(),
  });
  let url: URL;
  try {
    url = new URL(opts.url);
  } catch {
    return failed('unreachable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed('unreachable');
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs);
  try {
    const target = await Promise.race([
      resolveCallableAddress(url.hostname, opts.allowPrivate, opts.resolve),
      expiry(deadline.signal),
    ]);
    if (typeof target === 'string') return failed(target);
    return await call(url, target, opts.token, deadline.signal, elapsed);
  } catch {
    return failed(deadline.signal.aborted ? 'timeout' : 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves to 'timeout' once `signal` aborts. */
function expiry(signal: AbortSignal): Promise<'timeout'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('timeout');
    else signal.addEventListener('abort', () => resolve('timeout'), { once: true });
  });
}

/** The reason phrase as a page may show it: no control characters, at most 200 characters. */
function cleanStatusText(text: string | undefined): string {
  const visible = [...(text ?? '')].map((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : c;
  });
  return visible.join('').trim().slice(0, STATUS_TEXT_MAX);
}

/** The GET itself, connected to `target` whatever the resolver would say now. */
function call(
  url: URL,
  target: ResolvedAddress,
  token: string | null,
  signal: AbortSignal,
  elapsed: () => number,
): Promise<IntegrationTestResult> {
  return new Promise((resolve) => {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const headers: Record<string, string> = { accept: '*/*', 'user-agent': USER_AGENT };
    if (token) headers.authorization = `Bearer ${token}`;
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'GET', headers, lookup, signal, agent: false });
    let settled = false;
    const finish = (result: IntegrationTestResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
      request.destroy();
    };
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const answered = () =>
        finish({
          ok: status >= 200 && status < 300,
          status,
          status_text: cleanStatusText(response.statusMessage),
          duration_ms: elapsed(),
        });
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= INTEGRATION_TEST_READ_MAX_BYTES) answered();
      });
      response.on('end', answered);
      response.on('error', answered);
      response.on('close', answered);
    });
    request.on('error', () =>
      finish({
        ok: false,
        error: signal.aborted ? 'timeout' : 'unreachable',
        duration_ms: elapsed(),
      }),
    );
    request.end();
  });
}
