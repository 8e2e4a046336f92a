import { existsSync } from 'node:fs';

/** Debian's Chromium, or `CHROME_PATH`; null when neither exists (browser tests are then skipped). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? null;
}

/** Flags for a headless Chromium on a machine with no network beyond loopback (DESIGN §9). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
