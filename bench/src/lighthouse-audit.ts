/**
 * One Lighthouse performance audit and its figures, shared by `npm run lighthouse`
 * (lighthouse.ts: the server alone and behind an HTTP/2 front) and `npm run lighthouse:proxy`
 * (lighthouse-proxy.ts: the trial deployment behind nginx).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

export interface Measure {
  /** Lighthouse's performance score, 0–100. */
  score: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** JavaScript downloaded by the page: bytes sent (compressed) and uncompressed. */
  script: { requests: number; transferBytes: number; resourceBytes: number };
}

/**
 * `run()`, tried again up to twice when Lighthouse fails to record the page (it sometimes
 * misses the navigation's start on a loaded machine: NO_NAVSTART); other errors throw.
 */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
      process.stderr.write(`Lighthouse failed (${String(error)}), trying again\n`);
    }
  }
}

/** One Lighthouse performance run of `url` in the Chromium on `chromePort`. */
export async function audit(
  chromePort: number,
  url: string,
  formFactor: 'desktop' | 'mobile',
  cookie: string | null,
  saveTo: string | null,
): Promise<Measure> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (saveTo) {
    mkdirSync(path.dirname(saveTo), { recursive: true });
    writeFileSync(saveTo, JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      fcp: Math.round(numeric('first-contentful-paint')),
      lcp: Math.round(numeric('largest-contentful-paint')),
      tbt: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      si: Math.round(numeric('speed-index')),
    },
    script: scriptBytes(lhr),
  };
}

/** The page's scripts from Lighthouse's network requests. */
function scriptBytes(lhr: Result): Measure['script'] {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] }
    | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    requests: scripts.length,
    transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    resourceBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

/** Scores only, by protocol, form factor and page. */
export function summary(
  results: {
    page: string;
    protocol: string;
    formFactor: string;
    score: number;
    metrics: Measure['metrics'];
  }[],
) {
  return results.map(({ page, protocol, formFactor, score, metrics }) => ({
    page,
    protocol,
    formFactor,
    score,
    lcp: metrics.lcp,
    tbt: metrics.tbt,
    cls: metrics.cls,
  }));
}
