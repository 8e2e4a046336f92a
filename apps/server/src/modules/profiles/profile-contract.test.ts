import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body, Headers } from '../../../test/api.ts';
import { job, type ProfilesWorld, startProfilesWorld } from '../../../test/profiles.ts';

/**
 * The profile routes check their params, queries and bodies with the contract
 * (`@alumni/domain` api/profiles.ts and api/profile-items.ts) before the handler runs: a bad
 * request gets the spec's 400 in the request's language (French without Accept-Language),
 * an anonymous one 401 first; PATCHes and role change requests are then checked whole.
 */
let ctx: ProfilesWorld['ctx'];
let call: ProfilesWorld['call'];
let member: ProfilesWorld['member'];
let demoDegrees: ProfilesWorld['demoDegrees'];
let demoCampuses: ProfilesWorld['demoCampuses'];

beforeAll(async () => {
  ({ ctx, call, member, demoDegrees, demoCampuses } = await startProfilesWorld());
});
afterAll(() => ctx.close());

/** A JSON request with only the given headers: no Accept-Language unless they hold one. */
async function raw(method: 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, body: Body) {
  const res = await ctx.app.inject({ method, url, headers, payload: body });
  return { status: res.statusCode, body: res.json() as Body };
}

describe('profile contract: request checks (issue "Architecture for growth" §2)', () => {
  it('answers a bad body 400 per field, in French by default and in English on request', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/hobbies/`;
    expect(await raw('POST', url, owner.headers, {})).toEqual({
      status: 400,
      body: { name: ['Ce champ est obligatoire'] },
    });
    expect(await raw('POST', url, { ...owner.headers, 'accept-language': 'en' }, {})).toEqual({
      status: 400,
      body: { name: ['This field is required'] },
    });
    const link = await raw('POST', `/api/users/${owner.id}/links/`, owner.headers, {
      title: 'x'.repeat(101),
    });
    expect(link.status).toBe(400);
    expect(Object.keys(link.body).sort()).toEqual(['title', 'url']);
  });

  it('answers 401 to an anonymous request with a bad body, and 400 to a bad id', async () => {
    const owner = await member();
    for (const [method, url] of [
      ['POST', `/api/users/${owner.id}/experiences/`],
      ['POST', `/api/users/${owner.id}/hobbies/`],
      ['PATCH', `/api/users/${owner.id}/experiences/1/`],
      ['PUT', `/api/users/${owner.id}/roles/${owner.roleId}/timeline/`],
      ['POST', `/api/users/${owner.id}/roles/${owner.roleId}/change-requests/`],
    ] as const) {
      expect((await call(method, url, null, { entries: 'no', title: 5 })).status, url).toBe(401);
    }
    expect((await call('GET', '/api/users/abc/profile/', null)).status).toBe(401);
    expect(await call('GET', '/api/users/abc/profile/', owner.headers)).toEqual({
      status: 400,
      body: { id: ['Invalid value'] },
    });
    expect(
      (await call('GET', `/api/users/${owner.id}/logs/?page_size=500`, owner.headers)).body,
    ).toEqual({ page_size: ['The value must be less than or equal to 100'] });
  });

  it('words the timeline entry rule in the request language', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/roles/${owner.roleId}/timeline/`;
    expect(await raw('PUT', url, owner.headers, { entries: [{ kind: 0 }] })).toEqual({
      status: 400,
      body: { 'entries.0': ['Choisissez soit une formation, soit une expérience.'] },
    });
    expect(
      (
        await call('PUT', url, owner.headers, {
          entries: [{ kind: 0, education: 1, work_experience: 2 }],
        })
      ).body,
    ).toEqual({ 'entries.0': ['Give either an education or a work experience.'] });
  });

  it('checks the fields of a PATCH, then the item merged with them', async () => {
    const owner = await member();
    const created = await call('POST', `/api/users/${owner.id}/experiences/`, owner.headers, job);
    const url = `/api/users/${owner.id}/experiences/${created.body.id}/`;
    expect(await raw('PATCH', url, owner.headers, { title: '', salary: -1 })).toEqual({
      status: 400,
      body: {
        title: ['Ce champ est obligatoire'],
        salary: ['La valeur doit être supérieure ou égale à 0'],
      },
    });
    expect(await call('PATCH', url, owner.headers, [1, 2])).toEqual({
      status: 400,
      body: { non_field_errors: ['Invalid data'] },
    });
    // Each field is fine alone; the merge (a current occupation closed) needs its end date.
    expect((await call('PATCH', url, owner.headers, { current_occupation: false })).body).toEqual({
      end_date: ['This field is required'],
    });
  });

  it("checks a role change request's types first, then what the school requires", async () => {
    const owner = await member({ degreeId: demoDegrees[0], campusId: demoCampuses[0] });
    const url = `/api/users/${owner.id}/roles/${owner.roleId}/change-requests/`;
    expect((await call('POST', url, owner.headers, { degree: 'x', campus: 0 })).body).toEqual({
      degree: ['Invalid choice'],
      campus: ['Invalid choice'],
    });
    const missing = await call('POST', url, owner.headers, { graduation_year: 2016 });
    expect(Object.keys(missing.body).sort()).toEqual(['campus', 'degree']);
  });
});
