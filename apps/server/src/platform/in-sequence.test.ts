import { describe, expect, it } from 'vitest';
import { inSequence } from './in-sequence.ts';

/** A lazy query: it starts when awaited, as a Drizzle query builder does. */
function lazy<T>(value: T, log: string[], name: string): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable stands for a query builder.
    then(resolve, reject) {
      log.push(`start ${name}`);
      return new Promise<T>((done) => setTimeout(() => done(value), 5))
        .then((v) => {
          log.push(`end ${name}`);
          return v;
        })
        .then(resolve, reject);
    },
  };
}

describe('inSequence', () => {
  it('runs lazy queries one after the other and gives their results in order', async () => {
    const log: string[] = [];
    const [a, b] = await inSequence([lazy(1, log, 'a'), lazy('two', log, 'b')] as const);
    expect([a, b]).toEqual([1, 'two']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
