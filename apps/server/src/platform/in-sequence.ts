/**
 * Awaits lazy queries (Drizzle query builders run when awaited) one after the other and
 * returns their results in order, as `Promise.all` would. A request's queries share its
 * transaction's one connection: sent at once, node-postgres would queue them anyway, and it
 * deprecates doing so ("client.query() when the client is already executing a query").
 */
export async function inSequence<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
