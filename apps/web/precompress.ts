import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text assets (not images, fonts or source maps). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this many bytes the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text
 * asset of the build's `assets/` folder, once at build time, so the server sends them as
 * they are (platform/web.ts, `preCompressed`) instead of compressing on each request. A
 * compressed copy that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'alumni-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assets, name);
        const data = readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        const gzip = gzipSync(data, { level: 9 });
        if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
