import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildEvent, buildSchool, buildUser } from '../../../test/factories.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { eventHistory, events } from '../../db/schema/index.ts';
import {
  publicationJobs,
  publicationRuntime,
  publishJob,
  sweepDue,
} from '../../platform/publication/scheduling.ts';
import { eventsArea } from './publication.ts';

const PUBLISH_JOB = publicationJobs(eventsArea).publish;
const publishEventJob = (db: Db, job: { schoolId: number; eventId: number }, now: Date) =>
  publishJob(
    publicationRuntime(ctx.app, db),
    eventsArea,
    { schoolId: job.schoolId, id: job.eventId },
    now,
  );
const sweepDueEvents = (db: Db) => sweepDue(publicationRuntime(ctx.app, db), eventsArea);

/*
 * Publication of events at their date (issue 14 item 1, as the blog's): a job at the date,
 * a sweep for what fell due while no job ran, each announcing once; and a validator's
 * decision losing the race for the row answered 409.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(opts: Parameters<typeof addRole>[3] = {}) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

const publishRows = async (eventId: number) =>
  (await db.select().from(eventHistory).where(eq(eventHistory.eventId, eventId))).filter(
    (h) => h.action === 'publish',
  );

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateEvent: true });
});
afterAll(() => ctx.close());

describe('publication at a date', () => {
  it('queues a job at the date of a scheduled event, which announces it once', async () => {
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Evenement] });
    const publishAt = new Date(Date.now() + 86_400_000);
    const res = await call('POST', '/api/events/', validator.headers, {
      title: 'Later',
      type: 'online',
      online_link: 'https://meet.example.org/later',
      city: 'Lyon',
      organizer: 'BDE',
      start_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      publish_at: publishAt.toISOString(),
      category: 'conference',
      registration_type: 'none',
    });
    expect(res.body).toMatchObject({ status: 'scheduled' });
    const id = res.body.id as number;
    const jobs = await db.execute(
      sql`select start_after, data from pgboss.job where name = ${PUBLISH_JOB} and data->>'eventId' = ${String(id)}`,
    );
    const [job] = (jobs as unknown as { rows: { start_after: Date; data: unknown }[] }).rows;
    expect(new Date(job?.start_after ?? 0).toISOString()).toBe(publishAt.toISOString());
    const data = { schoolId: school.id, eventId: id };
    expect(job?.data).toEqual(data);
    expect(await publishEventJob(db, data, new Date(Date.now() - 1000))).toBe(false);
    const at = new Date(publishAt.getTime() + 1000);
    expect(await publishEventJob(db, data, at)).toBe(true);
    expect(await publishEventJob(db, data, at)).toBe(false);
    expect(await publishRows(id)).toHaveLength(1);
  });

  it('the sweep announces what fell due while no job ran, once', async () => {
    const author = await member();
    const event = await buildEvent(db, school.id, author.id, {
      publishAt: new Date(Date.now() - 10 * 60_000),
      announcedAt: null,
    });
    expect(await sweepDueEvents(db)).toBeGreaterThanOrEqual(1);
    expect(await sweepDueEvents(db)).toBe(0);
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row?.announcedAt).not.toBeNull();
    expect(await publishRows(event.id)).toHaveLength(1);
  });
});

describe.runIf(racesOnPostgres)('review races (PostgreSQL)', () => {
  it('answers 409 to a decision that loses the race for the row', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Evenement] });
    const event = await buildEvent(db, school.id, author.id, { state: 2, announcedAt: null });
    const lost = await loseRace(db, {
      lock: (tx) => tx.select().from(events).where(eq(events.id, event.id)).for('update'),
      win: (tx) => tx.update(events).set({ state: 4 }).where(eq(events.id, event.id)),
      request: () =>
        call('POST', `/api/events/${event.id}/review/`, validator.headers, {
          decision: 'validate',
        }),
    });
    expect(lost).toEqual({
      status: 409,
      body: { detail: 'This event no longer waits for validation: reload it.' },
    });
  });
});
