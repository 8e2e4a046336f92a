import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { ROLE } from '@alumni/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, createTestApp, type TestContext } from './app.ts';
import { type ChatClient, connectChat } from './chat-socket.ts';
import { buildSchool, signedInMember } from './factories.ts';

/*
 * Issue 32 acceptance: "Two-instance test on PostgreSQL and Redis: 10,000 messages between
 * users on different instances with random disconnects: 0 lost, 0 duplicated, order kept."
 * Two apps on one database and one Redis prefix, each listening on a port; members' sockets
 * on either, messages sent over REST to either (with a client_id, retried on a network
 * failure), sockets cut at random and reconnected to a random instance, resuming from what
 * they saw. Every participant must receive every message of their conversations exactly
 * once, in seq order. CHAT_MESSAGES sets the count: 1,000 in the regular run (about a
 * minute on the CI machine beside the other files), 10,000 for the acceptance run
 * (`npm run test:chat-scale`, several minutes: each send is a full REST request), whose
 * figures are kept in bench/results/.
 */

const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 1_000);
const USERS = 12;
const SENDERS = 16;
const runs = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

let ctx: TestContext;
let instances: FastifyInstance[] = [];
let addresses: string[] = [];

beforeAll(async () => {
  if (!runs) return;
  ctx = await createTestApp();
  instances = await buildTwoInstances(ctx, { messageRatePerMinute: 100_000 });
  addresses = await Promise.all(instances.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
});
afterAll(async () => {
  if (!runs) return;
  agent.destroy();
  for (const app of instances) await app.close();
  await ctx.close();
});

/** One member's socket, reconnected after each cut, checking every change it receives. */
class Receiver {
  /** Per conversation, the last seq received. */
  readonly cursors = new Map<number, number>();
  /** Per conversation, how many changes arrived. */
  readonly counts = new Map<number, number>();
  readonly problems: string[] = [];
  resets = 0;
  reconnects = 0;
  client: ChatClient | null = null;
  stopped = false;

  constructor(
    readonly userId: number,
    readonly headers: Record<string, string>,
    conversations: number[],
  ) {
    for (const id of conversations) this.cursors.set(id, 0);
  }

  async connect(address: string) {
    const client = await connectChat(address, this.headers);
    this.client = client;
    // A cut socket may still hand over frames it had read: a tab ignores a closed socket's.
    client.ws.on('message', (data) => {
      if (this.client === client) this.#receive(JSON.parse(String(data)));
    });
    client.send({ type: 'resume', cursors: Object.fromEntries(this.cursors) });
    client.ws.once('close', () => {
      if (this.client === client) this.client = null;
    });
  }

  #receive(frame: { type: string; conversation_id?: number; seq?: number }) {
    if (frame.type === 'reset') this.resets += 1;
    if (frame.type === 'error') this.problems.push(`error frame ${JSON.stringify(frame)}`);
    if (frame.type !== 'change' || frame.conversation_id === undefined) return;
    const id = frame.conversation_id;
    const seq = frame.seq ?? -1;
    const last = this.cursors.get(id);
    if (last === undefined) this.problems.push(`change of conversation ${id}, not mine`);
    else if (seq <= last) this.problems.push(`conversation ${id}: ${seq} after ${last} (twice)`);
    else if (seq !== last + 1) this.problems.push(`conversation ${id}: ${seq} after ${last} (gap)`);
    this.cursors.set(id, Math.max(seq, last ?? 0));
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }
}

/**
 * POSTs JSON over a kept-alive connection and answers `{status, body}`. Not fetch: it drops
 * the Host header, and the school is resolved from it.
 */
