import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, mailTo, type TestContext } from '../../../test/app.ts';
import {
  addRole,
  type BuiltSchool,
  buildPost,
  buildSchool,
  buildUser,
  signedInMember,
} from '../../../test/factories.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notifications, personalDataExports, users } from '../../db/schema/index.ts';
import { writeMedia } from '../../platform/images.ts';
import { EXPORT_JOB, expireExports } from './exports.service.ts';

/*
 * Personal data (issue 34 item 6): field visibility per field and per viewer, the export
 * (ZIP built by the queue, private link that expires), the member's erasure with its grace
 * period and cancel, an admin's erasure and its permissions (401/403/404). The erasure's
 * effect is in erasure-scan.test.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: BuiltSchool;
let other: BuiltSchool;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { name: 'Privacy school' });
  other = await buildSchool(db, { name: 'Other school' });
});
afterAll(() => ctx.close());

const VISIBILITY = '/api/personal-data/visibility/';
const EXPORTS = '/api/personal-data/exports/';
const ERASURE = '/api/personal-data/erasure/';
/** An anonymous visitor on the school's host. */
const anon = () => ({ host: hostOf(school.subdomain) });
const memberErasure = (id: number) => `/api/personal-data/members/${id}/erasure/`;

/** A member with contact fields set, signed in on `s`. */
async function contactMember(s: BuiltSchool, opts: Parameters<typeof addRole>[3] = {}) {
  const m = await signedInMember(db, s, opts);
  await db
    .update(users)
    .set({ phone: '+33 6 11 22 33 44', dateBirth: '1990-04-02', city: 'Nantes' })
    .where(eq(users.id, m.id));
  return m;
}

describe('field visibility', () => {
  it('is the member’s own, with defaults, 400 on a bad value, 401 signed out', async () => {
    expect((await call('GET', VISIBILITY, anon())).status).toBe(401);
    const m = await contactMember(school);
    expect(await call('GET', VISIBILITY, m.headers)).toEqual({
      status: 200,
      body: { phone: 'nobody', email: 'nobody', date_birth: 'nobody', city: 'public' },
    });
    const bad = await call('PATCH', VISIBILITY, m.headers, { phone: 'everyone' });
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['phone']]);
    const saved = await call('PATCH', VISIBILITY, m.headers, { phone: 'members' });
    expect(saved.body).toEqual({
      phone: 'members',
      email: 'nobody',
      date_birth: 'nobody',
      city: 'public',
    });
  });

  it('is honoured per field and per viewer by the profile and the directory', async () => {
    const owner = await contactMember(school);
    await call('PATCH', VISIBILITY, owner.headers, {
      phone: 'members',
      email: 'public',
      date_birth: 'nobody',
      city: 'nobody',
    });
    const member = await signedInMember(db, school);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const recruiter = await signedInMember(db, school, { role: ROLE.External });
    await db.execute(
      `update user_roles set is_recruiter = true where user_id = ${recruiter.id}` as never,
    );
    await db.execute(
      `insert into user_school_settings (user_id, school_id, visible_to_recruiters) values (${owner.id}, ${school.id}, true)` as never,
    );
    const profile = (viewer: { headers: Record<string, string> }) =>
      call('GET', `/api/users/${owner.id}/profile/`, viewer.headers).then((r) => {
        const { phone, email, date_birth, city } = r.body as Record<string, unknown>;
        return { phone, email, date_birth, city };
      });
    const all = {
      phone: '+33 6 11 22 33 44',
      email: expect.any(String),
      date_birth: '1990-04-02',
      city: 'Nantes',
    };
    expect(await profile(owner)).toEqual(all);
    expect(await profile(admin)).toEqual(all);
    expect(await profile(member)).toEqual({ ...all, date_birth: null, city: null });
    expect(await profile(recruiter)).toEqual({ ...all, phone: null, date_birth: null, city: null });
    const search = `/api/directory/?search=${encodeURIComponent('Number')}&page_size=100`;
    const cityIn = async (viewer: { headers: Record<string, string> }) => {
      const res = await call('GET', search, viewer.headers);
      const rows = res.body.results as { id: number; city: string | null }[];
      return rows.find((r) => r.id === owner.id)?.city;
    };
    expect(await cityIn(member)).toBeNull();
    expect(await cityIn(owner)).toBe('Nantes');
    expect(await cityIn(admin)).toBe('Nantes');
  });
});

/** The text of entry `name` of `zip` ('' when absent). */
const entry = (zip: JSZip, name: string) => zip.file(name)?.async('string') ?? '';

