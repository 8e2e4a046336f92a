import { JOB_LIST_FIELDS, type JobListField, ROLE, STATIC_LIST_DEFAULTS } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, signedInMember } from '../../../test/factories.ts';
import { buildJobAd, memberWithJobFiles } from '../../../test/jobs.ts';
import { job } from '../../../test/profiles.ts';
import type { Db } from '../../db/client.ts';

/*
 * The school's lists of job ads and work experiences (issue 31 item 3; spec 1 §3 Job ad
 * "contract type, business sector, experience required, role/category", Work experience
 * "business sector, contract type"; spec 1 §5 General): every school starts with the codes
 * the code fixed before; an ad or an experience takes an option of its school's list only
 * (400 otherwise); an option they use is not deleted (409 naming how many); a renamed option
 * is read with its new text; group categories wait for the groups.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
type Option = { id: number; ext_id: string; translations: { fr: string; en: string } };

const NOT_AN_OPTION = { en: 'Choose an option of the school’s list.' };
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const adBody = (logo: string, extra: Record<string, unknown> = {}) => ({
  position: 'Data engineer',
  company: 'Acme',
  city: 'Lyon',
  logo,
  contract_type: 'permanent',
  sector: 'it',
  experience: '2_5',
  salary: '45 000 €',
  category: 'engineering',
  description: 'Build our data pipelines.',
  start_date: day(40),
  application_deadline: day(20),
  ...extra,
});
const listUrl = (school: School, scope: string) =>
  `/api/schools/${school.id}/static-lists/${scope}/`;
const FIELDS = Object.keys(JOB_LIST_FIELDS) as JobListField[];

beforeAll(async () => {
  // A long cache: the lists read below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

/** The option of `code` in the school's list `scope`, as its admins read it. */
async function optionOf(
  school: School,
  headers: Record<string, string>,
  scope: string,
  code: string,
) {
  const list = (await call('GET', listUrl(school, scope), headers)).body as unknown as Option[];
  const found = list.find((o) => o.ext_id === code);
  if (!found) throw new Error(`${scope}: no ${code}`);
  return found;
}

