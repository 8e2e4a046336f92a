import { ChatClientFrameSchema, type ChatServerFrame } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import { createTestApp, type TestContext } from './app.ts';
import { type ChatClient, injectChat } from './chat-socket.ts';
import { members, openConversation, sendMessage } from './discussions.ts';
import { buildSchool } from './factories.ts';
import { samplesOf } from './fuzz/arbitraries.ts';
import { HOSTILE_JSON_BODIES, HOSTILE_STRINGS, HOSTILE_VALUES } from './fuzz/hostile.ts';
import type { JsonSchema } from './openapi-operations.ts';

/*
 * The fuzz suite's part for the chat socket (issue 32 acceptance: "fuzz suites cover ... the
 * socket's messages"). The socket is no OpenAPI operation, so the generated suites do not reach
 * it: here every hostile JSON body and string goes as a frame, each hostile value takes the
 * place of each field of `resume`, and fast-check writes frames from the contract's JSON
 * Schema. Each must be answered by a frame (`error` for what the contract refuses), the socket
 * must stay open and answer `ping`, and nothing may be written: a socket only reads.
 * FUZZ_SEED replays the generated frames.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const GENERATED = 150;
/** Frames sent on one socket before the next (under its limit of 30 resumes a minute). */
const RESUMES_PER_SOCKET = 25;

let ctx: TestContext;
let db: Db;
let client: ChatClient;
let conversationId = 0;

/** Rows of the discussions' tables and their read state: a refused frame changes none. */
async function discussionState(): Promise<string> {
  const result = await db.execute(sql`select
      (select count(*) from conversations) as conversations,
      (select coalesce(sum(last_seq), 0) from conversations) as seqs,
      (select count(*) from messages) as messages,
      (select coalesce(sum(last_read_seq + unread_count), 0) from conversation_participants) as reads`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  const school = await buildSchool(db);
  const [a, b] = await members(db, school, 2);
  conversationId = await openConversation(ctx.app, a, [b]);
  await sendMessage(ctx.app, b, conversationId, 'hello');
  client = await injectChat(ctx.app, a.headers);
  newMember = async () => (await members(db, school, 1))[0];
});

let newMember: () => Promise<{ headers: Record<string, string> }>;

/** Replaces the socket by one of a new member of the same school. */
async function freshSocket() {
  await client.close();
  client = await injectChat(ctx.app, (await newMember()).headers);
}
afterAll(async () => {
  await client?.close();
  await ctx?.close();
});

/** Sends `frame` as it is (a string) or as JSON, and waits for the frame that answers it. */
async function answerTo(frame: unknown): Promise<ChatServerFrame> {
  const from = client.frames.length;
  client.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return client.next((f) => f.type !== 'change' && f.type !== 'read', from);
}

/**
 * Every input answered by a frame, the socket still open and nothing written. A socket takes
 * 30 resumes a minute: every RESUMES_PER_SOCKET inputs go to a new member's socket.
 */
async function expectAnswered(inputs: [string, unknown][]) {
  const before = await discussionState();
  for (const [index, [label, input]] of inputs.entries()) {
    if (index > 0 && index % RESUMES_PER_SOCKET === 0) await freshSocket();
    const answer = await answerTo(input);
    const valid = typeof input !== 'string' && ChatClientFrameSchema.safeParse(input).success;
    if (!valid) expect(answer, label).toEqual({ type: 'error', detail: expect.any(String) });
    else
      expect(
        ['resumed', 'pong', 'reset'],
        `${label} ${JSON.stringify(input)} → ${JSON.stringify(answer)}`,
      ).toContain(answer.type);
  }
  expect(await answerTo({ type: 'ping' })).toEqual({ type: 'pong' });
  expect(await discussionState()).toBe(before);
}

describe('the chat socket under hostile frames', () => {
  it('answers every hostile JSON body and string sent as a frame', async () => {
    await expectAnswered([
      ...HOSTILE_JSON_BODIES.filter(([, body]) => body !== '').map(
        ([label, body]): [string, unknown] => [label, body],
      ),
      ...HOSTILE_STRINGS.filter(([, text]) => text !== '').map(
        ([label, text]): [string, unknown] => [`string ${label}`, JSON.stringify(text)],
      ),
    ]);
  });

  it('answers each hostile value in each place of a resume frame', async () => {
    const inputs: [string, unknown][] = [];
    for (const [label, value] of HOSTILE_VALUES) {
      inputs.push([`type ${label}`, { type: value, cursors: {} }]);
      inputs.push([`cursors ${label}`, { type: 'resume', cursors: value }]);
      inputs.push([`cursor ${label}`, { type: 'resume', cursors: { [conversationId]: value } }]);
    }
    for (const [label, key] of HOSTILE_STRINGS) {
      inputs.push([`cursor key ${label}`, { type: 'resume', cursors: { [key]: 1 } }]);
    }
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [String(i + 1), 0]));
    inputs.push(['1,001 cursors', { type: 'resume', cursors: many }]);
    await expectAnswered(inputs);
  });

  it('answers frames generated from the contract', async () => {
    const schema = z.toJSONSchema(ChatClientFrameSchema, { io: 'input' }) as JsonSchema;
    const frames = samplesOf(schema, {}, GENERATED, SEED);
    await expectAnswered(frames.map((frame, i): [string, unknown] => [`generated #${i}`, frame]));
  });

  it('closes on a frame over 64 KB, and opens again', async () => {
    const [{ headers }] = await members(db, await buildSchool(db), 1);
    const big = await injectChat(ctx.app, headers);
    const closed = new Promise<number>((resolve) => big.ws.once('close', resolve));
    big.send(JSON.stringify({ type: 'resume', cursors: {}, pad: 'x'.repeat(70_000) }));
    expect(await closed).toBe(1009);
    const again = await injectChat(ctx.app, headers);
    again.send({ type: 'ping' });
    expect(await again.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    await again.close();
  });
});
