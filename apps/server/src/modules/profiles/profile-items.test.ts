import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, type Headers, multipartBody } from '../../../test/api.ts';
import {
  job,
  type ProfilesWorld,
  school,
  startProfilesWorld,
  uploadTo,
} from '../../../test/profiles.ts';
import { mediaDir } from '../../config.ts';
import { profileLinks, profileLogs } from '../../db/schema/index.ts';

/** Hobbies, links, the timeline, the profile log and the prompt mute. */
let ctx: ProfilesWorld['ctx'];
let db: ProfilesWorld['db'];
let call: ProfilesWorld['call'];
let ids: ProfilesWorld['ids'];
let member: ProfilesWorld['member'];
let admin: ProfilesWorld['admin'];
let viewer: ProfilesWorld['viewer'];
let enMember: ProfilesWorld['enMember'];

beforeAll(async () => {
  ({ ctx, db, call, ids, member, admin, viewer, enMember } = await startProfilesWorld());
});
afterAll(() => ctx.close());

const multipart = multipartBody;
const upload = (
  url: string,
  headers: Headers | null,
  body: ReturnType<typeof multipart>,
  locale = 'en',
) => uploadTo(ctx.app, url, headers, body, locale);

describe('hobbies and links', () => {
  it('adds and deletes them for the owner only', async () => {
    const owner = await member();
    const hobby = await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, {
      name: 'Chess',
    });
    expect(hobby.body).toMatchObject({ name: 'Chess' });
    const link = await call('POST', `/api/users/${owner.id}/links/`, owner.headers, {
      title: 'Portfolio',
      url: 'https://example.org/me',
    });
    expect(link.status).toBe(201);
    const badLink = await call(
      'POST',
      `/api/users/${owner.id}/links/`,
      owner.headers,
      { title: '', url: 'ftp://x' },
      'fr',
    );
    expect(Object.keys(badLink.body).sort()).toEqual(['title', 'url']);
    expect(
      (await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, { name: '' })).status,
    ).toBe(400);
    expect(
      (await call('POST', `/api/users/${owner.id}/hobbies/`, viewer.headers, { name: 'Go' }))
        .status,
    ).toBe(403);
    expect((await call('POST', `/api/users/${owner.id}/links/`, null, { title: 'x' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', `/api/users/${enMember.id}/hobbies/`, admin.headers, { name: 'Go' }))
        .status,
    ).toBe(404);

    const profile = await call('GET', `/api/users/${owner.id}/profile/`, viewer.headers);
    expect(profile.body).toMatchObject({
      hobbies: [{ name: 'Chess' }],
      links: [{ title: 'Portfolio' }],
    });
    expect(
      (await call('DELETE', `/api/users/${viewer.id}/hobbies/${hobby.body.id}/`, viewer.headers))
        .status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/users/${owner.id}/hobbies/${hobby.body.id}/`, owner.headers))
        .status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/users/${owner.id}/links/${link.body.id}/`, owner.headers)).status,
    ).toBe(204);
  });

  it('adds a link to an uploaded PDF or Word document, judged by its content', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/links/attachment/`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const added = await upload(
      url,
      owner.headers,
      multipart('cv.pdf', pdf, 'application/pdf', { title: 'My CV' }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: 'My CV',
      url: null,
      attachment: `/api/users/${owner.id}/links/${added.body.id}/attachment/`,
    });
    const [stored] = await db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.id, added.body.id as number));
    const key = stored?.attachment ?? '';
    expect(key).toMatch(new RegExp(`^links/${owner.id}/[0-9a-f]{32}\\.pdf$`));
    expect(existsSync(path.join(mediaDir(ctx.config), key))).toBe(true);
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, viewer.headers);
    expect(profile.body.links).toEqual([added.body]);

    const script = await upload(
      url,
      owner.headers,
      multipart('cv.pdf', Buffer.from('<script>alert(1)</script>'), 'application/pdf', {
        title: 'Fake',
      }),
    );
    expect(script).toEqual({
      status: 400,
      body: { file: ['Invalid attachment format: send a PDF or a Word document.'] },
    });
    const untitled = await upload(url, owner.headers, multipart('cv.pdf', pdf, 'application/pdf'));
    expect(untitled.status).toBe(400);
    expect(Object.keys(untitled.body)).toEqual(['title']);
    const huge = await upload(
      url,
      owner.headers,
      multipart('big.pdf', Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]), 'application/pdf', {
        title: 'Big',
      }),
    );
    expect(huge.status).toBe(413);
    expect(
      (
        await upload(
          url,
          viewer.headers,
          multipart('cv.pdf', pdf, 'application/pdf', { title: 'x' }),
        )
      ).status,
    ).toBe(403);

    expect(
      (await call('DELETE', `/api/users/${owner.id}/links/${added.body.id}/`, owner.headers))
        .status,
    ).toBe(204);
    expect(existsSync(path.join(mediaDir(ctx.config), key))).toBe(false);
  });
});

describe('timeline (spec 1 §3 Timeline entry)', () => {
  it("replaces a role's entries with the member's own items only", async () => {
    const owner = await member();
    const other = await member();
    const exp = await call('POST', `/api/users/${owner.id}/experiences/`, owner.headers, job);
    const edu = await call('POST', `/api/users/${owner.id}/educations/`, owner.headers, {
      ...school,
      school: false,
    });
    const foreign = await call('POST', `/api/users/${other.id}/experiences/`, other.headers, job);
    const url = `/api/users/${owner.id}/roles/${owner.roleId}/timeline/`;

    const wrong = await call('PUT', url, owner.headers, {
      entries: [{ kind: 0, work_experience: foreign.body.id }],
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['entries.0.work_experience']);
    expect(
      (await call('PUT', url, owner.headers, { entries: [{ kind: 9, education: 1 }] })).status,
    ).toBe(400);

    const saved = await call('PUT', url, owner.headers, {
      entries: [
        { kind: 5, education: edu.body.id },
        { kind: 0, work_experience: exp.body.id },
      ],
    });
    expect(saved.body).toEqual({
      role: owner.roleId,
      entries: [
        { kind: 0, education: null, work_experience: exp.body.id },
        { kind: 5, education: edu.body.id, work_experience: null },
      ],
    });
    const replaced = await call('PUT', url, owner.headers, {
      entries: [{ kind: 1, education: edu.body.id }],
    });
    expect((replaced.body.entries as Body[]).length).toBe(1);
    expect((await call('GET', url, owner.headers)).body).toEqual(replaced.body);
    expect((await call('GET', url, admin.headers)).status).toBe(200);
    expect((await call('GET', url, viewer.headers)).status).toBe(403);
    expect(
      (await call('GET', `/api/users/${owner.id}/roles/${other.roleId}/timeline/`, owner.headers))
        .status,
    ).toBe(404);
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(profile.body.timeline).toEqual({ [String(owner.roleId)]: replaced.body.entries });
  });
});

describe('logs and the prompt mute', () => {
  it('lists who changed what, newest first, to the owner and admins', async () => {
    const owner = await member();
    await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, { name: 'Chess' });
    await call('POST', `/api/users/${owner.id}/experiences/`, admin.headers, job);
    const logs = await call('GET', `/api/users/${owner.id}/logs/?page_size=1`, owner.headers);
    expect(logs.body).toMatchObject({ count: 2, previous: null });
    expect(logs.body.next).toContain('page=2');
    expect((logs.body.results as Body[])[0]).toMatchObject({
      action: 'experience_created',
      actor: { id: admin.id },
    });
    expect((await call('GET', `/api/users/${owner.id}/logs/`, admin.headers)).status).toBe(200);
    expect((await call('GET', `/api/users/${owner.id}/logs/`, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/users/${owner.id}/logs/`, null)).status).toBe(401);
    expect((await call('GET', `/api/users/${enMember.id}/logs/`, admin.headers)).status).toBe(404);
    const rows = await db
      .select()
      .from(profileLogs)
      .where(and(eq(profileLogs.userId, owner.id), eq(profileLogs.schoolId, ids.demo)));
    expect(rows.map((r) => r.action).sort()).toEqual(['experience_created', 'hobby_added']);
  });

  it('mutes the profile-update prompt', async () => {
    const owner = await member();
    expect((await call('POST', '/api/users/me/profile-prompt/mute/', null)).status).toBe(401);
    const res = await call('POST', '/api/users/me/profile-prompt/mute/', owner.headers);
    expect(res.body).toEqual({ mute_profile_update: true });
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(profile.body.mute_profile_update).toBe(true);
  });
});
