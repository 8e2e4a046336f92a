import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { SchoolRow } from './tenancy.ts';
import { createValidationQueues, type ValidationQueue } from './validation-queues.ts';

const db = {} as Db;
const school = { id: 3 } as SchoolRow;
const queue = (q: Partial<ValidationQueue> & Pick<ValidationQueue, 'type' | 'key'>) => ({
  count: async () => 0,
  changedBy: () => false,
  ...q,
});

describe('validation queues', () => {
  it('counts each type as the sum of its queues, and 0 for a type with none', async () => {
    const queues = createValidationQueues();
    queues.register(queue({ type: 'userrole', key: 'a', count: async (_db, s) => s.id }));
    queues.register(queue({ type: 'userrole', key: 'b', count: async () => 2 }));
    queues.register(queue({ type: 'report', key: 'c', count: async () => 1 }));
    expect(await queues.counts(db, school)).toEqual({
      jobad: 0,
      article: 0,
      userrole: 5,
      mentorship: 0,
      report: 1,
      event: 0,
      club: 0,
    });
  });

  it('says an event changes the counters when any queue says so', () => {
    const queues = createValidationQueues();
    const liked = {
      name: 'post.liked',
      payload: { postId: 1, postAuthorId: 2, userId: 3 },
    } as const;
    expect(queues.changedBy(liked)).toBe(false);
    queues.register(queue({ type: 'report', key: 'r', changedBy: (e) => e.name === 'post.liked' }));
    expect(queues.changedBy(liked)).toBe(true);
  });

  it('refuses a second queue under the same key', () => {
    const queues = createValidationQueues();
    queues.register(queue({ type: 'article', key: 'articles' }));
    expect(() => queues.register(queue({ type: 'event', key: 'articles' }))).toThrow(/twice/);
  });
});