describe('the job ads’ lists: contract type, sector, experience, role', () => {
  it('start as the codes the ads stored before, with the work experiences’ own', async () => {
    const school = await buildSchool(db);
    const member = await signedInMember(db, school);
    const res = await call('GET', '/api/static-lists/', member.headers);
    expect(res.status).toBe(200);
    for (const scope of [
      'contract_type',
      'business_sector',
      'job_experience',
      'job_category',
      'group_category',
    ] as const) {
      expect((res.body[scope] as Option[]).map((o) => o.ext_id)).toEqual(
        STATIC_LIST_DEFAULTS[scope].map((o) => o.ext_id),
      );
    }
    expect((res.body.business_sector as Option[])[0]?.translations).toEqual({
      fr: 'Informatique et numérique',
      en: 'IT and digital',
    });
  });

  it('refuse a code the school’s list does not hold, naming each such field (400)', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const otherAdmin = await signedInMember(db, other, { role: ROLE.SchoolAdmin });
    // An option of another school's list is not one of this school's.
    const theirs = await call('POST', listUrl(other, 'job_category'), otherAdmin.headers, {
      translations: { fr: 'Plongée', en: 'Diving' },
      ext_id: 'diving',
    });
    expect(theirs.status).toBe(201);
    const author = await memberWithJobFiles(ctx.app, db, school);
    const body = adBody(author.files.logo, {
      contract_type: 'zero_hours',
      sector: 'mining',
      experience: '50_plus',
      category: 'diving',
    });
    const res = await call('POST', '/api/jobs/', author.headers, body);
    expect(res).toEqual({
      status: 400,
      body: Object.fromEntries(FIELDS.map((field) => [field, [NOT_AN_OPTION.en]])),
    });
    const fr = await call('POST', '/api/jobs/', author.headers, body, 'fr');
    expect(fr.body.sector).toEqual(['Choisissez une option de la liste de l’établissement.']);
    // A code-shaped filter no option has finds nothing; one of another shape is refused.
    const list = await call('GET', '/api/jobs/?sector=mining', author.headers);
    expect(list.body.count).toBe(0);
    expect((await call('GET', '/api/jobs/?sector=Mining!', author.headers)).status).toBe(400);
  });

  it('take the admin’s new options; those in use are not deleted (409), and read renamed', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const author = await memberWithJobFiles(ctx.app, db, school);
    const codes: Record<string, string> = {};
    for (const field of FIELDS) {
      const scope = JOB_LIST_FIELDS[field];
      const added = await call('POST', listUrl(school, scope), admin.headers, {
        translations: { fr: `Nouveau ${scope}`, en: `New ${scope}` },
      });
      expect(added.status).toBe(201);
      codes[field] = added.body.ext_id as string;
    }
    // An experience code longer than the 16 characters the column held before.
    expect(codes.experience).toBe('nouveau_job_experience');
    const posted = await call(
      'POST',
      '/api/jobs/',
      author.headers,
      adBody(author.files.logo, codes),
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject(codes);

    for (const field of FIELDS) {
      const scope = JOB_LIST_FIELDS[field];
      const option = await optionOf(school, admin.headers, scope, codes[field] as string);
      expect(option).toMatchObject({
        uses: expect.arrayContaining([{ kind: 'job_ads', count: 1 }]),
      });
      const refused = await call('DELETE', `${listUrl(school, scope)}${option.id}/`, admin.headers);
      expect(refused, scope).toEqual({
        status: 409,
        body: { detail: 'Cannot delete: used by 1\u00a0job ad. Give them another option first.' },
      });
    }

    // Renamed: the ad keeps its code, the school's list gives the new text.
    const sector = await optionOf(school, admin.headers, 'business_sector', codes.sector as string);
    const renamed = await call(
      'PATCH',
      `${listUrl(school, 'business_sector')}${sector.id}/`,
      admin.headers,
      {
        translations: { fr: 'Plasturgie', en: 'Plastics' },
      },
    );
    expect(renamed.status).toBe(200);
    const read = await call('GET', `/api/jobs/${posted.body.id}/`, author.headers);
    expect(read.body.sector).toBe(codes.sector);
    const lists = await call('GET', '/api/static-lists/', author.headers);
    expect(
      (lists.body.business_sector as Option[]).find((o) => o.ext_id === codes.sector)?.translations,
    ).toEqual({ fr: 'Plasturgie', en: 'Plastics' });

    // Once the ad takes another contract type, its old one is deleted.
    const moved = await call('PUT', `/api/jobs/${posted.body.id}/`, author.headers, {
      ...adBody(read.body.logo as string, codes),
      contract_type: 'internship',
    });
    expect(moved.status).toBe(200);
    const contract = await optionOf(
      school,
      admin.headers,
      'contract_type',
      codes.contract_type as string,
    );
    expect(
      (await call('DELETE', `${listUrl(school, 'contract_type')}${contract.id}/`, admin.headers))
        .status,
    ).toBe(204);
  });

  it('an edit keeping a code is not checked again; one changing it is', async () => {
    const school = await buildSchool(db);
    const author = await memberWithJobFiles(ctx.app, db, school);
    // An ad stored before its code was an option (as migrated data could be).
    const ad = await buildJobAd(db, school.id, author.id, { category: 'legacy_role' });
    const body = adBody(ad.logoKey, { category: 'legacy_role' });
    expect((await call('PUT', `/api/jobs/${ad.id}/`, author.headers, body)).status).toBe(200);
    const changed = await call('PUT', `/api/jobs/${ad.id}/`, author.headers, {
      ...body,
      category: 'other_legacy',
    });
    expect(changed.body).toEqual({ category: [NOT_AN_OPTION.en] });
  });
});

