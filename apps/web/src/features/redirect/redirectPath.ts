import type { Locale } from '@alumni/domain';
import { localizePath } from '@alumni/domain';

/** The redirect page carrying an external address as its `link` query (spec 1 §2 Access rules). */
export function redirectPagePath(link: string, locale: Locale): string {
  return `${localizePath('/redirect', locale)}?link=${encodeURIComponent(link)}`;
}
