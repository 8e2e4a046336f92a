import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buildSchool } from '../../test/factories.ts';
import { schools } from '../db/schema/index.ts';

let ctx: TestContext;
/** A built chunk as the web build leaves it: the file, and its brotli and gzip copies. */
const chunk = `export const words = ${JSON.stringify('alumni '.repeat(400))};\n`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js'), chunk);
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js.gz'), gzipSync(chunk));
  writeBuildManifest(dist);
  ctx = await createTestApp({ webDist: dist, vendorUrl: 'https://vendor.example.com' });
  await buildSchool(ctx.database.db, {
    subdomain: 'demo',
    logo: 'schools/demo/logo.svg',
    loginPhoto: 'schools/demo/login.jpg',
  });
  await buildSchool(ctx.database.db, { subdomain: 'evil', name: EVIL_NAME });
});

/** A school name that would end the page's script, open a comment and break a JS line. */
const EVIL_NAME = '</script><script>alert(1)</script><!-- \u2028';

/**
 * A small build's manifest and routes file (as apps/web/routePreloads.ts writes it): the
 * entry imports React; every Mantine layout is `Main`, which imports the frame (with a
 * stylesheet, and the entry back, as Vite writes it); the directory and login pages; the
 * catalogues of both languages.
 */
function writeBuildManifest(dist: string) {
  const catalogues = Object.fromEntries(
    ['fr', 'en'].flatMap((locale) =>
      ['common', 'auth', 'directory', 'notifications'].map((namespace) => [
        `src/i18n/locales/${locale}/${namespace}.json`,
        { file: `assets/${namespace}-${locale}.js` },
      ]),
    ),
  );
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react-r1.js' },
    '_AppFrame.js': {
      file: 'assets/AppFrame-a1.js',
      imports: ['index.html', '_react.js'],
      css: ['assets/AppFrame-a1.css'],
    },
    'src/app/layouts/MainLayout.tsx': {
      file: 'assets/MainLayout-m1.js',
      imports: ['_AppFrame.js', '_react.js'],
    },
    'src/app/layouts/AuthLayout.tsx': { file: 'assets/AuthLayout-x1.js', imports: ['_react.js'] },
    'src/features/directory/pages/DirectoryPage.tsx': {
      file: 'assets/DirectoryPage-d1.js',
      imports: ['_AppFrame.js'],
    },
    'src/features/auth/pages/LoginPage.tsx': { file: 'assets/LoginPage-l1.js' },
    'src/features/placeholder/pages/NotAvailableYetPage.tsx': { file: 'assets/NotAvailable-n1.js' },
    'src/app/SchoolMantineProvider.tsx': {
      file: 'assets/SchoolMantineProvider-s1.js',
      css: ['assets/SchoolMantineProvider-s1.css'],
    },
    ...catalogues,
  };
  const main = {
    module: 'src/app/layouts/MainLayout.tsx',
    namespaces: ['notifications'],
    mantine: true,
  };
  const routes = {
    mantine: 'src/app/SchoolMantineProvider.tsx',
    rootNamespaces: ['common'],
    layouts: {
      auth: { module: 'src/app/layouts/AuthLayout.tsx', namespaces: [], mantine: false },
      blank: main,
      default: main,
      main,
      public: main,
      window: main,
    },
    pages: {
      '/directory': {
        module: 'src/features/directory/pages/DirectoryPage.tsx',
        namespaces: ['directory'],
        mantine: true,
      },
      '/login': {
        module: 'src/features/auth/pages/LoginPage.tsx',
        namespaces: ['auth'],
        mantine: false,
      },
    },
    notAvailable: 'src/features/placeholder/pages/NotAvailableYetPage.tsx',
  };
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, '.vite/routes.json'), JSON.stringify(routes));
}
afterAll(() => ctx.close());

