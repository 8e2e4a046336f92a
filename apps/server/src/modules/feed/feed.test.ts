import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, multipartBody, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
const ids = { demo: 0, en: 0 };

/** A member of a school with a session; alumni unless said otherwise. */
async function member(opts: { role?: number; subdomain?: 'demo' | 'campus-en' } = {}) {
  const subdomain = opts.subdomain ?? 'demo';
  const schoolId = subdomain === 'demo' ? ids.demo : ids.en;
  const user = await buildMember(db, schoolId, { role: opts.role ?? ROLE.Alumni });
  return {
    id: user.id,
    headers: await sessionHeaders(db, { userId: user.id, schoolId, subdomain }),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

async function publish(author: Member, content: string) {
  const res = await call('POST', '/api/posts/', author.headers, { content });
  expect(res.status).toBe(201);
  return res.body as Body & { id: number };
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  ids.demo = (await buildSchool(db, { subdomain: 'demo' })).id;
  ids.en = (await buildSchool(db, { subdomain: 'campus-en' })).id;
});
afterAll(() => ctx.close());

describe('posts (POST/GET/PATCH/DELETE /api/posts/)', () => {
  it('stores and shows no script: HTML is sanitised on the way in', async () => {
    const author = await member();
    const post = await publish(
      author,
      '<p onclick="steal()">Hello <strong>class of 2016</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.org">site</a>',
    );
    expect(post.content).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(post.content).toContain('<p>Hello <strong>class of 2016</strong></p>');
    expect(post.content).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow ugc">site</a>',
    );
    const [stored] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.content).toBe(post.content);
    expect(post).toMatchObject({
      author: { id: author.id },
      like_count: 0,
      liked: false,
      comment_count: 0,
      can_edit: true,
      can_delete: true,
      can_report: false,
      edited_at: null,
    });
  });

  it('refuses an empty post, or one of only a script, in the error shape, and stores nothing', async () => {
    const author = await member();
    const before = (await db.select().from(posts)).length;
    for (const content of ['', '<p>  </p>', '<script>alert(1)</script>']) {
      const res = await call('POST', '/api/posts/', author.headers, { content });
      expect(res).toEqual({ status: 400, body: { content: ['Write something or add an image.'] } });
    }
    const fr = await call(
      'POST',
      '/api/posts/',
      author.headers,
      { content: 'x'.repeat(5001) },
      'fr',
    );
    expect(fr).toEqual({
      status: 400,
      body: { content: ['La publication dépasse la longueur maximale de 5000 caractères.'] },
    });
    const wrongType = await call('POST', '/api/posts/', author.headers, { content: 42 });
    expect(wrongType.status).toBe(400);
    expect((await db.select().from(posts)).length).toBe(before);
  });

  it('pages the feed newest first by cursor, and answers a forged cursor with 400', async () => {
    const author = await member();
    const made = [];
    for (const n of [1, 2, 3]) made.push(await publish(author, `<p>Page test ${n}</p>`));
    const first = await call('GET', `/api/posts/?author=${author.id}&page_size=2`, author.headers);
    expect(first.status).toBe(200);
    const firstIds = (first.body.results as Body[]).map((p) => p.id);
    expect(firstIds).toEqual([made[2]?.id, made[1]?.id]);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/posts/?author=${author.id}&page_size=2&cursor=${first.body.next}`,
      author.headers,
    );
    expect((second.body.results as Body[]).map((p) => p.id)).toEqual([made[0]?.id]);
    expect(second.body.next).toBeNull();
    const forged = await call('GET', '/api/posts/?cursor=bm90LWEtY3Vyc29y', author.headers);
    expect(forged).toEqual({ status: 400, body: { cursor: ['Invalid cursor.'] } });
  });

  it('lets the author edit, nobody else; the author or an admin delete', async () => {
    const author = await member();
    const other = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const post = await publish(author, '<p>First version</p>');
    const seen = await call('GET', `/api/posts/${post.id}/`, other.headers);
    expect(seen.body).toMatchObject({ can_edit: false, can_delete: false, can_report: true });
    expect((await call('GET', `/api/posts/${post.id}/`, admin.headers)).body).toMatchObject({
      can_edit: false,
      can_delete: true,
    });
    expect(
      (await call('PATCH', `/api/posts/${post.id}/`, other.headers, { content: 'Hijack' })).status,
    ).toBe(403);
    const edited = await call('PATCH', `/api/posts/${post.id}/`, author.headers, {
      content: '<p>Second version</p>',
    });
    expect(edited.body).toMatchObject({ content: '<p>Second version</p>' });
    expect(edited.body.edited_at).toEqual(expect.any(String));
    expect((await call('DELETE', `/api/posts/${post.id}/`, other.headers)).status).toBe(403);
    expect((await call('DELETE', `/api/posts/${post.id}/`, admin.headers)).status).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}/`, author.headers)).status).toBe(404);
  });

  it('keeps each school to its own feed (tenant isolation)', async () => {
    const demoAuthor = await member();
    const enMember = await member({ subdomain: 'campus-en' });
    const post = await publish(demoAuthor, '<p>Only for demo</p>');
    expect((await call('GET', `/api/posts/${post.id}/`, enMember.headers)).status).toBe(404);
    const feed = await call('GET', '/api/posts/?page_size=50', enMember.headers);
    expect((feed.body.results as Body[]).some((p) => p.id === post.id)).toBe(false);
    expect(
      (await call('POST', `/api/posts/${post.id}/comments/`, enMember.headers, { content: 'Hi' }))
        .status,
    ).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/like/`, enMember.headers)).status).toBe(404);
  });

  it('is closed to the signed-out (401) and to roles without the feed view (403)', async () => {
    expect((await call('GET', '/api/posts/', null)).status).toBe(401);
    const prospect = await member({ role: ROLE.Prospect });
    expect((await call('GET', '/api/posts/', prospect.headers)).status).toBe(403);
    expect((await call('POST', '/api/posts/', prospect.headers, { content: 'Hi' })).status).toBe(
      403,
    );
  });
});

describe('images of a post (POST /api/posts/images/)', () => {
  it('stores an upload as WebP within 1600 px and attaches only the uploader’s own keys', async () => {
    const author = await member();
    const other = await member();
    const png = await sharp({
      create: { width: 3200, height: 1600, channels: 3, background: '#00a19b' },
    })
      .png()
      .toBuffer();
    const body = multipartBody('a.png', png);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts/images/',
      headers: { ...author.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const image = res.json() as { key: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(existsSync(path.join(mediaDir(ctx.config), image.key))).toBe(true);

    const stolen = await call('POST', '/api/posts/', other.headers, { images: [image.key] });
    expect(stolen).toEqual({
      status: 400,
      body: { images: ['This image could not be found: add it again.'] },
    });
    const post = await call('POST', '/api/posts/', author.headers, { images: [image.key] });
    expect(post.status).toBe(201);
    expect(post.body.images).toEqual([
      { key: image.key, url: expect.stringContaining(image.key), width: 1600, height: 800 },
    ]);
    expect(post.body.content).toBe('');
    // An edit keeps the images whose keys it sends back; one it leaves out is deleted.
    const kept = await call('PATCH', `/api/posts/${post.body.id}/`, author.headers, {
      content: '<p>With a caption</p>',
      images: [image.key],
    });
    expect(kept.body.images).toEqual(post.body.images);
    const dropped = await call('PATCH', `/api/posts/${post.body.id}/`, author.headers, {
      images: [],
    });
    expect(dropped.body).toMatchObject({ images: [], content: '<p>With a caption</p>' });
    expect(existsSync(path.join(mediaDir(ctx.config), image.key))).toBe(false);
    await call('DELETE', `/api/posts/${post.body.id}/`, author.headers);
  });
});

describe('comments and likes', () => {
  it('comments, likes once, and notifies the author of each', async () => {
    const author = await member();
    const reader = await member();
    const post = await publish(author, '<p>Reunion on Friday</p>');
    const comment = await call('POST', `/api/posts/${post.id}/comments/`, reader.headers, {
      content: '  I will be there <b>!</b> ',
    });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      post: post.id,
      content: 'I will be there <b>!</b>',
      author: { id: reader.id },
      can_edit: true,
    });
    const empty = await call('POST', `/api/posts/${post.id}/comments/`, reader.headers, {
      content: ' ',
    });
    expect(empty).toEqual({ status: 400, body: { content: ['This field is required'] } });

    expect((await call('POST', `/api/posts/${post.id}/like/`, reader.headers)).body).toEqual({
      like_count: 1,
      liked: true,
    });
    expect((await call('POST', `/api/posts/${post.id}/like/`, reader.headers)).body).toEqual({
      like_count: 1,
      liked: true,
    });
    const seen = await call('GET', `/api/posts/${post.id}/`, reader.headers);
    expect(seen.body).toMatchObject({ like_count: 1, liked: true, comment_count: 1 });
    expect((await call('DELETE', `/api/posts/${post.id}/like/`, reader.headers)).body).toEqual({
      like_count: 0,
      liked: false,
    });
    await call('POST', `/api/posts/${post.id}/like/`, reader.headers);

    const inbox = await call('GET', '/api/notifications/', author.headers);
    expect(inbox.body).toMatchObject({ count: 2, unread: 2 });
    expect((inbox.body.results as Body[]).map((n) => n.type)).toEqual([
      'post_like',
      'post_comment',
    ]);
    expect((inbox.body.results as Body[])[1]).toMatchObject({
      actor: { id: reader.id },
      data: { post_id: post.id, comment_id: comment.body.id },
      read: false,
    });
    const first = (inbox.body.results as Body[])[0]?.id as number;
    expect(
      (await call('POST', '/api/notifications/read/', author.headers, { ids: [first] })).body,
    ).toEqual({
      unread: 1,
    });
    expect((await call('POST', '/api/notifications/read/', author.headers, {})).body).toEqual({
      unread: 0,
    });
    // Nobody is notified of their own doing.
    await call('POST', `/api/posts/${post.id}/comments/`, author.headers, { content: 'See you' });
    expect((await call('GET', '/api/notifications/', author.headers)).body).toMatchObject({
      unread: 0,
    });
  });

  it('lists comments oldest first by cursor; only their author edits, an admin deletes', async () => {
    const author = await member();
    const reader = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const post = await publish(author, '<p>Thread</p>');
    const made = [];
    for (const n of [1, 2, 3]) {
      made.push(
        (
          await call('POST', `/api/posts/${post.id}/comments/`, reader.headers, {
            content: `c${n}`,
          })
        ).body.id,
      );
    }
    const page = await call('GET', `/api/posts/${post.id}/comments/?page_size=2`, author.headers);
    expect((page.body.results as Body[]).map((c) => c.content)).toEqual(['c1', 'c2']);
    const rest = await call(
      'GET',
      `/api/posts/${post.id}/comments/?page_size=2&cursor=${page.body.next}`,
      author.headers,
    );
    expect((rest.body.results as Body[]).map((c) => c.content)).toEqual(['c3']);
    const url = `/api/posts/${post.id}/comments/${made[0]}/`;
    expect((await call('PATCH', url, author.headers, { content: 'edited' })).status).toBe(403);
    expect(
      (await call('PATCH', url, reader.headers, { content: 'c1 (edited)' })).body,
    ).toMatchObject({ content: 'c1 (edited)', edited_at: expect.any(String) });
    expect((await call('DELETE', url, author.headers)).status).toBe(403);
    expect((await call('DELETE', url, admin.headers)).status).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}/`, author.headers)).body.comment_count).toBe(
      2,
    );
  });
});
