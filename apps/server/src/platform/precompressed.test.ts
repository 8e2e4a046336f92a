import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PrecompressedBody } from './precompressed.ts';

describe('a precompressed body', () => {
  const text = JSON.stringify({ features: Array.from({ length: 200 }, (_, id) => ({ id })) });

  it('compresses each encoding once and hands back the same bytes after', () => {
    const body = new PrecompressedBody(text, 'application/json');
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    const gzip = body.encoded('gzip');
    expect(body.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 5);
  });

  it('sends the text as UTF-8 with its length in bytes to clients that accept no encoding', async () => {
    const accented = JSON.stringify({ name: 'École supérieure — Hélène', list: [text] });
    const body = new PrecompressedBody(accented, 'application/json; charset=utf-8');
    const app = Fastify();
    app.get('/', (request, reply) => body.send(request, reply));
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ url: '/' });
      expect(res.body).toBe(accented);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(accented)));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(accented);
    await app.close();
  });
});
