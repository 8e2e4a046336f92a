import type { Locale } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';

/** The language of each request's school, once its row is loaded (tenancy.ts). */
const schoolLocales = new WeakMap<FastifyRequest, Locale>();

/** Records the language of the request's school (called by the tenancy when it loads the row). */
export function rememberSchoolLocale(request: FastifyRequest, locale: Locale): void {
  schoolLocales.set(request, locale);
}

/** The first language of the request's `Accept-Language` that is fr or en, or null. */
export function acceptedLocale(request: Pick<FastifyRequest, 'headers'>): Locale | null {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return null;
}

/**
 * The language of a request's messages (spec 2 §9 Locales): the first of `Accept-Language`
 * that is fr or en (the web app sends its route's locale), else the school's language once
 * its row is loaded (every API handler runs after that: request-scope.ts), else French, the
 * default. Issue 30 item 20: a client sending no language got French on the English school.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return acceptedLocale(request) ?? schoolLocales.get(request) ?? 'fr';
}

/**
 * requestLocale for an answer that may come before the school was loaded (a body that does
 * not parse, a route that does not exist): loads the school of the request's host first when
 * `Accept-Language` does not decide. Never throws (a host without a school gives French).
 */
export async function settledRequestLocale(request: FastifyRequest): Promise<Locale> {
  const accepted = acceptedLocale(request);
  if (accepted) return accepted;
  if (
    !schoolLocales.has(request) &&
    request.schoolSubdomain &&
    typeof request.school === 'function'
  ) {
    await request.school().catch(() => undefined);
  }
  return requestLocale(request);
}
