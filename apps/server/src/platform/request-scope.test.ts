import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../test/api.ts';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../test/app.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import { outboxMessages, posts, users } from '../db/schema/index.ts';
import { badRequest } from './errors.ts';

let ctx: TestContext;
let schoolA: { id: number; subdomain: string };
let schoolB: { id: number; subdomain: string };
let author: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // Writes a post in the request's school through the app's handle, then answers with
    // the status asked for (a thrown 4xx, a crash, or 201).
    app.post<{ Params: { outcome: string } }>(
      '/api/scope-test/:outcome/',
      async (request, reply) => {
        const school = await request.school();
        await app.database.app
          .insert(posts)
          .values({ schoolId: school.id, authorId: author.id, content: request.params.outcome });
        await app.mailer.send({
          school: null,
          to: `${request.params.outcome}@example.org`,
          subject: request.params.outcome,
          text: 'x',
          html: '<p>x</p>',
        });
        if (request.params.outcome === 'refused') throw badRequest({ detail: 'refused' });
        if (request.params.outcome === 'crash') throw new Error('crash after a write');
        return reply.status(201).send({ ok: true });
      },
    );
  });
  schoolA = await buildSchool(ctx.database.db);
  schoolB = await buildSchool(ctx.database.db);
  author = await buildMember(ctx.database.db, schoolA.id);
});
afterAll(() => ctx.close());

const written = async (content: string) =>
  (await ctx.database.db.select().from(posts).where(eq(posts.content, content))).length;

describe("each API request's school scope", () => {
  it('commits before the answer leaves, keeps a refused request as written, rolls back a crash', async () => {
    const send = (outcome: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/scope-test/${outcome}/`,
        headers: { host: hostOf(schoolA.subdomain) },
      });
    expect((await send('created')).statusCode).toBe(201);
    // Read at once by another connection: the answer came after the commit.
    expect(await written('created')).toBe(1);
    expect((await send('refused')).statusCode).toBe(400);
    expect(await written('refused')).toBe(1);
    const crash = await send('crash');
    expect(crash.statusCode).toBe(500);
    expect(await written('crash')).toBe(0);
    // The mail each request queued is a job of its transaction: gone with the crash.
    await deliverMail(ctx.app);
    const mails = await ctx.database.db.select({ to: outboxMessages.to }).from(outboxMessages);
    expect(mails.map((m) => m.to).sort()).toEqual(['created@example.org', 'refused@example.org']);
  });

  it("lets a super user read every school's outbox, through the audited path only", async () => {
    await ctx.database.db.insert(outboxMessages).values([
      { schoolId: schoolA.id, to: 'a@example.org', from: 'x', subject: 'A', text: 'A', html: 'A' },
      { schoolId: schoolB.id, to: 'b@example.org', from: 'x', subject: 'B', text: 'B', html: 'B' },
    ]);
    const superUser = await buildMember(ctx.database.db, schoolA.id);
    await ctx.database.db
      .update(users)
      .set({ isSuperuser: true })
      .where(eq(users.id, superUser.id));
    const headers = await sessionHeaders(ctx.database.db, {
      userId: superUser.id,
      schoolId: schoolA.id,
      subdomain: schoolA.subdomain,
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/outbox/', headers });
    expect(res.statusCode).toBe(200);
    const subjects = (res.json() as { results: { subject: string }[] }).results.map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(expect.arrayContaining(['A', 'B']));
  });
});
