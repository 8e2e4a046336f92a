import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  JOB_LIST_FIELDS,
  type JobClosure,
  type JobListField,
  jobAdStatus,
  type PublicationState,
  ROLE,
  STATIC_LIST_DEFAULTS,
} from '@alumni/domain';
import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import {
  articles,
  eventRegistrations,
  events,
  eventTickets,
  groups,
  jobAds,
  postComments,
  posts,
  schools,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { DEMO_PASSWORD, hasSchools, seedDemo } from './seed.ts';

describe('seedDemo', () => {
  it('creates demo with at least 60 members across every role, the logins, job ads and events', async () => {
    const database = await createTestDatabase();
    try {
      const media = mkdtempSync(path.join(tmpdir(), 'alumni-media-'));
      await seedDemo(database.db, { mediaDir: media });
      const [demo] = await database.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
      if (!demo) throw new Error('demo missing');
      const roles = await database.db
        .select({ role: userRoles.role, n: count() })
        .from(userRoles)
        .where(eq(userRoles.schoolId, demo.id))
        .groupBy(userRoles.role);
      const total = roles.reduce((sum, r) => sum + Number(r.n), 0);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(roles.map((r) => r.role).sort()).toEqual([2, 3, 4, 5, 6, 7, 8]);
      for (const email of [
        'super@example.org',
        'admin@demo.example.org',
        'validator@demo.example.org',
        'member@demo.example.org',
        'recruiter@demo.example.org',
      ]) {
        const [user] = await database.db.select().from(users).where(eq(users.email, email));
        expect(user?.passwordHash, email).toBeTruthy();
        expect(await verify(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      }
      const [member] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'member@demo.example.org'));
      const memberRoles = await database.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, member?.id ?? 0));
      expect(memberRoles.map((r) => r.role).sort()).toEqual([ROLE.Student, ROLE.Alumni]);
      const demoPosts = await database.db.select().from(posts).where(eq(posts.schoolId, demo.id));
      // Five in the school's feed (one by a duplicate account, seed/duplicates.ts), two in the
      // running club's (issue 33).
      expect(demoPosts.filter((p) => p.groupId === null)).toHaveLength(5);
      expect(demoPosts.filter((p) => p.groupId !== null)).toHaveLength(2);
      const demoGroups = await database.db
        .select()
        .from(groups)
        .where(eq(groups.schoolId, demo.id))
        .orderBy(groups.id);
      expect(demoGroups.map((g) => [g.visibility, g.state, g.memberCount])).toEqual([
        ['public', 3, 6],
        ['private', 3, 3],
        ['public', 2, 1],
      ]);
      expect((await database.db.select().from(postComments)).length).toBe(4);
      const demoArticles = await database.db
        .select()
        .from(articles)
        .where(eq(articles.schoolId, demo.id));
      expect(demoArticles.map((a) => a.state)).toEqual([3, 3, 3]);
      expect(existsSync(path.join(media, demoArticles[0]?.coverKey ?? 'x'))).toBe(true);
      // Job ads: active, each with its logo on disk, one by the external recruiter.
      const [recruiter] = await database.db
        .select({ id: users.id, role: userRoles.role, isRecruiter: userRoles.isRecruiter })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(eq(users.email, 'recruiter@demo.example.org'));
      expect(recruiter).toMatchObject({ role: ROLE.External, isRecruiter: true });
      const ads = await database.db.select().from(jobAds).where(eq(jobAds.schoolId, demo.id));
      expect(ads.length).toBeGreaterThanOrEqual(3);
      expect(new Set(ads.map((ad) => ad.contractType)).size).toBeGreaterThanOrEqual(3);
      for (const ad of ads) {
        const stored = {
          state: ad.state as PublicationState,
          closure: ad.closure as JobClosure | null,
          publishAt: ad.publishAt,
        };
        expect(jobAdStatus(stored, new Date()), ad.position).toBe('active');
        expect(ad.announcedAt, ad.position).not.toBeNull();
        expect(existsSync(path.join(media, ad.logoKey)), ad.logoKey).toBe(true);
        // Its contract type, sector, experience and role are options of the school's lists.
        for (const field of Object.keys(JOB_LIST_FIELDS) as JobListField[]) {
          const code = field === 'contract_type' ? ad.contractType : ad[field];
          const codes = STATIC_LIST_DEFAULTS[JOB_LIST_FIELDS[field]].map((o) => o.ext_id);
          expect(codes, `${ad.position}: ${field}`).toContain(code);
        }
      }
      expect(ads.filter((ad) => ad.authorId === recruiter?.id)).toHaveLength(1);
      await expectSeededEvents(database.db, demo.id, member?.id ?? 0, media);
      await expect(seedDemo(database.db, { mediaDir: media })).rejects.toThrow(/already exists/);
    } finally {
      await database.close();
    }
  });
});

