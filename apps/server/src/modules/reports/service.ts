import {
  canChangeReportStatus,
  isPostRemovedByReports,
  REPORT_MESSAGES,
  type ReportStatus,
  type ReportType,
  reportDeletesMessage,
} from '@alumni/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { messages, type PostImage, posts, reports, schools, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { participantsOf, type ReportPerson } from './messages.ts';
import { isModerator } from './policy.ts';

/**
 * Reports and blocks (spec 1 §3 Report, §4 Reports) in storage: a report names its reported
 * member even for a post (the post's author), so that blocks and listings need no join
 * through the post; statuses move only through setReportStatus.
 */

const author = alias(users, 'report_author');
const reported = alias(users, 'reported_user');

export interface ReportRow {
  id: number;
  type: ReportType;
  status: ReportStatus;
  reasons: string[];
  description: string;
  createdAt: Date;
  statusChangedAt: Date | null;
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  reported: { id: number; firstName: string; lastName: string; picture: string | null };
  post: {
    id: number;
    content: string;
    images: PostImage[];
    createdAt: Date;
  } | null;
  /** A message report's message: its text (empty once deleted) and its conversation's people. */
  message: {
    id: number;
    body: string;
    deleted: boolean;
    createdAt: Date;
    participants: ReportPerson[];
  } | null;
}

const person = (table: typeof author | typeof reported) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  picture: table.picture,
});

function selectReports(db: Db) {
  return db
    .select({
      id: reports.id,
      type: sql<ReportType>`${reports.type}`,
      status: sql<ReportStatus>`${reports.status}`,
      reasons: reports.reasons,
      description: reports.description,
      createdAt: reports.createdAt,
      statusChangedAt: reports.statusChangedAt,
      author: person(author),
      reported: person(reported),
      postId: posts.id,
      postContent: posts.content,
      postImages: posts.images,
      postCreatedAt: posts.createdAt,
      messageId: messages.id,
      messageBody: messages.body,
      messageDeletedAt: messages.deletedAt,
      messageCreatedAt: messages.createdAt,
      conversationId: messages.conversationId,
    })
    .from(reports)
    .innerJoin(author, eq(author.id, reports.authorId))
    .innerJoin(reported, eq(reported.id, reports.reportedUserId))
    .leftJoin(posts, eq(posts.id, reports.postId))
    .leftJoin(messages, eq(messages.id, reports.messageId));
}

type SelectedReport = Awaited<ReturnType<ReturnType<typeof selectReports>['limit']>>[number];

function toReportRow(row: SelectedReport, people: Map<number, ReportPerson[]>): ReportRow {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reasons: row.reasons,
    description: row.description,
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    author: row.author,
    reported: row.reported,
    post:
      row.postId === null || row.postContent === null || row.postCreatedAt === null
        ? null
        : {
            id: row.postId,
            content: row.postContent,
            images: row.postImages ?? [],
            createdAt: row.postCreatedAt,
          },
    message:
      row.messageId === null || row.messageCreatedAt === null || row.conversationId === null
        ? null
        : {
            id: row.messageId,
            // A deleted message keeps its row, its text gone: nothing of it is shown.
            body: row.messageDeletedAt === null ? (row.messageBody ?? '') : '',
            deleted: row.messageDeletedAt !== null,
            createdAt: row.messageCreatedAt,
            participants: people.get(row.conversationId) ?? [],
          },
  };
}

/** The reports' rows, with the participants of the reported messages' conversations. */
async function toReportRows(db: Db, schoolId: number, rows: SelectedReport[]) {
  const conversations = [
    ...new Set(rows.flatMap((row) => (row.conversationId === null ? [] : [row.conversationId]))),
  ];
  const people = await participantsOf(db, schoolId, conversations);
  return rows.map((row) => toReportRow(row, people));
}

/**
 * A page of the school's reports, newest first, optionally by status and type, or only
 * those written by `authorId`; with the total count.
 */
