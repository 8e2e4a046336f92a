import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { jobAds, jobApplications } from '../src/db/schema/index.ts';
import { sessionHeaders } from './api.ts';
import { hostOf } from './app.ts';
import { type BuiltSchool, signedInMember } from './factories.ts';
import { multipart, tinyPdf, tinyPng } from './tenant-bodies.ts';

/**
 * Factories of job ads and applications (issue 15), and the uploads a body names: a logo or
 * a document uploaded through the API by a member on their school's host.
 */

let sequence = 0;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A job ad of `authorId`: active (published a minute ago, deadline in 30 days) unless `opts`. */
export async function buildJobAd(
  db: Db,
  schoolId: number,
  authorId: number,
  opts: Partial<typeof jobAds.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(jobAds)
    .values({
      schoolId,
      authorId,
      position: `Position ${sequence}`,
      company: 'Acme',
      city: 'Lyon',
      logoKey: `jobs/${schoolId}/${authorId}/${'0'.repeat(31)}${sequence % 10}.webp`,
      contractType: 'permanent',
      sector: 'it',
      experience: '2_5',
      salary: '45 000 €',
      category: 'engineering',
      description: 'A job.',
      startDate: day(45),
      applicationDeadline: day(30),
      state: 3,
      publishAt: new Date(Date.now() - 60_000),
      announcedAt: new Date(Date.now() - 60_000),
      ...opts,
    })
    .returning();
  if (!row) throw new Error('job ad insert returned nothing');
  return row;
}

/** An application of `userId` to ad `jobAdId` with a CV at `cvKey`. */
export async function buildJobApplication(
  db: Db,
  schoolId: number,
  jobAdId: number,
  userId: number,
  opts: Partial<typeof jobApplications.$inferInsert> & { cvKey: string },
) {
  const [row] = await db
    .insert(jobApplications)
    .values({
      schoolId,
      jobAdId,
      userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      cvName: 'cv.pdf',
      ...opts,
    })
    .returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

/** Uploads a logo and a PDF as `userId` on the school's host: `{logo, file: {key, name}}`. */
export async function uploadJobFiles(
  app: FastifyInstance,
  db: Db,
  w: { userId: number; schoolId: number; subdomain: string; fileName?: string },
) {
  const headers = await sessionHeaders(db, w);
  const send = async (url: string, body: { payload: Buffer; contentType: string }) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, host: hostOf(w.subdomain), 'content-type': body.contentType },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { key: string; name: string };
  };
  const logo = await send('/api/jobs/logos/', multipart('logo.png', 'image/png', await tinyPng()));
  const file = await send(
    '/api/jobs/files/',
    multipart(w.fileName ?? 'cv.pdf', 'application/pdf', tinyPdf()),
  );
  return { logo: logo.key, file: { key: file.key, name: file.name } };
}

/**
 * A signed-in member of `school` (factories `signedInMember`, with `opts` as `addRole` takes
 * them) who has uploaded a logo and a PDF on the school's host: `{id, headers, files}`.
 */
export async function memberWithJobFiles(
  app: FastifyInstance,
  db: Db,
  school: BuiltSchool,
  opts: Parameters<typeof signedInMember>[2] = {},
) {
  const signed = await signedInMember(db, school, opts);
  const w = { userId: signed.id, schoolId: school.id, subdomain: school.subdomain };
  return { ...signed, files: await uploadJobFiles(app, db, w) };
}
