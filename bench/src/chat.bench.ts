/**
 * `npm run chat -w @alumni/bench` (issue 32 acceptance: "delivery latency across two
 * instances (p50, p95, p99) at 1,000 connected sockets; target p95 ≤ 50 ms on this machine;
 * memory per idle socket"). Two production servers (`apps/server/dist/main.js`) on one
 * throwaway PostgreSQL database and one Redis prefix; `BENCH_USERS` (100) members with
 * `BENCH_SOCKETS_PER_USER` (10) sockets each, half on each instance; direct conversations
 * between pairs. A sender posts over REST to instance A at `BENCH_RATE` messages per second
 * (20) for `BENCH_SECONDS` (20); the latency of a message is from the start of its POST to
 * its `change` frame on a socket of the receiver held by instance B (across) or by A (same
 * instance, for reference). Memory: each server's RSS before and after the sockets opened
 * (idle, after a settle), divided by the sockets it holds. Writes `bench/results/chat[-label].json`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  buildMember,
  buildSchool,
  createTestDatabase,
  seedDemo,
  sessionHeaders,
} from '@alumni/server/tools';
import WebSocket from 'ws';
import { machine, percentile } from './load.ts';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('chat bench: set DATABASE_URL and REDIS_URL (two instances share both).');
  process.exit(1);
}
const users = Number(process.env.BENCH_USERS ?? 100);
const socketsPerUser = Number(process.env.BENCH_SOCKETS_PER_USER ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
const database = await createTestDatabase();
// The demo school answers the servers' start probe.
await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const school = await buildSchool(database.db, { subdomain: 'chatbench' });
const host = 'chatbench.localhost';
const members: { id: number; headers: Record<string, string> }[] = [];
for (let i = 0; i < users; i += 1) {
  const user = await buildMember(database.db, school.id);
  const headers = await sessionHeaders(database.db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  // The servers listen on their own ports: the school's host without one.
  members.push({ id: user.id, headers: { ...headers, host, origin: `http://${host}` } });
}

const env = {
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: `bench:chat:${randomUUID()}:`,
  MESSAGE_RATE_PER_MINUTE: '100000',
  // Required in production; this bench stores no integration token.
  INTEGRATIONS_SECRET: process.env.INTEGRATIONS_SECRET ?? randomBytes(32).toString('hex'),
};
// One after the other: both would migrate and start their job queue on the same database.
const a = await startServerProcess({ databaseUrl: database.url ?? '', port: 3471, dataDir, env });
const b = await startServerProcess({
  databaseUrl: database.url ?? '',
  port: 3472,
  dataDir,
  env,
}).catch(async (error: unknown) => {
  await a.stop();
  throw error;
});
// A failure below must not leave the servers running.
const stopServers = () => Promise.all([a.stop(), b.stop()]);
process.once('uncaughtException', (error) => {
  console.error(error);
  void stopServers().finally(() => process.exit(1));
});
process.once('unhandledRejection', (error) => {
  console.error(error);
  void stopServers().finally(() => process.exit(1));
});

const agent = new Agent({ keepAlive: true, maxSockets: 16 });
/** POSTs JSON to `url` (node:http: fetch would drop the Host header the school comes from). */
function post(url: string, headers: Record<string, string>, payload: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

/** A server process's resident memory in bytes (Linux /proc). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Direct conversations between pairs: 0–1, 2–3, …; the even member writes to the odd one.
const pairs: { conversation: number; from: number; to: number }[] = [];
for (let i = 0; i + 1 < users; i += 2) {
  const res = await post(`${a.address}/api/conversations/`, members[i]?.headers ?? {}, {
    participants: [members[i + 1]?.id],
  });
  if (res.status !== 201) throw new Error(`conversation: ${res.status} ${res.body}`);
  pairs.push({ conversation: (JSON.parse(res.body) as { id: number }).id, from: i, to: i + 1 });
}

await pause(3000);
const rssBefore = [rssOf(a.pid), rssOf(b.pid)];

/** When each message's POST started, by its body; and its arrivals (ms) per instance. */
const started = new Map<string, number>();
const across: number[] = [];
const same: number[] = [];
const sockets: WebSocket[] = [];
const open = (address: string, headers: Record<string, string>, onChange: (body: string) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/api/conversations/socket/`, {
      headers,
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { body: string } };
      if (frame.type === 'change' && frame.message) onChange(frame.message.body);
    });
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'resume', cursors: {} }));
      resolve(ws);
    });
    ws.once('error', reject);
  });
const receivers = new Set(pairs.map((p) => p.to));
for (let i = 0; i < users; i += 1) {
  const batch: Promise<WebSocket>[] = [];
  for (let k = 0; k < socketsPerUser; k += 1) {
    const onB = k % 2 === 1;
    // One socket per receiver and instance records arrivals; the others only receive.
    const records = receivers.has(i) && k < 2;
    batch.push(
      open(onB ? b.address : a.address, members[i]?.headers ?? {}, (body) => {
        const start = started.get(body);
        if (records && start !== undefined) (onB ? across : same).push(performance.now() - start);
      }),
    );
  }
  sockets.push(...(await Promise.all(batch)));
}
await pause(5000);
const rssIdle = [rssOf(a.pid), rssOf(b.pid)];

// Messages at `rate` per second for `seconds`, each from a random pair's sender, over REST to A.
const sendTimes: number[] = [];
const total = rate * seconds;
const sends: Promise<void>[] = [];
const begin = performance.now();
for (let n = 0; n < total; n += 1) {
  const due = begin + (n * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await pause(wait);
  const pair = pairs[n % pairs.length];
  if (!pair) break;
  const body = `bench ${n}`;
  const start = performance.now();
  started.set(body, start);
  sends.push(
    post(
      `${a.address}/api/conversations/${pair.conversation}/messages/`,
      members[pair.from]?.headers ?? {},
      { body, client_id: randomUUID(), attachments: [] },
    ).then((res) => {
      if (res.status !== 201) throw new Error(`send: ${res.status} ${res.body}`);
      sendTimes.push(performance.now() - start);
    }),
  );
}
await Promise.all(sends);
await pause(2000);

for (const ws of sockets) ws.terminate();
agent.destroy();
await stopServers();
await database.close();

const stats = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};
const perSocket = (i: number) =>
  Math.round(((rssIdle[i] ?? 0) - (rssBefore[i] ?? 0)) / (sockets.length / 2));
const report = {
  benchmark: 'npm run chat -w @alumni/bench',
  date: new Date().toISOString(),
  machine: machine(),
  instances: 2,
  sockets: sockets.length,
  users,
  messages: total,
  ratePerSecond: rate,
  deliveryLatencyMs: { acrossInstances: stats(across), sameInstance: stats(same) },
  sendLatencyMs: stats(sendTimes),
  lost: total * 2 - across.length - same.length,
  memory: {
    rssBeforeSocketsMb: rssBefore.map((v) => Math.round(v / 1048576)),
    rssIdleSocketsMb: rssIdle.map((v) => Math.round(v / 1048576)),
    rssPerIdleSocketBytes: [perSocket(0), perSocket(1)],
  },
};
const out = path.resolve(import.meta.dirname, `../results/chat${label}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
const d = report.deliveryLatencyMs.acrossInstances;
process.stdout.write(
  `${report.sockets} sockets, ${total} messages: across instances p50 ${d.p50} ms, p95 ${d.p95} ms, p99 ${d.p99} ms; RSS per idle socket ${report.memory.rssPerIdleSocketBytes.join(' / ')} bytes\nWritten to ${out}\n`,
);
process.exit(0);
