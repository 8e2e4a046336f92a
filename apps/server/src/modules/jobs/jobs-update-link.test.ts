import { jobAdExpiresAt, ROLE } from '@alumni/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobAdHistory, jobAds, jobAdUpdateTokens, outboxMessages } from '../../db/schema/index.ts';

/*
 * Update links of job ads (issue 15 item 3; spec 1 §2 Jobs "job-update page reached by a
 * token link", spec 2 §8 "Invalid or expired job update link: 'Link invalid'"): who sends a
 * link, the mail it goes in, reading, saving and closing the ad by its token under the
 * author's publication rules, and every link that does not work (unknown, expired, revoked,
 * another school's), which changes nothing.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let validating: Awaited<ReturnType<typeof buildSchool>>;
let other: Awaited<ReturnType<typeof buildSchool>>;

type School = typeof school;
const CONTACT = 'recruiter@acme.example';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function member(inSchool: School = school, role: number = ROLE.Alumni) {
  const user = await buildUser(db);
  await addRole(db, user.id, inSchool, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: inSchool.id,
    subdomain: inSchool.subdomain,
  });
  return { id: user.id, headers };
}

/** The body of `PUT /api/jobs/update/{token}/` as the page sends it: the ad's fields back. */
function bodyOf(ad: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { id, status, logo_url, can_edit, can_close, link_expires_at, lists, ...fields } = ad;
  return { ...fields, ...changes };
}

/** Sends ad `id`'s update link as `headers` and returns the token of the mail it made. */
async function sendLink(id: number, headers: Headers, to = CONTACT) {
  const res = await call('POST', `/api/jobs/${id}/update-link/`, headers);
  expect(res.status).toBe(204);
  await deliverMail(ctx.app);
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = /\/jobs\/update\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no update link in the mail');
  return { token, mail };
}

const byLink = (
  method: 'GET' | 'PUT' | 'POST',
  token: string,
  opts: { in?: School; body?: unknown; locale?: 'fr' | 'en'; close?: boolean } = {},
) =>
  call(
    method,
    `/api/jobs/update/${token}/${opts.close ? 'deactivate/' : ''}`,
    { host: hostOf((opts.in ?? school).subdomain) },
    opts.body,
    opts.locale,
  );
const rowOf = async (id: number) => (await db.select().from(jobAds).where(eq(jobAds.id, id)))[0];
const historyOf = async (id: number) =>
  (
    await db
      .select()
      .from(jobAdHistory)
      .where(eq(jobAdHistory.jobAdId, id))
      .orderBy(jobAdHistory.id)
  ).map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId]);
