import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig, Locale, RoutePattern, SchoolDetails } from '@alumni/domain';
import {
  hasFrame,
  isLocale,
  LOCALE_COOKIE,
  localeFromId,
  matchRoute,
  preferredLocaleRedirect,
  ROUTE_LAYOUT,
  splitLocalePath,
} from '@alumni/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppShellBrand, renderAppShell } from './app-shell.ts';
import { escapeAttribute, VIDEO_IFRAME_HOSTS } from './html.ts';
import { loadRoutePreloads } from './route-preloads.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Marker in `apps/web/index.html` replaced by the runtime configuration script. */
export const APP_CONFIG_MARKER = '<!--app-config-->';

/**
 * The document head of one page, written by the server so that search engines and link
 * previews read it without running the app (issue 13: articles' pages): title, description,
 * canonical and language alternates, robots, Open Graph and Twitter card.
 */
export interface DocumentHead {
  title: string;
  description: string;
  canonical: string;
  /** The page in each of its languages (`hreflang`), the first also `x-default`. */
  alternates: { locale: string; url: string }[];
  robots: string;
  /** Absolute URL of the image link previews show. */
  image: string | null;
  type: 'article' | 'website';
  publishedTime: string | null;
  /** The page's feeds (`<link rel="alternate" type="application/rss+xml">`), absolute URLs. */
  feeds?: { title: string; url: string }[];
}

/** A page that moved (an article's old slug): answered 301 to `movedTo`, a path. */
export interface MovedPage {
  movedTo: string;
}

/**
 * Finds the head of a client route, or that the page moved, or null to keep the default
 * head. Given the page's language (`<html lang>`, pageLocale) and the school's details (null
 * when they cannot be read). Modules provide it through app.ts (platform code imports no
 * module).
 */
export type DocumentHeadFinder = (
  request: FastifyRequest,
  route: { pattern: string; params: Record<string, string> },
  page: { locale: Locale; details: SchoolDetails | null },
) => Promise<DocumentHead | MovedPage | null>;

/**
 * The public details of the request's school as JSON text (the details route's cached
 * body), with the subdomain they are of; null when the host names no school. Provided by the
 * schools module through app.ts.
 */
export type SchoolDetailsFinder = (request: FastifyRequest) => Promise<{
  subdomain: string;
  json: string;
  brand: AppShellBrand;
  details?: SchoolDetails;
} | null>;

/** The tags of `head`, attribute values escaped. */
export function renderDocumentHead(head: DocumentHead): string {
  const attr = escapeAttribute;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}">`;
  const tags = [
    `<title>${head.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${attr(a.locale)}" href="${attr(a.url)}">`,
    ),
    ...(head.alternates[0]
      ? [`<link rel="alternate" hreflang="x-default" href="${attr(head.alternates[0].url)}">`]
      : []),
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${attr(feed.title)}" href="${attr(feed.url)}">`,
    ),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
  return tags.join('');
}

/**
 * Serves the built SPA from `webDist` on every non-API path: hashed assets with a long
 * cache, sent as the brotli or gzip file the build wrote beside each (`x.js.br`, `x.js.gz`,
 * apps/web/precompress.ts) when the client accepts it, and `index.html` (never cached) with
 * `window.__APP_CONFIG__` injected under a per-response CSP nonce, so the page runs no
 * inline script the server did not write. Unknown API paths keep their JSON 404.
 * So that a page does not wait for one download to learn of the next (issue 16,
 * Lighthouse), `index.html` also names the client route's chunks, stylesheets and catalogues
 * (platform/route-preloads.ts, from the build's manifest) and carries the school's details
 * (`window.__SCHOOL_DETAILS__`, the details route's cached text), which the app reads
 * instead of asking for them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    webDist: string;
    appConfig: AppConfig;
    documentHead?: DocumentHeadFinder;
    schoolDetails?: SchoolDetailsFinder;
  },
): Promise<void> {
  const indexPath = path.join(opts.webDist, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing (run npm run build).`);
  }
  const template = readFileSync(indexPath, 'utf8');
  const configJson = scriptJson(JSON.stringify(opts.appConfig));
  const routePreloads = loadRoutePreloads(opts.webDist);

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // `Content-Encoding` by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Files outside assets/ (favicon, robots) are registered one by one by wildcard:false;
  // everything else that is not an API or media path is a client-side route.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const urlPath = request.url.split('?')[0] ?? '/';
    const route = matchRoute(splitLocalePath(urlPath).path);
    const [details, images] = await Promise.all([
      pageSchoolDetails(request, opts.schoolDetails),
      imagePreloads(app, request, route?.pattern),
    ]);
    const school = details?.details ?? null;
    const locale = pageLocale(request, urlPath, school);
    const found = await pageHead(request, route, opts.documentHead, { locale, details: school });
    if (found && 'movedTo' in found) return reply.redirect(found.movedTo, 301);
    const head = found;
    const page = template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, () => (head ? '' : defaultHead(school)));
    const script = `window.__APP_CONFIG__ = ${configJson};${details ? `window.__SCHOOL_DETAILS__ = ${details.script};` : ''}`;
    const shell = details && hasFrame(route?.pattern) ? renderAppShell(details.brand) : '';
    // Replacers are functions: a replacement string would read `$&`, `$'` and `` $` `` in a
    // school's name or an article's title as patterns and paste parts of the page there.
    const html = page
      .replace(
        APP_CONFIG_MARKER,
        () =>
          `${head ? renderDocumentHead(head) : ''}<script nonce="${nonce}">${script}</script>${images}${sessionPreload(request, route?.pattern)}`,
      )
      // After index.html's own: the entry and what it imports come first.
      .replace('</head>', () => `${routePreloads(route?.pattern ?? null, locale)}</head>`)
      .replace('<div id="root">', () => `${shell}<div id="root">`);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .send(html);
  };
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    return sendIndex(request, reply);
  });
}

/**
 * The language the page shows, for `<html lang>` and the catalogues it preloads (issue 30
 * item 5: every page said "fr"): English under '/en'; an unprefixed path in the language the
 * layouts send the visitor to (domain preferredLocaleRedirect: their language cookie, else the
 * school's preferred language), so every page of an English school is English.
 */
