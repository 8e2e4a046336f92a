import {
  initialReportStatus,
  REPORT_MESSAGES,
  type ReportStatus,
  type ReportType,
  type reportCreateSchema,
} from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { posts, reports, userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { findVisiblePost } from '../feed/index.ts';
import { findReportableMessage } from './messages.ts';
import { findReport, type ReportRow } from './service.ts';

/**
 * Filing a report (spec 1 §3 Report, §4 Reports): what a member may report, and the status
 * the report starts in, which depends on the school's `validate_report` (domain
 * initialReportStatus; docs/areas/feed.md "Report validation").
 */

/** Statuses that still stand: a second report of the same thing by the same member waits for these. */
const OPEN: ReportStatus[] = ['pending', 'accepted'];

export interface ReportTarget {
  reportedUserId: number;
  postId: number | null;
  messageId: number | null;
}

/**
 * The member a user report of `userId` in `school` points at: one the school's members may
 * see (visibleMemberRole: not a registrant waiting for validation, nor refused), or null.
 */
export async function findReportedMember(
  db: Db,
  opts: { school: SchoolRow; userId: number },
): Promise<ReportTarget | null> {
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.userId, opts.userId),
        eq(userRoles.schoolId, opts.school.id),
        visibleMemberRole(userRoles, users.isActive, opts.school.showInactive),
      ),
    )
    .limit(1);
  return row ? { reportedUserId: row.id, postId: null, messageId: null } : null;
}

/**
 * The post a post report of `postId` points at, as its reporter sees it in the feed (not one
 * already removed, nor one of a member they blocked, nor one of a group whose posts they may
 * not read), or null. The post's row is locked first,
 * until the request's transaction ends: reports of one post, and moderators' decisions on them
 * (changeReportStatus), then take turns, so a post hidden on arrival is announced once and a
 * report that comes after it finds the post gone.
 */
async function findReportedPost(
  db: Db,
  actor: Actor,
  postId: number,
): Promise<ReportTarget | null> {
  await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.schoolId, actor.school.id)))
    .for('update');
  const post = await findVisiblePost(db, actor, postId);
  return post ? { reportedUserId: post.authorId, postId: post.id, messageId: null } : null;
}

/**
 * The message a message report of `messageId` points at: one of a conversation the reporter
 * takes part in, not deleted (reports/messages.ts), its sender the reported member; or null.
 */
async function findReportedMessage(
  db: Db,
  opts: { schoolId: number; viewerId: number; messageId: number },
): Promise<ReportTarget | null> {
  const message = await findReportableMessage(db, opts);
  return message ? { reportedUserId: message.senderId, postId: null, messageId: message.id } : null;
}

/** What `input` reports, as its reporter reaches it, or null. */
function findTarget(db: Db, actor: Actor, input: ReportCreate): Promise<ReportTarget | null> {
  const schoolId = actor.school.id;
  const viewerId = actor.user.id;
  if (input.type === 'post') return findReportedPost(db, actor, input.object_id);
  if (input.type === 'message') {
    return findReportedMessage(db, { schoolId, viewerId, messageId: input.object_id });
  }
  return findReportedMember(db, { school: actor.school, userId: input.object_id });
}

/** The condition naming the same target as `target` for a report of `type`. */
function sameTarget(type: ReportType, target: ReportTarget) {
  if (type === 'post') return eq(reports.postId, target.postId ?? 0);
  if (type === 'message') return eq(reports.messageId, target.messageId ?? 0);
  return eq(reports.reportedUserId, target.reportedUserId);
}

/** Whether the member already has an open (pending or accepted) report of this target. */
async function hasOpenReport(
  db: Db,
  opts: { schoolId: number; authorId: number; type: ReportType; target: ReportTarget },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.schoolId, opts.schoolId),
        eq(reports.authorId, opts.authorId),
        eq(reports.type, opts.type),
        sameTarget(opts.type, opts.target),
        inArray(reports.status, OPEN),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Records a report with its first status; returns its id. */
async function createReport(
  db: Db,
  input: {
    schoolId: number;
    authorId: number;
    type: ReportType;
    target: ReportTarget;
    reasons: string[];
    description: string;
    status: ReportStatus;
  },
): Promise<number> {
  const [row] = await db
    .insert(reports)
    .values({
      schoolId: input.schoolId,
      authorId: input.authorId,
      type: input.type,
      reportedUserId: input.target.reportedUserId,
      postId: input.target.postId,
      messageId: input.target.messageId,
      reasons: input.reasons,
      description: input.description,
      status: input.status,
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('Report insert returned nothing.');
  return row.id;
}

/** A checked report body (domain `reportCreateSchema`). */
export type ReportCreate = z.output<ReturnType<typeof reportCreateSchema>>;

/**
 * The actor reports a member of their school, one of its posts they can see (spec 1 §4), or a
 * message of a conversation they take part in (issue 32 item 6): a user report is `accepted`
 * at once; a post report is `pending` where the school validates reports (`validate_report`),
 * else `accepted`, which hides the post for everyone at once and tells its author
 * (`post.removed`), in one transaction with the report; a message report is always `pending`. Returns the report
 * and whether what waits for validation changed. 404 `{"detail"}` for nothing of that id here;
 * 400 `{"non_field_errors"}` for oneself, one's own post or message, or a report already open.
 */
export async function fileReport(
  db: Db,
  actor: Actor,
  input: ReportCreate,
): Promise<{ report: ReportRow; validationsChanged: boolean }> {
  const messages = REPORT_MESSAGES[actor.locale];
  const schoolId = actor.school.id;
  const target = await findTarget(db, actor, input);
  if (!target) throw notFound(messages.notFound);
  if (target.reportedUserId === actor.user.id) {
    throw badRequest({
      non_field_errors: [input.type === 'message' ? messages.ownMessage : messages.ownObject],
    });
  }
  const report = { schoolId, authorId: actor.user.id, type: input.type, target };
  if (await hasOpenReport(db, report)) {
    throw badRequest({ non_field_errors: [messages.alreadyReported] });
  }
  const status = initialReportStatus(input.type, actor.school);
  return db.transaction(async (tx) => {
    const id = await createReport(tx, {
      ...report,
      reasons: input.reasons,
      description: input.description,
      status,
    });
    await actor.emit(tx, 'report.created', {
      reportId: id,
      type: input.type,
      status,
      authorId: actor.user.id,
    });
    // The post was visible to its reporter, so no accepted report hid it before this one.
    if (target.postId !== null && status === 'accepted') {
      await actor.emit(tx, 'post.removed', {
        postId: target.postId,
        authorId: target.reportedUserId,
      });
    }
    const row = await findReport(tx, schoolId, id);
    if (!row) throw notFound();
    return { report: row, validationsChanged: status === 'pending' };
  });
}
