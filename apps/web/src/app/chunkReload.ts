import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@alumni/domain';

/** sessionStorage key holding when the page last reloaded for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'alumni.chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error says a lazily loaded part of the app could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Whether a reload is allowed now, given when the last one happened (spec 2 §8: once a minute). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/**
 * After a chunk failed to load (usually a new deployment removed it), reloads the page to get
 * the new version, at most once per minute so a broken deployment cannot loop. Returns whether
 * it reloaded; when it did not, the caller shows the error.
 */
export function reloadAfterChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  const now = env.now();
  let last: number | null = null;
  try {
    const stored = env.storage?.getItem(CHUNK_RELOAD_KEY);
    last = stored ? Number(stored) || null : null;
  } catch {
    last = null;
  }
  if (!mayReload(last, now)) return false;
  try {
    env.storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the interval cannot be kept: do not risk a reload loop.
    return false;
  }
  if (!env.storage) return false;
  env.reload();
  return true;
}
