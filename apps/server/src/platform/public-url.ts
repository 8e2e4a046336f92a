import { isLocalBaseDomain, LOCALE_PREFIX, type Locale, localeFromId } from '@alumni/domain';
import type { Config } from '../config.ts';

/** What a school's public address is made of (docs/configuration.md, Tenancy). */
export type PublicUrlConfig = Pick<Config, 'baseDomain' | 'port' | 'publicScheme' | 'publicPort'>;

const DEFAULT_PORT = { http: 80, https: 443 } as const;

/**
 * The public origin of a school: `<scheme>://<subdomain>.<BASE_DOMAIN>[:<port>]` from the
 * configuration alone, never from a request's Host or X-Forwarded-* headers (issue 12, item 2:
 * a reset link built from Host could point to an attacker's host). The scheme is
 * PUBLIC_SCHEME, else http for a local base domain and https otherwise; the port is
 * PUBLIC_PORT, else the listening PORT for a local base domain (`http://demo.localhost:3000`)
 * and none otherwise; a scheme's default port is left out.
 */
export function schoolOrigin(config: PublicUrlConfig, subdomain: string): string {
  const local = isLocalBaseDomain(config.baseDomain);
  const scheme = config.publicScheme ?? (local ? 'http' : 'https');
  const port = config.publicPort ?? (local && config.port ? config.port : null);
  const base = config.baseDomain.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  const portPart = port && port !== DEFAULT_PORT[scheme] ? `:${port}` : '';
  return `${scheme}://${subdomain}.${base}${portPart}`;
}

/** The language of a school's e-mails and of the links in them: its preferred locale. */
export const schoolLocale = (school: { preferredLocale: number }): Locale =>
  localeFromId(school.preferredLocale);

/**
 * `path` (starting with '/', query included) under `origin`, behind the language's route
 * prefix (French has none, English is under `/en`: spec 2 §9 Locales).
 */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${LOCALE_PREFIX[locale]}${path}`;
}

/**
 * The public URL of `path` in `school`'s web app, in `locale` (default: the school's own
 * language, the language of its mail): the one way links in mail are built.
 */
export function schoolUrl(
  config: PublicUrlConfig,
  school: { subdomain: string; preferredLocale: number },
  path: string,
  locale: Locale = schoolLocale(school),
): string {
  return localizedUrl(schoolOrigin(config, school.subdomain), path, locale);
}