describe('a work experience’s sector and contract type, shared with job ads', () => {
  it('are options of the school’s lists (400 otherwise), counted where its member belongs', async () => {
    const school = await buildSchool(db);
    const elsewhere = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const otherAdmin = await signedInMember(db, elsewhere, { role: ROLE.SchoolAdmin });
    const owner = await signedInMember(db, school);
    const url = `/api/users/${owner.id}/experiences/`;

    const refused = await call('POST', url, owner.headers, {
      ...job,
      business_sector: 'mining',
      contract_type: 'zero_hours',
    });
    expect(refused).toEqual({
      status: 400,
      body: { business_sector: [NOT_AN_OPTION.en], contract_type: [NOT_AN_OPTION.en] },
    });
    const saved = await call('POST', url, owner.headers, {
      ...job,
      business_sector: 'agriculture',
      contract_type: 'civil_service',
    });
    expect(saved.status).toBe(201);
    const author = await memberWithJobFiles(ctx.app, db, school);
    const ad = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author.files.logo),
      sector: 'agriculture',
    });
    expect(ad.status).toBe(201);

    // One list for both: deleting the sector names the experience and the ad.
    const sector = await optionOf(school, admin.headers, 'business_sector', 'agriculture');
    const deleted = await call(
      'DELETE',
      `${listUrl(school, 'business_sector')}${sector.id}/`,
      admin.headers,
    );
    expect(deleted.body.detail).toBe(
      'Cannot delete: used by 1\u00a0work experience and 1\u00a0job ad. Give them another option first.',
    );
    const contract = await optionOf(school, admin.headers, 'contract_type', 'civil_service');
    const fr = await call(
      'DELETE',
      `${listUrl(school, 'contract_type')}${contract.id}/`,
      admin.headers,
      undefined,
      'fr',
    );
    expect(fr.body.detail).toBe(
      'Suppression impossible\u00a0: utilisée par 1\u00a0expérience professionnelle. Changez-leur d’abord d’option.',
    );

    // Where the member holds no role, their experience is not the school's: deleted.
    const theirs = await optionOf(elsewhere, otherAdmin.headers, 'business_sector', 'agriculture');
    expect(
      (
        await call(
          'DELETE',
          `${listUrl(elsewhere, 'business_sector')}${theirs.id}/`,
          otherAdmin.headers,
        )
      ).status,
    ).toBe(204);
    // Once the member joins that school, their experience counts there too.
    await addRole(db, owner.id, elsewhere);
    const civil = await optionOf(elsewhere, otherAdmin.headers, 'contract_type', 'civil_service');
    expect(
      (
        await call(
          'DELETE',
          `${listUrl(elsewhere, 'contract_type')}${civil.id}/`,
          otherAdmin.headers,
        )
      ).status,
    ).toBe(409);

    // A patch keeping the codes saves; one naming another school's option does not.
    const id = saved.body.id as number;
    const kept = await call('PATCH', `${url}${id}/`, owner.headers, { title: 'Agronomist' });
    expect(kept.status).toBe(200);
    const moved = await call('PATCH', `${url}${id}/`, owner.headers, {
      business_sector: 'plastics',
    });
    expect(moved.body).toEqual({ business_sector: [NOT_AN_OPTION.en] });
  });
});

describe('group categories', () => {
  it('exist with their defaults; nothing uses them until groups are built', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const list = (await call('GET', listUrl(school, 'group_category'), admin.headers))
      .body as unknown as (Option & { uses: unknown[] })[];
    expect(list.map((o) => o.ext_id)).toEqual(
      STATIC_LIST_DEFAULTS.group_category.map((o) => o.ext_id),
    );
    expect(list.every((o) => o.uses.length === 0)).toBe(true);
    const first = list[0] as Option;
    expect(
      (await call('DELETE', `${listUrl(school, 'group_category')}${first.id}/`, admin.headers))
        .status,
    ).toBe(204);
  });
});
