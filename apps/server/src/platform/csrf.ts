import { API_MESSAGE_REFS } from '@alumni/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';
import { SESSION_COOKIE } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin (`scheme://host[:port]`, lowercase, a scheme's default port left out) of a URL,
 * or null when it has none (`null`, `about:blank`, unparsable).
 */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The request's own origin: its scheme (`request.protocol`: the connection's, or
 * X-Forwarded-Proto behind a trusted proxy, TRUST_PROXY) with its Host header, the same
 * header the school is resolved from (platform/tenancy.ts).
 */
const ownOrigin = (request: FastifyRequest) =>
  originOf(`${request.protocol}://${request.headers.host ?? ''}`);

/**
 * Whether `source` (an `Origin` or `Referer` header) names the request's own origin, scheme,
 * host and port alike; false when either is missing or unparsable. The CSRF check below and
 * the chat socket's upgrade (ASVS 4.4.2) decide with it.
 */
export function isOwnOrigin(request: FastifyRequest, source: string | undefined): boolean {
  const origin = ownOrigin(request);
  return !!source && !!origin && originOf(source) === origin;
}

/**
 * CSRF defence (issue "Accounts and access"; issue 12, item 7): an unsafe method that carries
 * the session cookie must carry an `Origin` (or, failing that, `Referer`) header of the
 * request's own origin, scheme, host and port alike; otherwise 403 `{"detail"}`. SameSite=Lax
 * already stops most cross-site posts; this also covers sibling subdomains, which are
 * same-site, and a page of the same host on plain http posting to https.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) {
      done();
      return;
    }
    if (!isOwnOrigin(request, request.headers.origin ?? request.headers.referer)) {
      done(forbidden(API_MESSAGE_REFS.csrfFailed));
      return;
    }
    done();
  });
}