describe('SPA serving', () => {
  it('serves index.html on client routes with the config under a CSP nonce', async () => {
    for (const url of ['/', '/login', '/en/directory', '/page/charte/3']) {
      const res = await ctx.app.inject({ url, headers: { host: 'demo.localhost:3000' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${nonce}">window.__APP_CONFIG__ = `);
      expect(res.body).toContain('"vendorUrl":"https://vendor.example.com"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  // The blog keeps YouTube videos in articles, which the page's CSP blocked (default-src).
  it('lets the page frame YouTube videos, and nothing else', async () => {
    const res = await ctx.app.inject({ url: '/blog/a', headers: { host: 'demo.localhost:3000' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      'frame-src https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com;',
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('preloads the logo and the login photo of the sign-in pages, and of no other page', async () => {
    const links = async (url: string) => {
      const res = await ctx.app.inject({ url, headers: { host: 'demo.localhost:3000' } });
      return [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    };
    const images = [
      `${ctx.config.mediaUrl}/schools/demo/logo.svg`,
      `${ctx.config.mediaUrl}/schools/demo/login.jpg`,
    ];
    expect(await links('/login')).toEqual(images);
    expect(await links('/en/forgot?next=%2F')).toEqual(images);
    expect(await links('/directory')).toEqual([]);
    expect(await links('/unknown/page')).toEqual([]);
  });

  it('keeps JSON 404s for unknown API and media paths', async () => {
    for (const url of ['/api/unknown/', '/media/none.png']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});

// Issue 16 (Lighthouse): the page names its route's files and carries the school's details,
// so that the app does not learn of each download only once the previous one is done.
describe('what the page starts downloading with the HTML', () => {
  const page = (url: string, host = 'demo.localhost:3000') =>
    ctx.app.inject({ url, headers: { host } });
  const preloads = (html: string) => ({
    scripts: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
      .map((match) => match[1])
      .sort(),
    styles: [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)]
      .map((match) => match[1])
      .sort(),
  });

  it("preloads a signed-in page's layout, page, Mantine and words in its language", async () => {
    const res = await page('/directory?q=x');
    expect(preloads(res.body)).toEqual({
      scripts: [
        '/assets/AppFrame-a1.js',
        '/assets/DirectoryPage-d1.js',
        '/assets/MainLayout-m1.js',
        '/assets/SchoolMantineProvider-s1.js',
        '/assets/common-fr.js',
        '/assets/directory-fr.js',
        '/assets/notifications-fr.js',
      ],
      styles: ['/assets/AppFrame-a1.css', '/assets/SchoolMantineProvider-s1.css'],
    });
    // Not what index.html loads already (the entry, React, its stylesheet), and in the head.
    expect(res.body).not.toMatch(/preload[^>]+(index-e1|react-r1|index\.css)/);
    expect(res.body.indexOf('DirectoryPage-d1.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('preloads the sign-in page without Mantine, in English under /en', async () => {
    expect(preloads((await page('/en/login')).body)).toEqual({
      scripts: [
        '/assets/AuthLayout-x1.js',
        '/assets/LoginPage-l1.js',
        '/assets/auth-en.js',
        '/assets/common-en.js',
      ],
      styles: [],
    });
  });

  it('preloads the placeholder for a route without a page, and nothing for no route', async () => {
    expect(preloads((await page('/jobs/create')).body).scripts).toContain(
      '/assets/NotAvailable-n1.js',
    );
    expect(preloads((await page('/unknown/page')).body)).toEqual({ scripts: [], styles: [] });
  });

  it('starts the session check with the HTML on a signed-in page, and only there', async () => {
    const link = '<link rel="preload" as="fetch" crossorigin href="/api/auth/session/">';
    const withCookie = (url: string) =>
      ctx.app.inject({ url, headers: { host: 'demo.localhost:3000', cookie: 'sessionid=abc' } });
    const directory = (await withCookie('/directory')).body;
    expect(directory).toContain(link);
    // Before the app's scripts, so that it does not queue behind them.
    expect(directory.indexOf(link)).toBeLessThan(directory.indexOf('modulepreload'));
    expect((await withCookie('/login')).body).not.toContain(link);
    expect((await withCookie('/unknown/page')).body).not.toContain(link);
    expect((await page('/directory')).body).not.toContain(link);
  });

  it("carries the school's details as the details route sends them, under the CSP nonce", async () => {
    const res = await page('/directory');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    // The nonce is base64: its `+` and `/` are taken as text, not as a pattern.
    const opening = `<script nonce="${nonce}">`;
    const start = res.body.indexOf(opening);
    expect(start).toBeGreaterThan(-1);
    const script = res.body.slice(start + opening.length, res.body.indexOf('</script>', start));
    const inlined = /window\.__SCHOOL_DETAILS__ = (.*);$/.exec(script ?? '')?.[1];
    const api = await page('/api/schools/demo/details/');
    expect(JSON.parse(inlined ?? 'null')).toEqual({ subdomain: 'demo', details: api.json() });
  });

  it('escapes the details so that no school name ends the script', async () => {
    const res = await page('/login', 'evil.localhost:3000');
    expect(res.body).not.toContain('</script><script>alert');
    expect(res.body).not.toContain('<!-- ');
    expect(res.body).not.toContain('\u2028');
    const inlined = /window\.__SCHOOL_DETAILS__ = (.*?);<\/script>/.exec(res.body)?.[1] ?? 'null';
    expect(res.body).toContain('\\u003c/script>');
    expect(JSON.parse(inlined).details.name).toBe(EVIL_NAME);
  });

  it("paints the frame's bar before the app on the frame's pages, with the school's name escaped", async () => {
    const shell = '<div id="app-shell" aria-hidden="true"';
    const evil = (await page('/directory', 'evil.localhost:3000')).body;
    expect(evil).toContain(shell);
    // Before the app's root, which the shell lies over until the first layout removes it.
    expect(evil.indexOf(shell)).toBeLessThan(evil.indexOf('<div id="root">'));
    expect(evil).toContain(
      'data-name="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028"',
    );
    expect((await page('/login')).body).not.toContain(shell);
    expect((await page('/unknown/page')).body).not.toContain(shell);
    expect((await page('/directory', 'nowhere.localhost:3000')).body).not.toContain(shell);
  });

  it("keeps a name with replacement patterns ($&, $', $`) as it is, in the details and the shell", async () => {
    const name = "A$&B$'C$`D$$E";
    await buildSchool(ctx.database.db, { subdomain: 'dollar', name });
    const body = (await page('/directory', 'dollar.localhost:3000')).body;
    const inlined = /window\.__SCHOOL_DETAILS__ = (.*?);<\/script>/.exec(body)?.[1] ?? 'null';
    expect(JSON.parse(inlined).details.name).toBe(name);
    expect(body).toContain(`data-name="${name.replace('&', '&amp;')}"`);
    expect(body.match(/<div id="root">/g)).toHaveLength(1);
  });

  // The page reads the details route's cache (dropped on every instance when the school
  // changes: school-caches tests); the tests' TTL is 0.
  it('shows a change of the details at once, and none for a host without a school', async () => {
    await ctx.database.db
      .update(schools)
      .set({ name: 'Demo renamed' })
      .where(eq(schools.subdomain, 'demo'));
    expect((await page('/feed')).body).toContain('"name":"Demo renamed"');
    const none = await page('/login', 'nowhere.localhost:3000');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('__SCHOOL_DETAILS__');
  });
});

// Issue 16 (Web): assets precompressed at build, JSON compressed above 1 KB.
describe('compression', () => {
  it('sends the brotli copy of an asset to a client that accepts brotli, cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/words-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await ctx.app.inject({
      url: '/assets/words-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(chunk);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await ctx.app.inject({ url: '/assets/words-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(chunk);
  });

  it('never caches the page itself for long, compressed or not', async () => {
    const res = await ctx.app.inject({
      url: '/login',
      headers: { host: 'demo.localhost:3000', 'accept-encoding': 'br' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses a JSON answer over 1 KB as the client accepts', async () => {
    const url = '/api/schools/demo/details/';
    const headers = { host: 'demo.localhost:3000' };
    const plain = await ctx.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { ...headers, 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(accept);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await ctx.app.inject({
      url: '/api/unknown/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});
