import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { jobAdUpdateTokens } from '../src/db/schema/index.ts';
import { issueUnsubscribeTokens } from '../src/modules/users/index.ts';
import { hashToken, newToken } from '../src/platform/sessions.ts';
import { buildJobAd, buildJobApplication, uploadJobFiles } from './jobs.ts';

/** A school's job identifiers for the tenant-isolation and fuzz suites (issue 15). */
export interface JobWorld {
  /** A logo and a CV the member uploaded: the bodies of a new ad and an application name them. */
  jobLogo: string;
  jobFile: { key: string; name: string };
  /** An active ad of the member (read, edited, its history). */
  jobAdMine: number;
  /** An active ad of the other member, with an attachment, the member has not applied to. */
  jobAdOpen: number;
  /** An active ad of the other member with the member's application, and that application. */
  jobAdApplied: number;
  jobApplication: number;
  /** A pending ad of the other member, for the validators' decision. */
  jobAdPending: number;
  /** An active ad of the other member to deactivate, and an archived one to reactivate. */
  jobAdToClose: number;
  jobAdInactive: number;
  /** An unsubscribe link's token of the other member (the weekly summary). */
  unsubscribeToken: string;
  /** The update link's token of another active ad of the member (issue 15 item 3). */
  jobUpdateToken: string;
}

/**
 * Builds the jobs part of a school's world: the member's uploads (through the API on the
 * school's own host), the member's ad, the other member's ads in each state the operations
 * need and the member's application with its CV, every text carrying the school's marker.
 */
export async function buildJobWorld(
  app: FastifyInstance,
  db: Db,
  w: { schoolId: number; subdomain: string; marker: string; member: number; other: number },
): Promise<JobWorld> {
  const files = await uploadJobFiles(app, db, {
    userId: w.member,
    schoolId: w.schoolId,
    subdomain: w.subdomain,
    fileName: `${w.marker}-cv.pdf`,
  });
  const text = (what: string) => ({
    position: `${w.marker} ${what}`,
    description: `${w.marker} ${what} text`,
  });
  const mine = await buildJobAd(db, w.schoolId, w.member, {
    ...text('ad'),
    logoKey: files.logo,
    contactEmail: 'suite.recruiter@example.org',
  });
  const open = await buildJobAd(db, w.schoolId, w.other, {
    ...text('open ad'),
    attachmentKey: files.file.key,
    attachmentName: `${w.marker}-offer.pdf`,
  });
  const applied = await buildJobAd(db, w.schoolId, w.other, text('applied ad'));
  const application = await buildJobApplication(db, w.schoolId, applied.id, w.member, {
    cvKey: files.file.key,
    cvName: files.file.name,
    message: `${w.marker} application`,
  });
  const pending = await buildJobAd(db, w.schoolId, w.other, {
    ...text('pending ad'),
    state: 2,
    announcedAt: null,
  });
  const toClose = await buildJobAd(db, w.schoolId, w.other, text('ad to close'));
  const inactive = await buildJobAd(db, w.schoolId, w.other, {
    ...text('inactive ad'),
    closure: 'archived',
    filledHow: 'unknown',
    closedAt: new Date(),
  });
  const [unsubscribeToken = ''] = await issueUnsubscribeTokens(db, 'jobs_weekly', [
    { userId: w.other, schoolId: w.schoolId },
  ]);
  const byLink = await buildJobAd(db, w.schoolId, w.member, {
    ...text('ad by link'),
    logoKey: files.logo,
  });
  const jobUpdateToken = newToken();
  await db.insert(jobAdUpdateTokens).values({
    schoolId: w.schoolId,
    jobAdId: byLink.id,
    tokenHash: hashToken(jobUpdateToken),
    expiresAt: new Date(Date.now() + 86_400_000),
    createdBy: w.member,
  });
  return {
    unsubscribeToken,
    jobUpdateToken,
    jobLogo: files.logo,
    jobFile: files.file,
    jobAdMine: mine.id,
    jobAdOpen: open.id,
    jobAdApplied: applied.id,
    jobApplication: application.id,
    jobAdPending: pending.id,
    jobAdToClose: toClose.id,
    jobAdInactive: inactive.id,
  };
}
