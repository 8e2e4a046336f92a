import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';

/**
 * Reports and validators check params, query and body with the contract (`@alumni/domain`
 * api/reports.ts, api/validators.ts) before their handler: a 400 in the spec's shape, in
 * French unless the request asks for English; 401 before 400 for the signed-out.
 */

let ctx: TestContext;
let member: Headers;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const school = await buildSchool(db, { subdomain: 'demo' });
  const session = async (role: number) => {
    const user = await buildMember(db, school.id, { role });
    return sessionHeaders(db, { userId: user.id, schoolId: school.id, subdomain: 'demo' });
  };
  member = await session(ROLE.Alumni);
  admin = await session(ROLE.SchoolAdmin);
});
afterAll(() => ctx.close());
const send = (...args: Parameters<ReturnType<typeof contractCaller>>) =>
  contractCaller(ctx.app, () => member)(...args);

describe('reports contract (api/reports.ts)', () => {
  it('answers a bad report 400 per field, in French by default, English on request', async () => {
    expect(await send('POST', '/api/reports/', { payload: {} })).toEqual({
      status: 400,
      body: {
        type: ['Choix invalide'],
        object_id: ['Ce champ est obligatoire'],
        reasons: ['Ce champ est obligatoire'],
      },
    });
    const other = { type: 'post', object_id: 1, reasons: ['other'] };
    expect(await send('POST', '/api/reports/', { payload: other, locale: 'en' })).toEqual({
      status: 400,
      body: { description: ['Describe the problem when you choose “Other”.'] },
    });
  });

  it('checks the status body, the path id and the query before the handler', async () => {
    expect(
      await send('PATCH', '/api/reports/1/', { payload: { status: 'done' }, locale: 'en' }),
    ).toEqual({ status: 400, body: { status: ['Invalid choice'] } });
    expect(
      (await send('PATCH', '/api/reports/x/', { payload: { status: 'cancelled' } })).status,
    ).toBe(400);
    expect(await send('GET', '/api/reports/mine/?page_size=101', { locale: 'en' })).toEqual({
      status: 400,
      body: { page_size: ['The value must be less than or equal to 100'] },
    });
  });

  it('answers the signed-out 401 before looking at a bad body, param or query', async () => {
    const anonymous = { headers: null };
    expect((await send('POST', '/api/reports/', { ...anonymous, payload: {} })).status).toBe(401);
    expect((await send('PATCH', '/api/reports/x/', { ...anonymous, payload: {} })).status).toBe(
      401,
    );
    expect((await send('GET', '/api/reports/?status=nope', anonymous)).status).toBe(401);
  });
});

describe('validators contract (api/validators.ts)', () => {
  it('refuses an unknown scope 400 in the request language; 401 first for the signed-out', async () => {
    const url = '/api/validators/1/';
    expect(await send('PUT', url, { headers: admin, payload: { scopes: [9] } })).toEqual({
      status: 400,
      body: { 'scopes.0': ['Choix invalide'] },
    });
    expect(await send('PUT', url, { headers: admin, payload: {}, locale: 'en' })).toEqual({
      status: 400,
      body: { scopes: ['This field is required'] },
    });
    expect((await send('PUT', url, { headers: null, payload: { scopes: [9] } })).status).toBe(401);
  });
});
