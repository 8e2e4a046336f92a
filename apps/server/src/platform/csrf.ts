import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';
import { SESSION_COOKIE } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (with port) of an Origin or Referer header value, or null when unparsable. */
function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF defence (issue "Accounts and access"): an unsafe method that carries the session
 * cookie must carry an `Origin` (or, failing that, `Referer`) header whose host is the
 * request's host; otherwise 403 `{"detail"}`. SameSite=Lax already stops most
 * cross-site posts; this also covers sibling subdomains, which are same-site.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    const source = request.headers.origin ?? request.headers.referer;
    const host = (request.headers.host ?? '').toLowerCase();
    if (!source || hostOf(source) !== host) {
      throw forbidden('CSRF check failed: the request did not come from this site.');
    }
  });
}
