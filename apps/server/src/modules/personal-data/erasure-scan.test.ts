import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { openConversation, sendMessage } from '../../../test/discussions.ts';
import { buildEvent, buildPost, buildSchool, signedInMember } from '../../../test/factories.ts';
import { buildGroup } from '../../../test/groups.ts';
import { buildJobAd, buildJobApplication } from '../../../test/jobs.ts';
import { buildMatch } from '../../../test/mentorship.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  erasureRequests,
  eventRegistrations,
  hobbies,
  messages,
  postComments,
  posts,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import { writeMedia } from '../../platform/images.ts';
import { runErasure } from './erasure.service.ts';
import { EXPORT_JOB } from './exports.service.ts';

/*
 * The erasure's acceptance (issue 34 item 6): after erasing a member with content in every
 * module, a scan of every text, varchar and json(b) column of every table (from the catalogue;
 * the audit log, the outbox and the job queue's payloads included) and of the media folder
 * (file names and contents) finds none of their names, e-mail or phone; what others wrote
 * stays, the erased member shown as "Ancien membre".
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

const FIRST = 'Zéphyrine';
const LAST = 'Quintavalle';
const EMAIL = 'zephyrine.quintavalle@example.org';
const PHONE = '+33 7 98 76 54 32';
const TERMS = [`${FIRST} ${LAST}`, LAST, EMAIL, PHONE];

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

/** `table.column (n)` for every text column of every table holding one of TERMS. */
async function databaseHits(): Promise<string[]> {
  const columns = (await db.execute(sql`
    select n.nspname as sch, c.relname as tbl, a.attname as col
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace join pg_type t on t.oid = a.atttypid
    where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p')
      and n.nspname in ('public', 'pgboss')
      and t.typname in ('text', 'varchar', 'bpchar', 'json', 'jsonb', 'tsvector')`)) as unknown as {
    rows: { sch: string; tbl: string; col: string }[];
  };
  const hits: string[] = [];
  for (const { sch, tbl, col } of columns.rows) {
    for (const term of TERMS) {
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(sch)}.${sql.identifier(tbl)} where ${sql.identifier(col)}::text ilike ${`%${term}%`}`,
      )) as unknown as { rows: { n: number }[] };
      const n = result.rows[0]?.n ?? 0;
      if (n > 0) hits.push(`${sch}.${tbl}.${col} ${term} (${n})`);
    }
  }
  return hits;
}

/** Files under `root` whose path or contents hold one of TERMS. */
async function mediaHits(root: string): Promise<string[]> {
  const hits: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = `${file}\n${(await readFile(file)).toString('utf8')}`.toLowerCase();
    for (const term of TERMS) if (text.includes(term.toLowerCase())) hits.push(`${file}: ${term}`);
  }
  return hits;
}

describe('erasure (acceptance)', () => {
  it('leaves no name, e-mail or phone of the member anywhere, and keeps what others wrote', async () => {
    const school = await buildSchool(db, { name: 'Erasure school' });
    const z = await signedInMember(db, school);
    const o = await signedInMember(db, school);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const media = mediaDir(ctx.config);
    const picture = `users/${z.id}/${'b'.repeat(32)}.webp`;
    await writeMedia(media, picture, Buffer.from(`image of ${FIRST} ${LAST}`));
    await db
      .update(users)
      .set({
        firstName: FIRST,
        lastName: LAST,
        email: EMAIL,
        phone: PHONE,
        city: 'Bordeaux',
        summary: `Je suis ${FIRST} ${LAST}, joignable au ${PHONE}.`,
        picture,
      })
      .where(eq(users.id, z.id));
    // Feed: a post others answered, a post alone, a comment on another's post, a mention.
    const answered = await buildPost(db, school.id, z.id, `<p>Bonjour, ici ${FIRST} ${LAST}</p>`);
    await db
      .insert(postComments)
      .values({ postId: answered.id, schoolId: school.id, authorId: o.id, content: 'Welcome!' });
    const alone = await buildPost(db, school.id, z.id, '<p>Alone</p>');
    const others = await buildPost(db, school.id, o.id, `<p>Merci ${FIRST} ${LAST} (${EMAIL})</p>`);
    await db
      .insert(postComments)
      .values({ postId: others.id, schoolId: school.id, authorId: z.id, content: 'Avec plaisir' });
    // Discussions.
    const conversation = await openConversation(ctx.app, z, [o]);
    expect((await sendMessage(ctx.app, z, conversation, `Appelez-moi au ${PHONE}`)).status).toBe(
      201,
    );
    expect((await sendMessage(ctx.app, o, conversation, 'Bien reçu')).status).toBe(201);
    // Events, jobs (with a CV naming her), groups, mentorship, profile items.
    const event = await buildEvent(db, school.id, admin.id);
    await db.insert(eventRegistrations).values({
      schoolId: school.id,
      eventId: event.id,
      ticketId: event.ticket.id,
      userId: z.id,
      quantity: 1,
      status: 'confirmed',
      contactFirstName: FIRST,
      contactLastName: LAST,
      contactEmail: EMAIL,
      contactPhone: PHONE,
    });
    const ad = await buildJobAd(db, school.id, admin.id);
    const cv = `jobs/${school.id}/${z.id}/${'c'.repeat(32)}.pdf`;
    await writeMedia(media, cv, Buffer.from(`%PDF-1.4 CV ${FIRST} ${LAST} ${EMAIL}`));
    await buildJobApplication(db, school.id, ad.id, z.id, {
      cvKey: cv,
      firstName: FIRST,
      lastName: LAST,
      email: EMAIL,
      phone: PHONE,
      message: `Cordialement, ${FIRST} ${LAST}`,
    });
    await buildGroup(db, school.id, admin.id, {}, [z.id]);
    await buildMatch(db, school.id, o.id, z.id, { message: `Je suis ${FIRST}, ${LAST}` });
    await db.insert(hobbies).values({ userId: z.id, name: 'Escalade' });
    await db.insert(workExperiences).values({
      userId: z.id,
      title: 'Ingénieure',
      organisation: `${LAST} Conseil`,
      location: 'Bordeaux',
      startDate: '2018-01-01',
    });
    // The audit log of an admin's change of her row, a mail to her, her own export.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit', ${String(school.id)}, true)`);
      await tx
        .update(users)
        .set({ birthName: LAST, city: 'Bordeaux centre' })
        .where(eq(users.id, z.id));
    });
    await ctx.app.mailer.send({
      school,
      to: EMAIL,
      subject: `Bonjour ${FIRST} ${LAST}`,
      text: `Votre numéro ${PHONE}`,
      html: `<p>${FIRST} ${LAST}</p>`,
    });
    await deliverMail(ctx.app);
    expect((await call('POST', '/api/personal-data/exports/', z.headers)).status).toBe(202);
    await ctx.app.queue.drain([EXPORT_JOB]);
    expect((await databaseHits()).length).toBeGreaterThan(10);
    expect((await mediaHits(media)).length).toBeGreaterThan(0);

    const asked = await call('POST', '/api/personal-data/erasure/', z.headers);
    expect(asked.status).toBe(202);
    const id = (asked.body.erasure as { id: number }).id;
    const rt = { db: ctx.database.app, mediaRoot: media, log: ctx.app.log };
    expect(await runErasure(rt, { requestId: id })).toBe(false); // not due yet
    await db
      .update(erasureRequests)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(erasureRequests.id, id));
    await deliverMail(ctx.app);
    expect(await runErasure(rt, { requestId: id })).toBe(true);
    expect(await runErasure(rt, { requestId: id })).toBe(false); // once

    expect(await databaseHits()).toEqual([]);
    expect(await mediaHits(media)).toEqual([]);
    // What others wrote stays; hers is gone or shows as deleted.
    const [kept] = await db.select().from(posts).where(eq(posts.id, answered.id));
    expect(kept?.content).toBe('');
    const comments = await db
      .select()
      .from(postComments)
      .where(eq(postComments.postId, answered.id));
    expect(comments.map((c) => c.content)).toEqual(['Welcome!']);
    expect(await db.select().from(posts).where(eq(posts.id, alone.id))).toEqual([]);
    const thread = await db
      .select({ body: messages.body, deleted: messages.deletedAt, sender: messages.senderId })
      .from(messages)
      .where(eq(messages.conversationId, conversation))
      .orderBy(messages.seq);
    expect(thread.map((m) => [m.body, m.deleted !== null])).toEqual([
      ['', true],
      ['Bien reçu', false],
    ]);
    const [account] = await db.select().from(users).where(eq(users.id, z.id));
    expect(account).toMatchObject({
      firstName: 'Ancien membre',
      lastName: '',
      phone: null,
      picture: null,
    });
    const feed = await call('GET', `/api/users/${z.id}/profile/`, o.headers);
    expect(feed.status).toBe(404);
    const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
    expect(request?.status).toBe('done');
  });
});
