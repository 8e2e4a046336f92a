import { describe, expect, it } from 'vitest';
import { bulkTargets, keptSelection, runEach } from './decisionQueue.ts';

describe('decision queue', () => {
  it('runs one decision per record in order and keeps going past a failure', async () => {
    const seen: number[] = [];
    const outcome = await runEach([1, 2, 3], async (n) => {
      seen.push(n);
      if (n === 2) throw new Error('refused by the server');
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(outcome.done).toEqual([1, 3]);
    expect(outcome.failed.map((f) => f.record)).toEqual([2]);
    expect(outcome.failed.map((f) => (f.error as Error).message)).toEqual([
      'refused by the server',
    ]);
  });

  it('applies a bulk action to the selected records it allows', () => {
    const selected = [
      { id: 1, status: 'pending' },
      { id: 2, status: 'finished' },
    ];
    expect(bulkTargets({ appliesTo: (r) => r.status === 'pending' }, selected)).toEqual([
      selected[0],
    ]);
    expect(bulkTargets({}, selected)).toEqual(selected);
  });

  it('keeps only the selected records still listed, in their fresh version', () => {
    const before = [
      { id: 1, v: 'old' },
      { id: 2, v: 'old' },
    ];
    const after = [
      { id: 2, v: 'new' },
      { id: 3, v: 'new' },
    ];
    expect(keptSelection(before, after)).toEqual([{ id: 2, v: 'new' }]);
  });
});
