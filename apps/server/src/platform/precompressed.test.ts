import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
});
