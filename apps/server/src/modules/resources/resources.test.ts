import { RESOURCE_MESSAGES, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { resourceFiles, uploadResourceFile } from '../../../test/resources.ts';
import type { Db } from '../../db/client.ts';
import { schoolRoles } from '../../db/schema/index.ts';

/*
 * Resources (issue 31 item 7; spec 1 §2 /resources, §3 "Resource: icon, title, description,
 * file, roles"; spec 2 §6 "Resources: permission on the school resource list view"): admins
 * add, change, order and delete them; members see those meant for every member or for one of
 * their roles, nothing else.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let files: Awaited<ReturnType<typeof resourceFiles>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  files = await resourceFiles();
});
afterAll(() => ctx.close());

/** The admin uploads a PDF and adds it as a resource with `fields`; its JSON. */
async function addResource(headers: Headers, fields: Record<string, unknown> = {}) {
  const upload = await uploadResourceFile(ctx.app, headers, files.pdf);
  expect(upload.status).toBe(201);
  const file = { key: upload.body.key, name: upload.body.name };
  const added = await call('POST', '/api/resources/', headers, { title: 'Guide', file, ...fields });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body as { id: number; title: string };
}

const titles = (body: unknown) => (body as { title: string }[]).map((r) => r.title);

describe('the resources of a school', () => {
  it('are added, listed in order, changed, moved and deleted by an admin', async () => {
    const school = await buildSchool(db);
    const { headers } = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    expect(await call('GET', '/api/resources/', headers)).toEqual({ status: 200, body: [] });
    const upload = await uploadResourceFile(ctx.app, headers, files.pdf);
    const added = await call('POST', '/api/resources/', headers, {
      icon: ' 📘 ',
      title: ' Guide du réseau ',
      description: 'Tout savoir',
      roles: [4, 3, 4],
      file: { key: upload.body.key, name: 'guide.pdf' },
    });
    expect(added).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        icon: '📘',
        title: 'Guide du réseau',
        description: 'Tout savoir',
        format: 'pdf',
        size: files.pdf.bytes.length,
        updated_at: expect.any(String),
        roles: [3, 4],
        downloads: 0,
        file_name: 'guide.pdf',
      },
    });
    const second = await addResource(headers, { title: 'Charte' });
    const third = await addResource(headers, { title: 'Annuaire' });
    expect(titles((await call('GET', '/api/resources/', headers)).body)).toEqual([
      'Guide du réseau',
      'Charte',
      'Annuaire',
    ]);

    const changed = await call('PATCH', `/api/resources/${second.id}/`, headers, {
      title: 'Charte du réseau',
      icon: null,
      roles: [],
      order: 0,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Charte du réseau', icon: null, roles: [] });
    // Past the end is last.
    await call('PATCH', `/api/resources/${added.body.id}/`, headers, { order: 99 });
    expect(titles((await call('GET', '/api/resources/', headers)).body)).toEqual([
      'Charte du réseau',
      'Annuaire',
      'Guide du réseau',
    ]);

    expect((await call('DELETE', `/api/resources/${third.id}/`, headers)).status).toBe(204);
    expect(titles((await call('GET', '/api/resources/', headers)).body)).toEqual([
      'Charte du réseau',
      'Guide du réseau',
    ]);
    expect((await call('DELETE', `/api/resources/${third.id}/`, headers)).status).toBe(404);
  });

  it('show a member those for every member and for their roles only', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    await addResource(admin.headers, { title: 'Pour tous' });
    await addResource(admin.headers, { title: 'Diplômés', roles: [ROLE.Alumni] });
    await addResource(admin.headers, { title: 'Étudiants', roles: [ROLE.Student] });
    const alumnus = await signedInMember(db, school, { role: ROLE.Alumni });
    const student = await signedInMember(db, school, { role: ROLE.Student });
    const teacher = await signedInMember(db, school, { role: ROLE.Teacher });
    const list = async (headers: Headers) =>
      (await call('GET', '/api/resources/', headers)).body as unknown as object[];
    expect(titles(await list(alumnus.headers))).toEqual(['Pour tous', 'Diplômés']);
    expect(titles(await list(student.headers))).toEqual(['Pour tous', 'Étudiants']);
    expect(titles(await list(teacher.headers))).toEqual(['Pour tous']);
    // Members never see who may see a resource, nor how often it was downloaded.
    expect(Object.keys((await list(alumnus.headers))[0] ?? {}).sort()).toEqual([
      'description',
      'format',
      'icon',
      'id',
      'size',
      'title',
      'updated_at',
    ]);
    expect(titles(await list(admin.headers))).toEqual(['Pour tous', 'Diplômés', 'Étudiants']);
  });

  it('answer 401 signed out, 403 without the list permission or to a member who would change them', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const resource = await addResource(admin.headers);
    expect((await call('GET', '/api/resources/', null)).status).toBe(401);
    // The default grid gives prospects no school_resource_list (spec 2 §6).
    const prospect = await signedInMember(db, school, { role: ROLE.Prospect });
    expect((await call('GET', '/api/resources/', prospect.headers)).status).toBe(403);
    expect(
      (await call('GET', `/api/resources/${resource.id}/file/`, prospect.headers)).status,
    ).toBe(403);
    const member = await signedInMember(db, school);
    const upload = await uploadResourceFile(ctx.app, member.headers, files.pdf);
    expect(upload.status).toBe(403);
    const file = { key: 'resource-files/1/1/00000000000000000000000000000000.pdf', name: 'x.pdf' };
    expect(
      (await call('POST', '/api/resources/', member.headers, { title: 'T', file })).status,
    ).toBe(403);
    const url = `/api/resources/${resource.id}/`;
    expect((await call('PATCH', url, member.headers, { title: 'T' })).status).toBe(403);
    expect((await call('DELETE', url, member.headers)).status).toBe(403);
  });

  it("are not found from another school's host, not even by its admin", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const resource = await addResource(admin.headers, { title: 'Privé' });
    const otherAdmin = await signedInMember(db, other, { role: ROLE.SchoolAdmin });
    const url = `/api/resources/${resource.id}/`;
    expect((await call('GET', '/api/resources/', otherAdmin.headers)).body).toEqual([]);
    expect((await call('PATCH', url, otherAdmin.headers, { title: 'Volé' })).status).toBe(404);
    expect((await call('DELETE', url, otherAdmin.headers)).status).toBe(404);
    expect((await call('GET', `${url}file/`, otherAdmin.headers)).status).toBe(404);
    // Nor can another school's admin name this school's upload.
    const upload = await uploadResourceFile(ctx.app, admin.headers, files.png);
    const stolen = await call('POST', '/api/resources/', otherAdmin.headers, {
      title: 'Volé',
      file: { key: upload.body.key, name: 'x.png' },
    });
    expect(stolen).toEqual({ status: 400, body: { file: [RESOURCE_MESSAGES.en.unknownFile] } });
  });

  it('refuse each bad field, in the language of the request', async () => {
    const school = await buildSchool(db);
    const { headers } = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const upload = await uploadResourceFile(ctx.app, headers, files.pdf);
    const file = { key: upload.body.key, name: 'guide.pdf' };
    const post = (body: unknown, locale: 'fr' | 'en' = 'en') =>
      call('POST', '/api/resources/', headers, body, locale);
    expect(await post({ title: 'T', file, icon: 'livre' }, 'fr')).toEqual({
      status: 400,
      body: { icon: [RESOURCE_MESSAGES.fr.notEmoji] },
    });
    expect(await post({ file })).toEqual({
      status: 400,
      body: { title: ['This field is required'] },
    });
    expect((await post({ title: 'T'.repeat(101), file })).body).toHaveProperty('title');
    expect((await post({ title: 'T', description: 'D'.repeat(501), file })).body).toHaveProperty(
      'description',
    );
    expect((await post({ title: 'T' })).body).toHaveProperty('file');
    expect(await post({ title: 'T', file: { key: 'articles/1/2/x.pdf', name: 'x' } })).toEqual({
      status: 400,
      body: { file: [RESOURCE_MESSAGES.en.unknownFile] },
    });
    // A role the school switched off is not offered.
    await db
      .update(schoolRoles)
      .set({ enabled: false })
      .where(eq(schoolRoles.id, school.roles.get(ROLE.Prospect)?.id ?? 0));
    expect(await post({ title: 'T', file, roles: [ROLE.Prospect] })).toEqual({
      status: 400,
      body: { roles: [RESOURCE_MESSAGES.en.roleNotOffered] },
    });
    expect((await post({ title: 'T', file, roles: [1] })).body).toHaveProperty(['roles.0']);
    // The file serves one resource only.
    expect((await post({ title: 'T', file })).status).toBe(201);
    expect(await post({ title: 'T2', file })).toEqual({
      status: 400,
      body: { file: [RESOURCE_MESSAGES.en.unknownFile] },
    });
    const patch = await call('PATCH', '/api/resources/999999/', headers, {});
    expect(patch.status).toBe(400);
  });
});