describe('exports', () => {
  it('builds a ZIP of the member’s data and files, private to them, until it expires', async () => {
    expect((await call('POST', EXPORTS, anon())).status).toBe(401);
    const m = await contactMember(school);
    const key = `users/${m.id}/${'a'.repeat(32)}.webp`;
    await writeMedia(mediaDir(ctx.config), key, Buffer.from('picture bytes'));
    await db.update(users).set({ picture: key }).where(eq(users.id, m.id));
    await buildPost(db, school.id, m.id, '<p>My own post</p>');
    const asked = await call('POST', EXPORTS, m.headers);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'pending', download: null });
    expect((await call('POST', EXPORTS, m.headers)).status).toBe(409);
    await ctx.app.queue.drain([EXPORT_JOB]);
    const list = await call('GET', EXPORTS, m.headers);
    const [ready] = list.body.results as { id: number; status: string; download: string }[];
    expect(ready).toMatchObject({ id: asked.body.id, status: 'ready' });
    expect(ready?.download).toBe(`/api/personal-data/exports/${asked.body.id}/download/`);
    const res = await ctx.app.inject({
      method: 'GET',
      url: ready?.download ?? '',
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining([
        'profile.json',
        'data/posts.json',
        'data/user_roles.json',
        `files/${key}`,
      ]),
    );
    const profile = JSON.parse(await entry(zip, 'profile.json'));
    expect(profile).toMatchObject({ id: m.id, phone: '+33 6 11 22 33 44', city: 'Nantes' });
    expect(profile).not.toHaveProperty('password_hash');
    const postsJson = JSON.parse(await entry(zip, 'data/posts.json'));
    expect(postsJson[0].content).toBe('<p>My own post</p>');
    expect(await entry(zip, `files/${key}`)).toBe('picture bytes');
    // The bell and the mail carry the link to the settings.
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(note?.type).toBe('personal_data_export_ready');
    const [email] = await db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
    const mails = await mailTo(ctx, email?.email ?? '', 'vos données sont prêtes');
    expect(mails[0]?.text).toContain('/settings?tab=personal');
    // Another member, another school: 404; signed out: 401.
    const stranger = await signedInMember(db, school);
    const download = ready?.download ?? '';
    expect((await call('GET', download, stranger.headers)).status).toBe(404);
    expect((await call('GET', download, anon())).status).toBe(401);
    await addRole(db, m.id, other);
    const elsewhere = await sessionHeaders(db, {
      userId: m.id,
      schoolId: other.id,
      subdomain: other.subdomain,
    });
    expect((await call('GET', download, elsewhere)).status).toBe(404);
    // Expired: the file goes, the link answers 404.
    await db
      .update(personalDataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalDataExports.id, ready?.id ?? 0));
    const rt = {
      db: ctx.database.app,
      queue: ctx.app.queue,
      mediaRoot: mediaDir(ctx.config),
      tell: { mailer: ctx.app.mailer, urls: ctx.config },
      log: ctx.app.log,
    };
    await expireExports(rt, { schoolId: school.id });
    const [gone] = await db
      .select()
      .from(personalDataExports)
      .where(eq(personalDataExports.id, ready?.id ?? 0));
    expect(gone).toMatchObject({ status: 'expired', fileKey: null });
    expect((await call('GET', download, m.headers)).status).toBe(404);
  });
});

describe('erasure by the member', () => {
  it('waits 14 days, shows at sign-in, and is cancelled by the member', async () => {
    expect((await call('POST', ERASURE, anon())).status).toBe(401);
    const m = await contactMember(school);
    const asked = await call('POST', ERASURE, m.headers);
    expect(asked.status).toBe(202);
    const due = new Date(String((asked.body.erasure as { due_at: string }).due_at)).getTime();
    expect(Math.round((due - Date.now()) / 86_400_000)).toBe(14);
    expect((asked.body.erasure as { by_admin: boolean }).by_admin).toBe(false);
    expect((await call('POST', ERASURE, m.headers)).status).toBe(409);
    const me = await call('GET', '/api/users/me/', m.headers);
    expect(me.body.erasure_due_at).toBe((asked.body.erasure as { due_at: string }).due_at);
    expect((await call('GET', ERASURE, m.headers)).body).toEqual(asked.body);
    expect(await call('DELETE', ERASURE, m.headers)).toEqual({
      status: 200,
      body: { erasure: null },
    });
    expect((await call('GET', ERASURE, m.headers)).body).toEqual({ erasure: null });
    expect((await call('DELETE', ERASURE, m.headers)).status).toBe(404);
    expect((await call('GET', '/api/users/me/', m.headers)).body.erasure_due_at).toBeNull();
  });
});

describe('erasure by an admin', () => {
  it('is for the school’s admins: 401, 403, 404 and the scope it takes', async () => {
    const target = await contactMember(school);
    expect((await call('POST', memberErasure(target.id), anon())).status).toBe(401);
    const member = await signedInMember(db, school);
    expect((await call('POST', memberErasure(target.id), member.headers)).status).toBe(403);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const otherAdmin = await signedInMember(db, other, { role: ROLE.SchoolAdmin });
    expect((await call('POST', memberErasure(target.id), otherAdmin.headers)).status).toBe(404);
    const stranger = await buildUser(db);
    expect((await call('POST', memberErasure(stranger.id), admin.headers)).status).toBe(404);
    expect((await call('POST', memberErasure(admin.id), admin.headers)).status).toBe(403);
    const coAdmin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    expect((await call('POST', memberErasure(coAdmin.id), admin.headers)).status).toBe(403);
    const asked = await call('POST', memberErasure(target.id), admin.headers);
    expect(asked.status).toBe(202);
    expect(asked.body.erasure).toMatchObject({ scope: 'account', by_admin: true });
    // The member sees it; only the admins cancel it.
    expect((await call('GET', ERASURE, target.headers)).body).toEqual(asked.body);
    expect((await call('DELETE', ERASURE, target.headers)).status).toBe(404);
    expect((await call('DELETE', memberErasure(target.id), member.headers)).status).toBe(403);
    expect((await call('DELETE', memberErasure(target.id), admin.headers)).status).toBe(204);
    expect((await call('DELETE', memberErasure(target.id), admin.headers)).status).toBe(404);
    // A member of another school too: their presence here only.
    await addRole(db, target.id, other);
    const again = await call('POST', memberErasure(target.id), admin.headers);
    expect(again.body.erasure).toMatchObject({ scope: 'school' });
  });
});