function pageLocale(request: FastifyRequest, urlPath: string, school: SchoolDetails | null) {
  const cookie = request.cookies[LOCALE_COOKIE];
  const target = school
    ? preferredLocaleRedirect(urlPath, {
        schoolLocale: localeFromId(school.preferred_locale),
        cookieLocale: isLocale(cookie) ? cookie : null,
      })
    : null;
  return splitLocalePath(target ?? urlPath).locale;
}

/**
 * The head of a page no module writes one for: the school's name as its title (the app then
 * names the page), and `noindex` where the school has no public pages (issue 30 item 5:
 * search engines have nothing to read there but the sign-in page). `index.html`'s own title
 * when the school is unknown.
 */
function defaultHead(school: SchoolDetails | null): string {
  if (!school) return '<title>Alumni</title>';
  const title = `<title>${school.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`;
  return school.flags.has_public_pages ? title : `${title}<meta name="robots" content="noindex">`;
}

/**
 * The head a module writes for the request's client route, or that the page moved, or null
 * (also when it fails).
 */
async function pageHead(
  request: FastifyRequest,
  route: ReturnType<typeof matchRoute>,
  find: DocumentHeadFinder | undefined,
  page: { locale: Locale; details: SchoolDetails | null },
): Promise<DocumentHead | MovedPage | null> {
  if (!find || !route) return null;
  try {
    return await find(request, route, page);
  } catch (error) {
    request.log.error({ err: error }, 'document head failed');
    return null;
  }
}

/**
 * `{"subdomain":…,"details":…}` of the request's school as script text (`<` escaped), with
 * what the app shell shows of it; null when there is no finder, no school, or reading it
 * failed (the app then asks the API as before, and the page has no shell).
 */
async function pageSchoolDetails(
  request: FastifyRequest,
  find: SchoolDetailsFinder | undefined,
): Promise<{ script: string; brand: AppShellBrand; details: SchoolDetails | null } | null> {
  if (!find) return null;
  try {
    const found = await find(request);
    if (!found) return null;
    const json = `{"subdomain":${JSON.stringify(found.subdomain)},"details":${found.json}}`;
    return { script: scriptJson(json), brand: found.brand, details: found.details ?? null };
  } catch (error) {
    request.log.error({ err: error }, 'school details for the page failed');
    return null;
  }
}

/**
 * `<link rel="preload" as="fetch">` of the session check (`GET /api/auth/session/`, which the
 * frame of every signed-in page asks for before it shows anything), on any client route but
 * the auth card's, when the request carries a session cookie: it then downloads with the
 * app's code rather than after it. Placed before the scripts, so that it is not queued behind
 * them. The answer is the visitor's own (`no-store`), read by this page only.
 */
function sessionPreload(request: FastifyRequest, pattern: RoutePattern | undefined): string {
  if (!pattern || ROUTE_LAYOUT[pattern] === 'auth' || !request.cookies[SESSION_COOKIE]) return '';
  return '<link rel="preload" as="fetch" crossorigin href="/api/auth/session/">';
}

/**
 * JSON text made safe inside an inline `<script>`: no `<` (so no `</script>` nor `<!--`), and
 * no line or paragraph separator (which older engines read as line ends).
 */
function scriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `<link rel="preload">` of the school's images the page shows first, so that they download
 * with the app's code rather than once it has rendered (the largest paint of the sign-in
 * page is the logo; issue 16): the logo and the login photo of the auth pages' card. Empty
 * on other pages, and when the school cannot be read (the page then loads them as before).
 */
async function imagePreloads(
  app: FastifyInstance,
  request: FastifyRequest,
  pattern: RoutePattern | undefined,
): Promise<string> {
  if (!pattern || ROUTE_LAYOUT[pattern] !== 'auth') return '';
  let school: Awaited<ReturnType<FastifyRequest['school']>>;
  try {
    school = await request.school();
  } catch {
    return '';
  }
  const base = app.config.mediaUrl.replace(/\/$/, '');
  const keys = [school.logo, school.loginPhoto];
  return keys
    .filter((key): key is string => Boolean(key))
    .map((key) => `<link rel="preload" as="image" href="${escapeAttribute(`${base}/${key}`)}">`)
    .join('');
}

/**
 * CSP for the SPA page: own scripts plus the nonce'd config; map tiles and media as images;
 * frames only from the video hosts articles may embed (platform/html.ts VIDEO_IFRAME_HOSTS,
 * which `default-src` alone blocked).
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Mantine writes style attributes and <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_IFRAME_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