const INVALID = { status: 404, body: { detail: 'Link invalid' } };

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { name: 'École test' });
  validating = await buildSchool(db, { validateJobads: true, preferredLocale: 2 });
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('sending the link', () => {
  it('the author or an admin mails the ad’s contact a link, in the school’s language', async () => {
    const author = await member();
    const admin = await member(school, ROLE.SchoolAdmin);
    const ad = await buildJobAd(db, school.id, author.id, { contactEmail: CONTACT });
    const { mail } = await sendLink(ad.id, author.headers);
    expect(mail?.subject).toBe(
      `École test\u00a0: mettez à jour votre offre «\u00a0${ad.position}\u00a0»`,
    );
    expect(mail?.text).toContain(`http://${school.subdomain}.localhost:3000/jobs/update?token=`);
    expect(mail?.html).toContain('Mettre à jour l’offre');
    const [link] = await db
      .select()
      .from(jobAdUpdateTokens)
      .where(eq(jobAdUpdateTokens.jobAdId, ad.id));
    // Only the token's hash is kept; the link lasts as long as the ad's publication.
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail?.text).not.toContain(link?.tokenHash);
    expect(link?.expiresAt).toEqual(jobAdExpiresAt(ad.announcedAt as Date));
    expect(link?.createdBy).toBe(author.id);
    await sendLink(ad.id, admin.headers);
  });

  it('an English school’s link is under /en; a pending ad’s lasts 90 days from now', async () => {
    const author = await member(validating);
    const ad = await buildJobAd(db, validating.id, author.id, {
      contactEmail: 'hr@pending.example',
      state: 2,
      announcedAt: null,
    });
    const before = Date.now();
    const { mail } = await sendLink(ad.id, author.headers, 'hr@pending.example');
    expect(mail?.subject).toMatch(/: update your job ad “/);
    expect(mail?.text).toContain(`/en/jobs/update?token=`);
    const [link] = await db
      .select()
      .from(jobAdUpdateTokens)
      .where(eq(jobAdUpdateTokens.jobAdId, ad.id));
    const days = ((link?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
  });

  it('refuses others, ads without a contact email, ended ads and other schools’ ads', async () => {
    const author = await member();
    const someone = await member();
    const ad = await buildJobAd(db, school.id, author.id, { contactEmail: CONTACT });
    const send = (id: number, headers: Headers | null, locale: 'fr' | 'en' = 'en') =>
      call('POST', `/api/jobs/${id}/update-link/`, headers, undefined, locale);
    expect((await send(ad.id, null)).status).toBe(401);
    expect((await send(ad.id, someone.headers)).status).toBe(403);
    const silent = await buildJobAd(db, school.id, author.id);
    expect(await send(silent.id, author.headers)).toEqual({
      status: 400,
      body: { contact_email: ['This ad has no contact email: add one to send the link.'] },
    });
    const ended = await buildJobAd(db, school.id, author.id, {
      contactEmail: CONTACT,
      announcedAt: new Date(Date.now() - 91 * 86_400_000),
      closure: 'archived',
    });
    expect((await send(ended.id, author.headers)).status).toBe(409);
    const elsewhere = await member(other);
    const theirs = await buildJobAd(db, other.id, elsewhere.id, { contactEmail: CONTACT });
    expect((await send(theirs.id, author.headers)).status).toBe(404);
    const links = await db.select().from(jobAdUpdateTokens);
    expect(links.filter((l) => [silent.id, ended.id, theirs.id].includes(l.jobAdId))).toEqual([]);
  });
});

describe('by the link', () => {
  it('reads, saves and closes the ad without signing in, as its author', async () => {
    const author = await member();
    const ad = await buildJobAd(db, school.id, author.id, { contactEmail: CONTACT });
    const { token } = await sendLink(ad.id, author.headers);
    const read = await byLink('GET', token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: ad.id,
      status: 'active',
      position: ad.position,
      salary: '45 000 €',
      logo: ad.logoKey,
      contact_email: CONTACT,
      can_edit: true,
      can_close: true,
      link_expires_at: jobAdExpiresAt(ad.announcedAt as Date).toISOString(),
    });
    expect(read.body).not.toHaveProperty('author');
    // The school's lists the choices come from (its holder may not read /api/static-lists/).
    const lists = read.body.lists as Record<string, { ext_id: string }[]>;
    expect(Object.keys(lists).sort()).toEqual([
      'business_sector',
      'contract_type',
      'job_category',
      'job_experience',
    ]);
    expect(lists.contract_type?.map((o) => o.ext_id)).toContain('permanent');
    // The field rules of PUT /api/jobs/{id}/, and nothing saved when one fails.
    const refused = await byLink('PUT', token, {
      body: bodyOf(read.body, { position: 'x'.repeat(81), application_deadline: day(-1) }),
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(['application_deadline', 'position']);
    const unknown = await byLink('PUT', token, { body: bodyOf(read.body, { sector: 'mining' }) });
    expect(unknown.body).toEqual({ sector: ['Choose an option of the school’s list.'] });
    const strangeLogo = `jobs/${school.id}/${author.id}/${'a'.repeat(32)}.webp`;
    expect(
      (await byLink('PUT', token, { body: bodyOf(read.body, { logo: strangeLogo }) })).body,
    ).toEqual({ logo: ['This logo cannot be found: add it again.'] });
    expect((await rowOf(ad.id))?.updatedAt).toEqual(ad.updatedAt);
    const saved = await byLink('PUT', token, { body: bodyOf(read.body, { salary: '52 000 €' }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ salary: '52 000 €', status: 'active' });
    expect((await rowOf(ad.id))?.salary).toBe('52 000 €');
    // Closed "via this network": filled, the answer kept, the history naming the author.
    const closed = await byLink('POST', token, { close: true, body: { filled_how: 'network' } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'filled', can_close: false });
    expect(await rowOf(ad.id)).toMatchObject({ closure: 'filled', filledHow: 'network' });
    expect(await historyOf(ad.id)).toEqual([['deactivate', 'active', 'filled', author.id]]);
    const again = await byLink('POST', token, { close: true, body: { filled_how: 'outside' } });
    expect(again.status).toBe(409);
    expect((await byLink('POST', token, { close: true, body: { filled_how: 'x' } })).status).toBe(
      400,
    );
  });

  it('follows the author’s publication rules: a refused ad goes back to validation', async () => {
    const author = await member(validating);
    const ad = await buildJobAd(db, validating.id, author.id, {
      contactEmail: CONTACT,
      state: 4,
      announcedAt: null,
    });
    const { token } = await sendLink(ad.id, author.headers);
    const read = await byLink('GET', token, { in: validating });
    expect(read.body).toMatchObject({ status: 'refused', can_edit: true, can_close: false });
    const saved = await byLink('PUT', token, {
      in: validating,
      body: bodyOf(read.body, { salary: '60 000 €' }),
    });
    expect(saved.body).toMatchObject({ status: 'pending', salary: '60 000 €' });
    expect(await historyOf(ad.id)).toEqual([['submit', 'refused', 'pending', author.id]]);
  });

  it('lends none of the author’s roles: an admin’s validated ad stays locked', async () => {
    const admin = await member(validating, ROLE.SchoolAdmin);
    const ad = await buildJobAd(db, validating.id, admin.id, {
      contactEmail: CONTACT,
      validated: true,
    });
    const { token } = await sendLink(ad.id, admin.headers);
    const read = await byLink('GET', token, { in: validating });
    expect(read.body).toMatchObject({ status: 'active', can_edit: false, can_close: true });
    const refused = await byLink('PUT', token, {
      in: validating,
      body: bodyOf(read.body, { salary: '1 €' }),
    });
    expect(refused).toEqual({
      status: 403,
      body: { detail: 'A validated ad can only be edited by an admin.' },
    });
    expect(await rowOf(ad.id)).toMatchObject({ salary: '45 000 €', adminEdits: 0 });
    expect(await historyOf(ad.id)).toEqual([]);
  });
});

describe('a link that does not work: 404 "Link invalid", nothing changed', () => {
  it('unknown, revoked by a new link, expired or another school’s', async () => {
    const author = await member();
    const ad = await buildJobAd(db, school.id, author.id, { contactEmail: CONTACT });
    const first = await sendLink(ad.id, author.headers);
    const body = bodyOf((await byLink('GET', first.token)).body, { salary: '0 €' });
    const second = await sendLink(ad.id, author.headers);
    const tries = async (token: string, opts: { in?: School } = {}) => [
      await byLink('GET', token, opts),
      await byLink('PUT', token, { ...opts, body }),
      await byLink('POST', token, { ...opts, close: true, body: { filled_how: 'network' } }),
    ];
    expect(await tries('unknown-token')).toEqual([INVALID, INVALID, INVALID]);
    expect(await tries(first.token)).toEqual([INVALID, INVALID, INVALID]);
    expect(await tries(second.token, { in: other })).toEqual([INVALID, INVALID, INVALID]);
    expect(await byLink('GET', 'unknown-token', { locale: 'fr' })).toEqual({
      status: 404,
      body: { detail: 'Lien invalide' },
    });
    expect((await byLink('GET', second.token)).status).toBe(200);
    // Its end passed (as a clock moved past it would see it).
    await db
      .update(jobAdUpdateTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobAdUpdateTokens.jobAdId, ad.id)));
    expect(await tries(second.token)).toEqual([INVALID, INVALID, INVALID]);
    expect(await rowOf(ad.id)).toMatchObject({ salary: '45 000 €', closure: null });
    expect(await historyOf(ad.id)).toEqual([]);
  });
});