const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
function post(url: string, headers: Record<string, string>, payload: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(runs)('chat across two instances (PostgreSQL and Redis)', () => {
  it(`delivers ${MESSAGES} messages to every participant once, in order, through random disconnects`, async () => {
    const db = ctx.database.db;
    const school = await buildSchool(db);
    const members: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < USERS; i += 1) {
      members.push(await signedInMember(db, school, { role: ROLE.Alumni }));
    }
    const json = (i: number) => ({ ...members[i]?.headers, 'content-type': 'application/json' });
    // Six direct conversations (0–1, 2–3, …) and two groups, created over REST.
    const plans: { title?: string; of: number[] }[] = [
      ...Array.from({ length: USERS / 2 }, (_, k) => ({ of: [2 * k, 2 * k + 1] })),
      { title: 'Even', of: [0, 2, 4, 6, 8] },
      { title: 'Odd', of: [1, 3, 5, 7, 9, 11] },
    ];
    const conversations: { id: number; of: number[] }[] = [];
    for (const plan of plans) {
      const [creator, ...others] = plan.of;
      const res = await post(`${addresses[0]}/api/conversations/`, json(creator ?? 0), {
        participants: others.map((i) => members[i]?.id),
        ...(plan.title ? { title: plan.title } : {}),
      });
      expect(res.status, res.body).toBe(201);
      conversations.push({ id: (JSON.parse(res.body) as { id: number }).id, of: plan.of });
    }

    const receivers = members.map(
      (m, i) =>
        new Receiver(
          m.id,
          m.headers,
          conversations.filter((c) => c.of.includes(i)).map((c) => c.id),
        ),
    );
    await Promise.all(receivers.map((r, i) => r.connect(addresses[i % 2] ?? '')));

    // Sockets cut at random and reconnected, to either instance, while messages flow.
    let sending = true;
    const chaos = (async () => {
      while (sending) {
        await pause(50 + Math.random() * 100);
        const receiver = pick(receivers);
        const client = receiver.client;
        if (!client) continue;
        client.ws.terminate();
        receiver.client = null;
        receiver.reconnects += 1;
        await pause(Math.random() * 150);
        await receiver.connect(pick(addresses));
      }
    })();

    // Parallel senders over REST, each message to a random instance, retried with its client_id.
    const sent = new Map<number, number>(conversations.map((c) => [c.id, 0]));
    let next = 0;
    const sender = async () => {
      while (next < MESSAGES) {
        next += 1;
        const conversation = pick(conversations);
        const from = pick(conversation.of);
        const message = { body: `m${next}`, client_id: randomUUID(), attachments: [] };
        const url = `/api/conversations/${conversation.id}/messages/`;
        for (let attempt = 0; ; attempt += 1) {
          try {
            const res = await post(`${pick(addresses)}${url}`, json(from), message);
            if (res.status === 201) sent.set(conversation.id, (sent.get(conversation.id) ?? 0) + 1);
            else if (res.status !== 200)
              throw new Error(`send answered ${res.status}: ${res.body}`);
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: SENDERS }, sender));
    sending = false;
    await chaos;
    const sendSeconds = (Date.now() - started) / 1000;
    for (const r of receivers) if (!r.client) await r.connect(pick(addresses));

    // Every receiver ends with every message of each of its conversations.
    const complete = () =>
      receivers.every((r) =>
        [...r.cursors].every(([id, seq]) => seq === sent.get(id) && r.counts.get(id) === seq),
      );
    const deadline = Date.now() + 30_000;
    while (!complete() && Date.now() < deadline) await pause(100);

    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    const expected = receivers.reduce(
      (sum, r) => sum + [...r.cursors.keys()].reduce((s, id) => s + (sent.get(id) ?? 0), 0),
      0,
    );
    const received = receivers.reduce(
      (sum, r) => sum + [...r.counts.values()].reduce((a, b) => a + b, 0),
      0,
    );
    const summary = {
      messages: total,
      deliveriesExpected: expected,
      deliveriesReceived: received,
      reconnects: receivers.reduce((s, r) => s + r.reconnects, 0),
      resets: receivers.reduce((s, r) => s + r.resets, 0),
      sendSeconds,
    };
    console.info('chat two instances:', JSON.stringify(summary));
    expect(total).toBe(MESSAGES);
    expect(receivers.flatMap((r) => r.problems)).toEqual([]);
    expect(summary.resets).toBe(0);
    expect(received).toBe(expected);
    expect(complete()).toBe(true);
    for (const r of receivers) await r.client?.close();
  }, 900_000);
});
