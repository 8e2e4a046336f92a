import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventRegistrations,
  eventTickets,
  imports,
  outboxMessages,
  userRoles,
  users,
  userTokens,
} from '../src/db/schema/index.ts';
import { MEMBER_IMPORT_LOCK } from '../src/modules/imports/apply.service.ts';
import { sessionHeaders } from '../test/api.ts';
import { buildEvent, buildUser } from '../test/factories.ts';
import { HEADER, memberLine, multipartFile } from '../test/imports.ts';
import { waitFor } from '../test/poll.ts';
import {
  count,
  type KillStage,
  killAndRestart,
  killFile,
  members,
  rows,
  stage,
  waitForProgress,
} from './support/kill-fixtures.ts';

/*
 * Fault suite, kill -9 during requests (issue 35 item 2): parallel bookings of one ticket and
 * an import being applied, each on its own database and compiled instance, killed with SIGKILL
 * while the work is in flight (rows polled until part of it is written), then started again on
 * the same database. A booking is all or nothing: each acknowledged one is there, none half
 * written, no seat oversold. An import is applied in one transaction: killed, it leaves
 * nothing; validated again after the restart, every row's account and invitation exist once.
 */

const { figures, stages } = killFile();
const POLL = { timeoutMs: 90_000, intervalMs: 20 };

/** Headers of a signed-in member of the stage's school, for `instance.request`. */
async function memberHeaders(s: KillStage, userId: number): Promise<Record<string, string>> {
  const session = await sessionHeaders(s.db, {
    userId,
    schoolId: s.school.id,
    subdomain: s.school.subdomain,
  });
  return { ...session, host: s.admin.host ?? '', origin: s.admin.origin ?? '' };
}

