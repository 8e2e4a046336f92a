/**
 * Resolves with `check()`'s value once `until` accepts it, checking every `intervalMs`;
 * rejects after `timeoutMs`. For waiting on work another process or timer does (a job
 * expiring, a retry coming due), never to assert how long it took.
 */
export async function waitFor<T>(
  check: () => Promise<T>,
  until: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
