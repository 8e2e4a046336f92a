import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';

/**
 * The feed's routes check params, query and body with the contract (`@alumni/domain`
 * api/feed.ts) before their handler: a 400 in the spec's shape, in French unless the request
 * asks for English; 401 before 400 for the signed-out.
 */

let ctx: TestContext;
let headers: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const school = await buildSchool(db, { subdomain: 'demo' });
  const user = await buildMember(db, school.id, { role: ROLE.Alumni });
  headers = await sessionHeaders(db, { userId: user.id, schoolId: school.id, subdomain: 'demo' });
});
afterAll(() => ctx.close());
const send = (...args: Parameters<ReturnType<typeof contractCaller>>) =>
  contractCaller(ctx.app, () => headers)(...args);

describe('feed contract (api/feed.ts)', () => {
  it('answers a comment without content 400 per field, in French by default, English on request', async () => {
    const post = await send('POST', '/api/posts/', { payload: { content: '<p>Hi</p>' } });
    expect(post.status).toBe(201);
    const url = `/api/posts/${post.body.id}/comments/`;
    expect(await send('POST', url, { payload: {} })).toEqual({
      status: 400,
      body: { content: ['Ce champ est obligatoire'] },
    });
    expect(await send('POST', url, { payload: { content: '  ' }, locale: 'en' })).toEqual({
      status: 400,
      body: { content: ['This field is required'] },
    });
  });

  it('checks the post body, the path id and the query before the handler', async () => {
    expect(
      await send('POST', '/api/posts/', { payload: { images: 'x', content: 1 }, locale: 'en' }),
    ).toEqual({
      status: 400,
      body: { content: ['This field is required'], images: ['Invalid choice'] },
    });
    expect(await send('GET', '/api/posts/abc/', { locale: 'en' })).toEqual({
      status: 400,
      body: { id: ['Invalid value'] },
    });
    expect(await send('GET', '/api/posts/?page_size=51')).toEqual({
      status: 400,
      body: { page_size: ['La valeur doit être inférieure ou égale à 50'] },
    });
    expect((await send('POST', '/api/posts/0/like/')).status).toBe(400);
  });

  it('answers the signed-out 401 before looking at a bad body, param or query', async () => {
    const anonymous = { headers: null };
    expect(
      (await send('POST', '/api/posts/', { ...anonymous, payload: { content: 1 } })).status,
    ).toBe(401);
    expect(
      (await send('PATCH', '/api/posts/1/comments/x/', { ...anonymous, payload: {} })).status,
    ).toBe(401);
    expect((await send('GET', '/api/posts/?page_size=0', anonymous)).status).toBe(401);
    expect((await send('DELETE', '/api/posts/x/like/', anonymous)).status).toBe(401);
  });
});
