import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (without its CSP: the SPA page sets its own nonce-based one,
 * platform/web.ts, and JSON needs none; without COEP, which would block the cross-origin
 * images a school links to). Helmet stays the source of the policy; only its running per
 * request goes (issue 16): @fastify/helmet built helmet's whole middleware again on every
 * request, a quarter of `/api/users/me/`'s time.
 */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, read once by running its middleware on a recorder:
 * `{lower-case name: value}`. Throws when helmet does not finish at once (it would then
 * depend on the request, which these options never do).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Headers every answer starts with, set by one synchronous hook before any other (register it
 * first, on the root instance, so that errors, 404s, media and the SPA get them too):
 * - helmet's security headers (`SECURITY_HEADER_OPTIONS`, computed once), HSTS only on an
 *   answer that goes out over HTTPS (issue 30 item 22: a browser ignores it over plain HTTP,
 *   and a local or test server must not pin a host to HTTPS): the connection is TLS, or a
 *   trusted proxy says `X-Forwarded-Proto: https` (`request.protocol`, TRUST_PROXY). Two
 *   precomputed sets, so the hook still builds nothing per request;
 * - `Cache-Control: no-store` on everything under `/api/` (issue 12 item 7): nearly every
 *   answer depends on the session (even a public one answers differently signed in), so no
 *   browser or shared cache may keep them. Routes that need another policy set their own
 *   header, which replaces it (downloads: `private, no-store`; school details:
 *   `public, no-cache`; Swagger UI's static files).
 * A route that hijacks its reply writes `reply.getHeaders()` itself.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  const secure = helmetHeaders(SECURITY_HEADER_OPTIONS);
  const { 'strict-transport-security': _hsts, ...plain } = secure;
  const sets = {
    https: { page: secure, api: { ...secure, 'cache-control': 'no-store' } },
    http: { page: plain, api: { ...plain, 'cache-control': 'no-store' } },
  };
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.protocol === 'https' ? sets.https : sets.http;
    reply.headers(request.url.startsWith('/api/') ? set.api : set.page);
    done();
  });
}
