import { describe, expect, it } from 'vitest';
import { BULK_OPERATION_MESSAGES } from './bulk-operation-messages.ts';
import {
  BULK_OPERATION_STATUSES,
  BULK_RUNNABLE_STATUSES,
  bulkProgressPercent,
  canMoveBulkOperation,
  isBulkOperationFinished,
} from './bulk-operations.ts';
import { frenchSpacingMistakes } from './french-typography.ts';

describe('bulk operation statuses (spec 1 §4 "Bulk progress: pending, running, completed, failure")', () => {
  it('has the four statuses of the spec, in order', () => {
    expect(BULK_OPERATION_STATUSES).toEqual(['pending', 'running', 'completed', 'failure']);
  });

  it('goes pending → running → completed or failure, and a resumed run stays running', () => {
    expect(canMoveBulkOperation('pending', 'running')).toBe(true);
    expect(canMoveBulkOperation('running', 'running')).toBe(true);
    expect(canMoveBulkOperation('running', 'completed')).toBe(true);
    expect(canMoveBulkOperation('running', 'failure')).toBe(true);
    // A job that cannot even start its operation fails it.
    expect(canMoveBulkOperation('pending', 'failure')).toBe(true);
  });

  it('never skips running nor leaves a final status', () => {
    expect(canMoveBulkOperation('pending', 'completed')).toBe(false);
    for (const to of BULK_OPERATION_STATUSES) {
      expect(canMoveBulkOperation('completed', to)).toBe(false);
      expect(canMoveBulkOperation('failure', to)).toBe(false);
    }
    expect(canMoveBulkOperation('running', 'pending')).toBe(false);
  });

  it('runs pending and running operations only; completed and failure are finished', () => {
    expect(BULK_RUNNABLE_STATUSES).toEqual(['pending', 'running']);
    expect(isBulkOperationFinished('completed')).toBe(true);
    expect(isBulkOperationFinished('failure')).toBe(true);
    expect(isBulkOperationFinished('pending')).toBe(false);
    expect(isBulkOperationFinished('running')).toBe(false);
  });
});

describe('bulkProgressPercent', () => {
  it('is processed over total in whole percent, rounded down', () => {
    expect(bulkProgressPercent({ status: 'running', total: 3, processed: 1 })).toBe(33);
    expect(bulkProgressPercent({ status: 'running', total: 10_000, processed: 9_999 })).toBe(99);
    expect(bulkProgressPercent({ status: 'pending', total: 10, processed: 0 })).toBe(0);
  });

  it('is 100 once completed, 0 for an empty target still running, capped at 100', () => {
    expect(bulkProgressPercent({ status: 'completed', total: 0, processed: 0 })).toBe(100);
    expect(bulkProgressPercent({ status: 'running', total: 0, processed: 0 })).toBe(0);
    expect(bulkProgressPercent({ status: 'running', total: 2, processed: 5 })).toBe(100);
    expect(bulkProgressPercent({ status: 'failure', total: 4, processed: 1 })).toBe(25);
  });
});

describe('bulk operation messages', () => {
  it('have the same keys in both languages and French spacing', () => {
    expect(Object.keys(BULK_OPERATION_MESSAGES.en).sort()).toEqual(
      Object.keys(BULK_OPERATION_MESSAGES.fr).sort(),
    );
    for (const text of Object.values(BULK_OPERATION_MESSAGES.fr)) {
      expect(frenchSpacingMistakes(text)).toEqual([]);
    }
  });
});
