import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist: dist, vendorUrl: 'https://vendor.example.com' });
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

  it('serves hashed assets with a long cache', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API and media paths', async () => {
    for (const url of ['/api/unknown/', '/media/none.png']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});
