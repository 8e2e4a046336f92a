import type { ChatMessage, ChatServerFrame } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { CATCH_UP_LIMIT, type ChangeFrame, ChatSocketSession } from './socket-session.ts';

/** A change frame of conversation `conversationId` at `seq` (the message's fields are not read). */
const change = (conversationId: number, seq: number): ChangeFrame => ({
  type: 'change',
  conversation_id: conversationId,
  seq,
  message: { id: seq, seq } as unknown as ChatMessage,
});

/**
 * A session over a fake database holding `stored` (all changes, by conversation): reads can be
 * held open with `hold()` to stage live frames arriving during a catch-up.
 */
function harness(stored: ChangeFrame[]) {
  const sent: ChatServerFrame[] = [];
  const failures: unknown[] = [];
  const reads: Map<number, number>[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const session = new ChatSocketSession({
    send: (frame) => sent.push(frame),
    async changesSince(cursors, limit) {
      reads.push(new Map(cursors));
      if (gate) await gate;
      const out: ChangeFrame[] = [];
      for (const [id, after] of cursors) {
        out.push(
          ...stored
            .filter((c) => c.conversation_id === id && c.seq > after)
            .sort((a, b) => a.seq - b.seq)
            .slice(0, limit),
        );
      }
      return out;
    },
    fail: (error) => failures.push(error),
  });
  return {
    session,
    sent,
    failures,
    reads,
    hold() {
      gate = new Promise((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
    },
    release: () => open(),
    /** The change seqs sent, per conversation, in order. */
    seqs: (id: number) =>
      sent.flatMap((f) => (f.type === 'change' && f.conversation_id === id ? [f.seq] : [])),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a chat socket session (design doc "Transport")', () => {
  it('sends what was missed after the cursor, in order, then resumed', async () => {
    const h = harness([1, 2, 3, 4].map((seq) => change(7, seq)));
    h.session.resume(new Map([[7, 2]]));
    await settle();
    expect(h.seqs(7)).toEqual([3, 4]);
    expect(h.sent.at(-1)).toEqual({ type: 'resumed' });
  });

  it('holds live changes during a catch-up and drops those it already sent', async () => {
    const h = harness([1, 2, 3].map((seq) => change(7, seq)));
    h.hold();
    h.session.resume(new Map([[7, 0]]));
    await settle();
    // Committed and published while the catch-up reads: 3 is in the read, 4 is not.
    h.session.live(change(7, 3));
    h.session.live(change(7, 4));
    h.release();
    await settle();
    expect(h.seqs(7)).toEqual([1, 2, 3, 4]);
    expect(h.sent.findIndex((f) => f.type === 'resumed')).toBe(3);
  });

  it('reads the gap first when a live change skips numbers, and sends nothing twice', async () => {
    const stored = [change(7, 1)];
    const h = harness(stored);
    h.session.resume(new Map([[7, 1]]));
    await settle();
    // 2..4 were committed and published elsewhere but lost (Redis down): 5 arrives alone.
    stored.push(...[2, 3, 4, 5].map((seq) => change(7, seq)));
    h.session.live(change(7, 5));
    h.session.live(change(7, 3));
    await settle();
    expect(h.seqs(7)).toEqual([2, 3, 4, 5]);
    expect(h.reads.at(-1)).toEqual(new Map([[7, 1]]));
  });

  it('skips a number no change holds (a seq given to nothing) after one read', async () => {
    const stored = [change(7, 1)];
    const h = harness(stored);
    h.session.resume(new Map([[7, 1]]));
    await settle();
    stored.push(change(7, 3));
    h.session.live(change(7, 3));
    h.session.live(change(7, 4));
    await settle();
    expect(h.seqs(7)).toEqual([3, 4]);
  });

  it('follows a conversation without cursor from its first live change', async () => {
    const h = harness([1, 2, 3].map((seq) => change(9, seq)));
    h.session.resume(new Map());
    h.session.live(change(9, 3));
    h.session.live(change(9, 3));
    await settle();
    expect(h.seqs(9)).toEqual([3]);
    expect(h.reads).toHaveLength(0);
  });

  it('never goes back below what it sent when resumed again on the same socket', async () => {
    const h = harness([1, 2, 3].map((seq) => change(7, seq)));
    h.session.resume(new Map([[7, 0]]));
    h.session.resume(new Map([[7, 1]]));
    await settle();
    expect(h.seqs(7)).toEqual([1, 2, 3]);
    expect(h.sent.filter((f) => f.type === 'resumed')).toHaveLength(2);
  });

  it(`resets a conversation that missed more than ${CATCH_UP_LIMIT} changes until it resumes it`, async () => {
    const many = Array.from({ length: CATCH_UP_LIMIT + 20 }, (_, i) => change(7, i + 1));
    const h = harness([...many, change(8, 1)]);
    h.session.resume(
      new Map([
        [7, 0],
        [8, 0],
      ]),
    );
    await settle();
    expect(h.sent.filter((f) => f.type === 'reset')).toEqual([
      { type: 'reset', conversation_id: 7 },
    ]);
    expect(h.seqs(7)).toEqual([]);
    expect(h.seqs(8)).toEqual([1]);
    // Nothing of it until the client, having reloaded, resumes it.
    h.session.live(change(7, CATCH_UP_LIMIT + 21));
    await settle();
    expect(h.seqs(7)).toEqual([]);
    h.session.resume(new Map([[7, CATCH_UP_LIMIT + 19]]));
    await settle();
    expect(h.seqs(7)).toEqual([CATCH_UP_LIMIT + 20]);
  });

  it('holds live changes that come before the first resume until it is out', async () => {
    // A client reconnecting at 1 while 2 and 3 were written: 3's publication reaches the new
    // socket before its resume; sent at once, the client would see 3 after 1.
    const h = harness([1, 2, 3].map((seq) => change(7, seq)));
    h.session.live(change(7, 3));
    await settle();
    expect(h.sent).toEqual([]);
    h.session.resume(new Map([[7, 1]]));
    await settle();
    expect(h.seqs(7)).toEqual([2, 3]);
  });

  it('passes read receipts and conversations on as they come', async () => {
    const h = harness([]);
    h.session.resume(new Map());
    h.session.live({ type: 'read', conversation_id: 7, user_id: 3, seq: 2 });
    await settle();
    expect(h.sent).toEqual([
      { type: 'resumed' },
      { type: 'read', conversation_id: 7, user_id: 3, seq: 2 },
    ]);
  });

  it('closes (and sends nothing more) when a read fails', async () => {
    const h = harness([]);
    const failing = new ChatSocketSession({
      send: (frame) => h.sent.push(frame),
      changesSince: () => Promise.reject(new Error('database gone')),
      fail: (error) => h.failures.push(error),
    });
    failing.resume(new Map([[7, 0]]));
    failing.live(change(7, 1));
    await settle();
    expect(h.failures).toHaveLength(1);
    expect(h.sent).toEqual([]);
  });
});