describe.concurrent('kill -9 of an instance during requests', () => {
  it('parallel bookings of one ticket: each acknowledged one kept, none half written, none oversold', async () => {
    const s = await stage('booking');
    stages.push(s);
    const SEATS = 100;
    const ids = await members(s.db, s.school.id, 41, `booking-${s.school.id}`);
    const bookers = ids.slice(0, 40);
    const late = ids[40] ?? 0;
    // 40 members ordering one seat at a time, up to 10 each: 400 asked for 100 seats.
    const event = await buildEvent(
      s.db,
      s.school.id,
      s.adminId,
      {},
      { quantity: SEATS, perOrderLimit: 10 },
    );
    const headers = await Promise.all(bookers.map((id) => memberHeaders(s, id)));
    const url = `/api/events/${event.id}/registrations/`;
    const body = JSON.stringify({ ticket_id: event.ticket.id, quantity: 1 });
    const acknowledged: { id: number; status: string }[] = [];
    const refused: number[] = [];
    let cut = 0;
    const orders = (h: Record<string, string>, n: number) => async () => {
      for (let order = 0; order < n; order += 1) {
        try {
          const res = await s.instance.request(url, {
            method: 'POST',
            headers: { ...h, 'content-type': 'application/json' },
            body,
          });
          if (res.status === 201) acknowledged.push((await res.json()) as never);
          else refused.push(res.status);
        } catch {
          // The connection cut by the kill: this order's fate is unknown to its member.
          cut += 1;
          return;
        }
      }
    };
    const workers = headers.map((h) => orders(h, 10)());
    const registrations = () =>
      count(
        s.db,
        sql`select count(*) as n from ${eventRegistrations} where ${eventRegistrations.ticketId} = ${event.ticket.id}`,
      );
    // Killed about when the seats run out, orders in flight on both sides of the last seat.
    const atKill = await waitFor(registrations, (n) => n >= 90, POLL);
    const { killedAt, restartMs } = await killAndRestart(s);
    await Promise.all(workers);
    const rowsAtKill = await registrations();

    // The instance books again (the killed transactions' ticket lock is gone with them).
    const after = await s.instance.request(url, {
      method: 'POST',
      headers: { ...(await memberHeaders(s, late)), 'content-type': 'application/json' },
      body,
    });
    expect(after.status, await after.clone().text()).toBe(201);
    const resumeMs = Date.now() - killedAt;
    acknowledged.push((await after.json()) as never);
    // The members order again what they had not (their orders cut by the kill may be in).
    const placed = await rows<{ user: number; n: number }>(
      s.db,
      sql`select ${eventRegistrations.userId} as user, count(*)::int as n from ${eventRegistrations}
          where ${eventRegistrations.ticketId} = ${event.ticket.id} group by 1`,
    );
    const placedBy = new Map(placed.map((p) => [p.user, p.n]));
    const resumed = await Promise.all(
      bookers.map((id, i) => orders(headers[i] ?? {}, 10 - (placedBy.get(id) ?? 0))()),
    );
    expect(resumed).toHaveLength(bookers.length);

    const stored = await rows<{ id: number; status: string; quantity: number; code: string }>(
      s.db,
      sql`select ${eventRegistrations.id} as id, ${eventRegistrations.status} as status,
            ${eventRegistrations.quantity} as quantity, ${eventRegistrations.checkInCode} as code
          from ${eventRegistrations} where ${eventRegistrations.ticketId} = ${event.ticket.id}`,
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    const [ticket] = await rows<{ confirmed: number; quantity: number }>(
      s.db,
      sql`select ${eventTickets.confirmed} as confirmed, ${eventTickets.quantity} as quantity
          from ${eventTickets} where ${eventTickets.id} = ${event.ticket.id}`,
    );
    const seated = stored.filter((r) => r.status === 'confirmed' || r.status === 'pending');
    const seatedSeats = seated.reduce((sum, r) => sum + r.quantity, 0);
    const waiting = stored.filter((r) => r.status === 'waiting').length;
    const lost = acknowledged.filter((a) => byId.get(a.id)?.status !== a.status).length;
    // Half written: a registration without its seats counted on the ticket, or without its code.
    const halfWritten =
      Math.abs(seatedSeats - (ticket?.confirmed ?? -1)) + stored.filter((r) => !r.code).length;
    // Every seat sold once, every other order waiting: 401 orders for 100 seats.
    expect({
      refused,
      lost,
      halfWritten,
      orders: stored.length,
      seated: seatedSeats,
      waiting,
    }).toEqual({
      refused: [],
      lost: 0,
      halfWritten: 0,
      orders: bookers.length * 10 + 1,
      seated: SEATS,
      waiting: bookers.length * 10 + 1 - SEATS,
    });
    expect(cut).toBeGreaterThan(0);
    figures.booking = {
      orders_acknowledged: acknowledged.length,
      orders_cut_by_kill: cut,
      rows_seen_before_kill: atKill,
      rows_at_kill: rowsAtKill,
      committed_unacknowledged: stored.length - acknowledged.length,
      orders_after: stored.length,
      seats: SEATS,
      seats_confirmed: seatedSeats,
      waiting,
      acknowledged_lost: lost,
      half_written: halfWritten,
      oversold: Math.max(0, seatedSeats - SEATS),
      restart_ms: restartMs,
      time_to_resume_ms: resumeMs,
    };
  });

  it('an import being applied (4,000 rows): nothing left by the kill, each account and invitation once after', async () => {
    const s = await stage('import');
    stages.push(s);
    const N = 4000;
    const tag = `import-${s.school.id}`;
    const emails = Array.from({ length: N }, (_, i) => `${tag}.${i}@example.org`);
    const file = multipartFile(
      'members.csv',
      `${HEADER}\n${emails.map((e) => memberLine(e)).join('\n')}\n`,
    );
    const upload = await s.instance.request('/api/imports/members/', {
      method: 'POST',
      headers: { ...s.admin, 'content-type': file.contentType },
      body: file.payload,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    const submit = await s.instance.request(`/api/imports/${id}/submit/`, {
      method: 'POST',
      headers: s.admin,
    });
    expect(submit.status, await submit.clone().text()).toBe(200);
    const superUser = await buildUser(s.db, { isSuperuser: true });
    const validator = await memberHeaders(s, superUser.id);
    const validate = () =>
      s.instance.request(`/api/imports/${id}/validate/`, { method: 'POST', headers: validator });

    // Accounts are written a batch (1,000 rows) at a time in the request's one transaction;
    // the users' sequence moves as they are, committed or not.
    const sequence = () => count(s.db, sql`select last_value as n from users_id_seq`);
    const before = await sequence();
    let answered: number | null = null;
    const first = validate().then(
      (res) => {
        answered = res.status;
      },
      () => undefined,
    );
    // Killed once a batch of accounts is written and before the last one.
    const atKill = await waitFor(
      async () => (await sequence()) - before,
      (n) => n >= 1000 || answered !== null,
      POLL,
    );
    expect(answered).toBeNull();
    const { killedAt, restartMs } = await killAndRestart(s);
    await first;
    expect(answered).toBeNull();

    const ofFile = sql`${users.email} like ${`${tag}.%`}`;
    const accounts = () => count(s.db, sql`select count(*) as n from ${users} where ${ofFile}`);
    const invitations = () =>
      count(
        s.db,
        sql`select count(distinct ${outboxMessages.to}) as n from ${outboxMessages} where ${outboxMessages.to} like ${`${tag}.%`}`,
      );
    const status = async () =>
      (await rows<{ status: string }>(s.db, sql`select status from ${imports} where id = ${id}`))[0]
        ?.status;
    // All or nothing: the killed transaction left no account, no job, no mail.
    const leftByKill = { accounts: await accounts(), status: await status() };
    expect(leftByKill).toEqual({ accounts: 0, status: 'submitted' });

    const again = await validate();
    expect(again.status, await again.clone().text()).toBe(200);
    await waitForProgress(invitations, (n) => n === N);
    const resumeMs = Date.now() - killedAt;
    const messages = await count(
      s.db,
      sql`select count(*) as n from ${outboxMessages} where ${outboxMessages.to} like ${`${tag}.%`}`,
    );
    const after = {
      status: await status(),
      accounts: await accounts(),
      distinctAccounts: await count(
        s.db,
        sql`select count(distinct lower(${users.email})) as n from ${users} where ${ofFile}`,
      ),
      roles: await count(
        s.db,
        sql`select count(*) as n from ${userRoles} join ${users} on ${users.id} = ${userRoles.userId}
            where ${ofFile} and ${userRoles.schoolId} = ${s.school.id}`,
      ),
      tokens: await count(
        s.db,
        sql`select count(*) as n from ${userTokens} join ${users} on ${users.id} = ${userTokens.userId}
            where ${ofFile} and ${userTokens.purpose} = 'activation'`,
      ),
      messages,
    };
    expect(after).toEqual({
      status: 'applied',
      accounts: N,
      distinctAccounts: N,
      roles: N,
      tokens: N,
      messages: N,
    });
    figures.import = {
      rows: N,
      accounts_written_uncommitted_at_kill: atKill,
      accounts_left_by_kill: leftByKill.accounts,
      accounts_after: after.accounts,
      invitations_after: messages,
      duplicates: after.accounts - after.distinctAccounts + (messages - N),
      restart_ms: restartMs,
      time_to_resume_ms: resumeMs,
    };
    // The import's lock is not held by anything left behind.
    expect(
      await count(
        s.db,
        sql`select count(*) as n from pg_locks where locktype = 'advisory' and classid = ${MEMBER_IMPORT_LOCK} and objid = ${s.school.id}`,
      ),
    ).toBe(0);
  });
});
