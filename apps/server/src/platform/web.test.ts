import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buildSchool } from '../../test/factories.ts';

let ctx: TestContext;
/** A built chunk as the web build leaves it: the file, and its brotli and gzip copies. */
const chunk = `export const words = ${JSON.stringify('alumni '.repeat(400))};\n`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js'), chunk);
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dist, 'assets', 'words-abc123.js.gz'), gzipSync(chunk));
  ctx = await createTestApp({ webDist: dist, vendorUrl: 'https://vendor.example.com' });
  await buildSchool(ctx.database.db, {
    subdomain: 'demo',
    logo: 'schools/demo/logo.svg',
    loginPhoto: 'schools/demo/login.jpg',
  });
});
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
