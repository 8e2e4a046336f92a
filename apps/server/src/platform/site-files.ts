import { localizePath, type SchoolDetails } from '@alumni/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type PublicUrlConfig, schoolOrigin } from './public-url.ts';
import type { SchoolRow } from './tenancy.ts';
import type { SchoolDetailsFinder } from './web.ts';

/**
 * The `<url>` entries a module adds to the sitemap of `school`, whose pages are at `origin`
 * (its public details, null when they cannot be read, say which features are on): only pages
 * anyone may read (an anonymous visitor). Modules provide them through app.ts.
 */
export type SitemapSource = (
  school: SchoolRow,
  origin: string,
  details: SchoolDetails | null,
) => Promise<string[]>;

/** Text made safe in XML content and attribute values. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemap of `entries` (`<url>` elements), with the `xhtml` namespace of `hreflang` links. */
export function sitemapXml(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A page in French and English as one `<url>` per language, each naming both. */
export function bilingualEntries(origin: string, path: string): string[] {
  const urls = (['fr', 'en'] as const).map((locale) => ({
    locale,
    url: `${origin}${localizePath(path, locale)}`,
  }));
  const links = urls
    .map((u) => `<xhtml:link rel="alternate" hreflang="${u.locale}" href="${escapeXml(u.url)}"/>`)
    .join('');
  return urls.map((u) => `<url><loc>${escapeXml(u.url)}</loc>${links}</url>`);
}

/**
 * The site's files for search engines, at the root of each school's origin (issue 30 item 5:
 * both answered the app's 404 page), outside the API and its contract (no OpenAPI entry):
 *
 * - `GET /robots.txt`: lets every crawler in and names the sitemap. It lists no path: a
 *   `Disallow` line would point at the private pages, and they are closed to anonymous
 *   visitors anyway; pages of a school without public pages say `noindex` (platform/web.ts).
 * - `GET /sitemap.xml`: for a school with public pages, its home page and what the modules
 *   add (`sources`: the blog's list and public articles); empty otherwise. Only pages an
 *   anonymous visitor may read, whoever asks.
 *
 * Both 200 (`text/plain`, `application/xml`); 404 `{"detail"}` for a host that names no school.
 * Links come from the configured public origin, never from the Host header.
 */
export const siteFilesRoutes: FastifyPluginAsync<{
  config: PublicUrlConfig;
  sources: SitemapSource[];
  schoolDetails: SchoolDetailsFinder;
}> = async (app, { config, sources, schoolDetails }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const school = await request.school();
    const origin = schoolOrigin(config, school.subdomain);
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const school = await request.school();
    const origin = schoolOrigin(config, school.subdomain);
    let entries: string[] = [];
    if (school.hasPublicPages) {
      const details = (await schoolDetails(request))?.details ?? null;
      const parts = await Promise.all(sources.map((source) => source(school, origin, details)));
      entries = [...bilingualEntries(origin, '/'), ...parts.flat()];
    }
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(entries));
  });
};