/**
 * Issue 30 item 16: a new install showed an empty events page. Events to come and past ones,
 * published, one online, one full with a waiting list, the demo member registered; each
 * ticket's confirmed seats are its confirmed registrations' (what booking keeps); the
 * English school has one too.
 */
async function expectSeededEvents(db: Db, schoolId: number, memberId: number, media: string) {
  const now = new Date();
  const rows = await db.select().from(events).where(eq(events.schoolId, schoolId));
  expect(rows.filter((e) => e.startAt > now).length).toBeGreaterThanOrEqual(2);
  expect(rows.filter((e) => e.endAt < now).length).toBeGreaterThanOrEqual(1);
  expect(rows.every((e) => e.state === 3 && e.announcedAt !== null)).toBe(true);
  expect(rows.some((e) => e.type === 'online' && e.onlineLink !== '' && e.startAt > now)).toBe(
    true,
  );
  for (const event of rows) expect(existsSync(path.join(media, event.coverKey ?? 'x'))).toBe(true);
  const registrations = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.schoolId, schoolId));
  const waiting = registrations.filter((r) => r.status === 'waiting');
  expect(waiting.length).toBeGreaterThan(0);
  const tickets = await db.select().from(eventTickets).where(eq(eventTickets.schoolId, schoolId));
  for (const ticket of tickets) {
    const seats = registrations
      .filter((r) => r.ticketId === ticket.id && r.status === 'confirmed')
      .reduce((sum, r) => sum + r.quantity, 0);
    expect(ticket.confirmed, ticket.name).toBe(seats);
  }
  const full = tickets.find((t) => t.id === waiting[0]?.ticketId);
  expect(full?.confirmed).toBe(full?.quantity);
  const upcomingOfMember = registrations.filter(
    (r) =>
      r.userId === memberId &&
      r.status === 'confirmed' &&
      (rows.find((e) => e.id === r.eventId)?.startAt ?? now) > now,
  );
  expect(upcomingOfMember.length).toBeGreaterThanOrEqual(1);
  const [en] = await db.select().from(schools).where(eq(schools.subdomain, 'campus-en'));
  const enEvents = await db
    .select()
    .from(events)
    .where(eq(events.schoolId, en?.id ?? 0));
  expect(enEvents.length).toBeGreaterThanOrEqual(1);
}

describe('embedded database on disk', () => {
  // Two PGlite boots on disk, a migration and a seed: 6 s on an idle machine, past 30 s when
  // the files run in parallel on a loaded 2-core machine. A budget, not a timed assertion.
  it('keeps its data across a restart and is not seeded twice', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-data-'));
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await hasSchools(first.db)).toBe(false);
    await seedDemo(first.db, { mediaDir: path.join(dataDir, 'media') });
    const [before] = await first.db.select({ n: count() }).from(users);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await hasSchools(second.db)).toBe(true);
    const [after] = await second.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    await second.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  // Two pools migrating one new database: 23 s at load 25 with the files in parallel.
  it('let two instances starting together on an empty database take turns (advisory lock)', {
    timeout: 120_000,
  }, async () => {
    const url = process.env.DATABASE_URL ?? '';
    const name = `migrate_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const first = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
    const second = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
    try {
      // Without the lock both would create the same tables at once and one would fail.
      await Promise.all([first.migrate(), second.migrate()]);
      expect(await hasSchools(first.db)).toBe(false);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