export async function listReports(
  db: Db,
  opts: {
    schoolId: number;
    status?: ReportStatus;
    type?: ReportType;
    authorId?: number;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ReportRow[]; count: number }> {
  const where = and(
    eq(reports.schoolId, opts.schoolId),
    opts.status === undefined ? undefined : eq(reports.status, opts.status),
    opts.type === undefined ? undefined : eq(reports.type, opts.type),
    opts.authorId === undefined ? undefined : eq(reports.authorId, opts.authorId),
  ) as SQL;
  const { rows, count: total } = await pagedQuery(
    { page: opts.page, page_size: opts.pageSize },
    selectReports(db).where(where).orderBy(desc(reports.id)).$dynamic(),
    db.select({ count: count() }).from(reports).where(where),
  );
  return { rows: await toReportRows(db, opts.schoolId, rows), count: total };
}

export interface ReportFilter {
  status?: ReportStatus;
  type?: ReportType;
  /** Only the actor's own reports (settings "reports and blocks"). */
  mine?: boolean;
}

/** A page of the actor's school's reports matching `filter`, newest first, with the total. */
export function listReportsOf(
  db: Db,
  actor: Actor,
  query: ReportFilter & { page: number; pageSize: number },
): Promise<{ rows: ReportRow[]; count: number }> {
  const { mine, ...rest } = query;
  return listReports(db, {
    ...rest,
    schoolId: actor.school.id,
    ...(mine ? { authorId: actor.user.id } : {}),
  });
}

/** One report of the school, or null. */
export async function findReport(
  db: Db,
  schoolId: number,
  id: number,
): Promise<(ReportRow & { authorId: number; reportedUserId: number }) | null> {
  const [row] = await selectReports(db)
    .where(and(eq(reports.id, id), eq(reports.schoolId, schoolId)))
    .limit(1);
  if (!row) return null;
  const [report] = await toReportRows(db, schoolId, [row]);
  return report ? { ...report, authorId: row.author.id, reportedUserId: row.reported.id } : null;
}

/** The statuses of every report of a post. */
export async function postReportStatuses(db: Db, postId: number): Promise<ReportStatus[]> {
  const rows = await db
    .select({ status: reports.status })
    .from(reports)
    .where(and(eq(reports.postId, postId), eq(reports.type, 'post')));
  return rows.map((r) => r.status as ReportStatus);
}

/**
 * The reports of the school that wait for validation: the `report` counter (spec 1 §3
 * counters). Pending ones, where the school validates reports (`validate_report`); with it off
 * nothing waits for validation, and a report an admin reopens is listed as pending without
 * being counted (docs/areas/feed.md "Report validation"). The flag is read in the same query,
 * so counters pushed right after an admin turns it on or off already follow it.
 */
export async function waitingReportCount(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .innerJoin(schools, eq(schools.id, reports.schoolId))
    .where(
      and(
        eq(reports.schoolId, schoolId),
        eq(reports.status, 'pending'),
        eq(schools.validateReport, true),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Moves report `id` of the actor's school to `status` (spec 1 §4 Reports), in one
 * transaction holding the report's row lock (and its post's), so that two deciders acting
 * at once take turns and each decision's effects happen exactly once: the reporter is told
 * the new status (unless they made the change), the post's author is told when the post is
 * removed or shown again; accepting a message report deletes the message for everyone
 * (`message.removed`), which nothing undoes. With `expectedStatus` (the status the decider saw), a report that
 * has another status by then is refused with 409 `{"detail"}`: someone decided meanwhile.
 * 404 for no such report here; 403 for neither a moderator nor its author; 400
 * `{"status"}` for a move the rules do not allow. Returns the report and whether what waits
 * for validation changed.
 */
export async function changeReportStatus(
  db: Db,
  actor: Actor,
  input: { id: number; status: ReportStatus; expectedStatus?: ReportStatus | undefined },
): Promise<{ report: ReportRow; validationsChanged: boolean }> {
  const messages = REPORT_MESSAGES[actor.locale];
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: sql<ReportStatus>`${reports.status}`,
        type: sql<ReportType>`${reports.type}`,
        authorId: reports.authorId,
        reportedUserId: reports.reportedUserId,
        postId: reports.postId,
        messageId: reports.messageId,
      })
      .from(reports)
      .where(and(eq(reports.id, input.id), eq(reports.schoolId, schoolId)))
      .for('update');
    if (!current) throw notFound();
    const moderator = isModerator(actor);
    const isAuthor = current.authorId === actor.user.id;
    if (!moderator && !isAuthor) throw forbidden();
    if (input.expectedStatus !== undefined && input.expectedStatus !== current.status) {
      throw conflict(messages.changedMeanwhile);
    }
    const { status } = input;
    if (!canChangeReportStatus({ isModerator: moderator, isAuthor }, current.status, status)) {
      if (!moderator && status !== 'cancelled') throw forbidden();
      throw badRequest({ status: [messages.statusNotAllowed] });
    }
    const postId = current.type === 'post' ? current.postId : null;
    // Other reports of the same post decide its visibility too: one decision at a time per post.
    if (postId)
      await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
    const removedBefore = postId
      ? isPostRemovedByReports(await postReportStatuses(tx, postId))
      : false;
    await tx
      .update(reports)
      .set({ status, statusChangedAt: new Date(), statusChangedBy: actor.user.id })
      .where(eq(reports.id, input.id));
    if (postId) {
      const removedAfter = isPostRemovedByReports(await postReportStatuses(tx, postId));
      if (removedAfter !== removedBefore) {
        await actor.emit(tx, removedAfter ? 'post.removed' : 'post.restored', {
          postId,
          authorId: current.reportedUserId,
        });
      }
    }
    // An accepted message report deletes the message for everyone (issue 32 items 6, 7), through
    // the discussions' own delete path (its subscriber), in this transaction: for good.
    if (current.messageId !== null && reportDeletesMessage({ type: current.type, status })) {
      await actor.emit(tx, 'message.removed', {
        messageId: current.messageId,
        senderId: current.reportedUserId,
        actorId: actor.user.id,
        reportId: input.id,
      });
    }
    await actor.emit(tx, 'report.status_changed', {
      reportId: input.id,
      authorId: current.authorId,
      actorId: actor.user.id,
      from: current.status,
      to: status,
    });
    const row = await findReport(tx, schoolId, input.id);
    if (!row) throw notFound();
    return {
      report: row,
      validationsChanged: current.status === 'pending' || status === 'pending',
    };
  });
}
