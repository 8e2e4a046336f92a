import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createDomainEvents, type DomainEventContext } from './domain-events.ts';
import type { SchoolRow } from './tenancy.ts';

// The dispatcher never touches these: subscribers get them as they are.
const ctx = {
  db: {} as Db,
  school: { id: 7 } as SchoolRow,
  log: { error() {} },
  permissionSchool: {},
  afterCommit: () => Promise.resolve(),
} as unknown as DomainEventContext;

describe('domain events', () => {
  it('runs the subscribers of the event in order, then those of every event, before resolving', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.on('post.liked', async (payload, c) => {
      // Awaited: a later subscriber starts only once this one is done.
      await Promise.resolve();
      seen.push(`first ${payload.postId} school ${c.school.id}`);
    });
    events.on('post.liked', (payload) => void seen.push(`second ${payload.userId}`));
    events.on('comment.created', () => void seen.push('comment'));
    events.onAny(async (event) => {
      await Promise.resolve();
      seen.push(`any ${event.name}`);
    });

    await events.emit(ctx, 'post.liked', { postId: 1, postAuthorId: 2, userId: 3 });

    expect(seen).toEqual(['first 1 school 7', 'second 3', 'any post.liked']);
  });

  it('gives every-event subscribers the name and payload', async () => {
    const events = createDomainEvents();
    const seen: unknown[] = [];
    events.onAny((event) => void seen.push(event));
    await events.emit(ctx, 'report.created', {
      reportId: 4,
      type: 'post',
      status: 'pending',
      authorId: 5,
    });
    expect(seen).toEqual([
      {
        name: 'report.created',
        payload: { reportId: 4, type: 'post', status: 'pending', authorId: 5 },
      },
    ]);
  });

  it("rejects the emit with a subscriber's error, as the direct call it replaces did", async () => {
    const events = createDomainEvents();
    const after: string[] = [];
    events.on('post.removed', () => {
      throw new Error('notification failed');
    });
    events.on('post.removed', () => void after.push('later'));
    await expect(events.emit(ctx, 'post.removed', { postId: 1, authorId: 2 })).rejects.toThrow(
      'notification failed',
    );
    expect(after).toEqual([]);
  });

  it('is per instance: another dispatcher has its own subscribers', async () => {
    const a = createDomainEvents();
    const b = createDomainEvents();
    const seen: string[] = [];
    a.on('post.restored', () => void seen.push('a'));
    await b.emit(ctx, 'post.restored', { postId: 1, authorId: 2 });
    expect(seen).toEqual([]);
  });
});
