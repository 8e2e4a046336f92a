import type { Locale } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request's messages: the first of `Accept-Language` that is fr or en
 * (the web app sends its route locale), else French, the default (spec 2 §9 Locales).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return 'fr';
}
