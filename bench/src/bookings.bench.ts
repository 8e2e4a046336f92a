/**
 * `npm run bookings -w @alumni/bench` (issue 14 acceptance: "bookings per second for one hot
 * event at 50 connections, and 0 oversold"; issue 35 item 4: 500 per second): the production
 * server on a seeded PostgreSQL database, one published event whose ticket has `BENCH_SEATS`
 * seats (300), and `BENCH_CONNECTIONS` connections (50), each signed in as a member of its own,
 * booking one seat at a time for `BENCH_SECONDS` (10). The ticket's per-order limit is out of
 * reach (a member's orders count together, issue 30 item 18: with the limit of 1 every order
 * after a member's first is refused). Every booking takes the ticket's row lock, so this
 * measures the hot row's turn-taking: first for seats, then, once they are gone, for the
 * waiting list. Then counts, in the database, the confirmed seats against the ticket's
 * quantity (oversold must be 0) and the orders put on the waiting list. Writes
 * `bench/results/bookings[-label].json`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildEvent,
  buildMember,
  createTestDatabase,
  eventRegistrations,
  schools,
  seedDemo,
  sessionHeaders,
  users,
} from '@alumni/server/tools';
import { and, eq, sql } from 'drizzle-orm';
import { load, machine } from './load.ts';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  console.error('bookings bench: set DATABASE_URL (row locks are measured on PostgreSQL).');
  process.exit(1);
}
const seats = Number(process.env.BENCH_SEATS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
const database = await createTestDatabase();
await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const [demo] = await database.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
const [admin] = await database.db
  .select()
  .from(users)
  .where(eq(users.email, 'admin@demo.example.org'));
if (!demo || !admin) throw new Error('the seeded demo school or its admin is missing');
const event = await buildEvent(
  database.db,
  demo.id,
  admin.id,
  {},
  { quantity: seats, perOrderLimit: 1_000_000 },
);
// A member of its own per connection (issue 35 item 4: many people booking one ticket).
const bookers: Record<string, string>[] = [];
for (let i = 0; i < connections; i += 1) {
  const booker = await buildMember(database.db, demo.id);
  const headers = await sessionHeaders(database.db, {
    userId: booker.id,
    schoolId: demo.id,
    subdomain: 'demo',
  });
  bookers.push({ cookie: headers.cookie ?? '' });
}

const server = await startServerProcess({ databaseUrl: database.url ?? '', port: 3461, dataDir });
const origin = { host: 'demo.localhost', origin: 'http://demo.localhost' };

const result = await load({
  base: server.address,
  requests: [
    {
      method: 'POST',
      path: `/api/events/${event.id}/registrations/`,
      body: JSON.stringify({ ticket_id: event.ticket.id, quantity: 1 }),
      headersPerConnection: bookers,
    },
  ],
  headers: { ...origin, 'content-type': 'application/json' },
  connections,
  seconds,
});
await server.stop();

const counts = await database.db
  .select({ status: eventRegistrations.status, seats: sql<number>`sum(quantity)::int` })
  .from(eventRegistrations)
  .where(and(eq(eventRegistrations.ticketId, event.ticket.id)))
  .groupBy(eventRegistrations.status);
await database.close();
const seatsIn = (status: string) => counts.find((c) => c.status === status)?.seats ?? 0;
const confirmed = seatsIn('confirmed');
const report = {
  benchmark: 'npm run bookings -w @alumni/bench',
  date: new Date().toISOString(),
  machine: machine(),
  connections,
  durationSeconds: seconds,
  seats,
  bookingsPerSecond: result.requestsPerSecond,
  requests: result.requests,
  non2xx: result.non2xx,
  errors: result.errors,
  latencyMs: result.latencyMs,
  confirmedSeats: confirmed,
  waitingOrders: seatsIn('waiting'),
  oversold: Math.max(0, confirmed - seats),
};
const out = path.resolve(import.meta.dirname, `../results/bookings${label}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(
  `${report.bookingsPerSecond} bookings/s at ${connections} connections (p99 ${report.latencyMs.p99} ms, non-2xx ${report.non2xx}); ${confirmed} of ${seats} seats confirmed, ${report.waitingOrders} waiting, oversold ${report.oversold}\nWritten to ${out}\n`,
);
