import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { posts, schools, users } from '../../db/schema/index.ts';
import type { UserEvent } from '../../platform/event-bus.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';

// A queue from a module the validations module has never heard of (articles are not built):
// registered the way any module does, it must show in the counters with no change there.
let waitingArticles = 4;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    app.validationQueues.register({
      type: 'article',
      key: 'test-articles',
      count: async () => waitingArticles,
      changedBy: (event) => event.name === 'post.liked',
    });
  });
  await seedDemo(ctx.database.db, { mediaDir: `${ctx.config.dataDir}/media` });
});
afterAll(() => ctx.close());

const userId = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;

/** The demo school's first post (written by its admin), for the member to like and comment. */
async function adminPost(): Promise<number> {
  const admin = await userId('admin@demo.example.org');
  const [demo] = await ctx.database.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  const [post] = await ctx.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, admin), eq(posts.schoolId, demo?.id ?? 0)))
    .limit(1);
  if (!post) throw new Error('the demo seed has no post by its admin');
  return post.id;
}

describe('validation queue registry', () => {
  it('counts a newly registered queue in GET /api/validations/', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'validator@demo.example.org', DEMO_PASSWORD);
    const res = await ctx.app.inject({
      url: '/api/validations/',
      headers: { host: hostOf('demo'), cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ article: 4, jobad: 0, event: 0 });
  });

  it('pushes its new count to validators after an event it names, and not after others', async () => {
    const validator = await userId('validator@demo.example.org');
    const pushed: UserEvent[] = [];
    const unsubscribe = await ctx.app.bus.subscribe(validator, (event) => void pushed.push(event));
    try {
      const member = sameOrigin(
        'demo',
        await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
      );
      const postId = await adminPost();
      waitingArticles = 5;

      // A comment is no event of this queue (nor of any other): no push.
      const comment = await ctx.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/comments/`,
        headers: member,
        payload: { content: 'Bravo' },
      });
      expect(comment.statusCode).toBe(201);
      expect(pushed).toEqual([]);

      // A like is: the subscribers ran before the answer, so the push is already there.
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/posts/${postId}/like/`,
        headers: member,
      });
      const like = await ctx.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/like/`,
        headers: member,
      });
      expect(like.statusCode).toBe(200);
      expect(pushed).toHaveLength(1);
      expect(pushed[0]).toMatchObject({ event: 'validations', data: { article: 5 } });
    } finally {
      unsubscribe();
    }
  });
});
