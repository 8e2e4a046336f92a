import type {
  JobAdStatus,
  MatchStatus,
  PermissionSchool,
  PublicationStatus,
  ReportStatus,
  ReportType,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { schools } from '../db/schema/index.ts';
import { afterCommit } from './school-scope.ts';
import type { SchoolRow } from './tenancy.ts';

/**
 * Domain events: what a module tells the others once a change is done, so that modules talk
 * through events instead of importing each other (notifications, validation counters and,
 * later, mail subscribe). In-process and per app instance; the cross-instance live bus
 * (event-bus.ts) stays the way to push to browsers. Payloads carry ids and facts only.
 */
export interface DomainEventMap {
  /**
   * Something every instance caches of the school changed (its validators, its degrees): the
   * schools module drops the caches everywhere once the change is committed.
   */
  'school.changed': {
    part:
      | 'validators'
      | 'degrees'
      | 'campuses'
      | 'features'
      | 'publication_settings'
      | 'report_validation'
      | 'info'
      | 'images'
      | 'roles'
      | 'permissions'
      | 'badges'
      | 'static_lists'
      | 'pages'
      | 'key_numbers'
      | 'mentorship_settings';
  };
  /**
   * A member reported a member or a post (user reports start accepted; post reports pending
   * where the school validates reports, else accepted).
   */
  'report.created': {
    reportId: number;
    type: ReportType;
    status: ReportStatus;
    authorId: number;
  };
  /** A moderator, or the report's author withdrawing it, changed a report's status. */
  'report.status_changed': {
    reportId: number;
    authorId: number;
    actorId: number;
    from: ReportStatus;
    to: ReportStatus;
  };
  /** A post became hidden for everyone (an accepted post report). */
  'post.removed': { postId: number; authorId: number };
  /** A removed post shows again (its accepting report was refused or withdrawn). */
  'post.restored': { postId: number; authorId: number };
  /**
   * A moderator accepted a report of a message (issue 32 items 6, 7): the discussions delete
   * it for everyone, as its sender deleting it would (its text gone everywhere, the change
   * published after the commit); nothing when it is deleted already.
   */
  'message.removed': { messageId: number; senderId: number; actorId: number; reportId: number };
  /** A member commented on a post. */
  'comment.created': { postId: number; postAuthorId: number; commentId: number; authorId: number };
  /** A member liked a post (not sent when they already liked it). */
  'post.liked': { postId: number; postAuthorId: number; userId: number };
  /**
   * A post written in a group's feed is announced to its members (issue 33 item 4), by the
   * `group.post-notify` job: `recipientIds` are the members who keep its posts'
   * notifications on, its author left out. A rerun of the job emits it again.
   */
  'group_post.created': {
    postId: number;
    authorId: number;
    groupId: number;
    title: string;
    slug: string;
    recipientIds: number[];
  };
  /** A confirmed registration or a new-role request now waits for the school's validators. */
  'registration.submitted': { userId: number; userRoleId: number | null };
  /** A validator accepted or refused a pending registration. */
  'registration.decided': { userRoleId: number; decision: 'accept' | 'refuse' };
  /** A member asked to change the degree, year or campus of a role. */
  'role_change.requested': { requestId: number };
  /** A validator accepted or refused a role change request. */
  'role_change.decided': { requestId: number; decision: 'accept' | 'refuse' };
  /** A member declared (or edited) an education of this school that waits for validation. */
  'education.declared': { educationId: number; userId: number };
  /** A validator validated or refused a declared education. */
  'education.decided': { educationId: number; decision: 'validate' | 'refuse' };
  /**
   * An article moved between publication statuses (issue 13): saved, submitted, validated,
   * refused (with `reason`). `actorId` null: the scheduler. Scheduled → published is
   * `article.published` as well.
   */
  'article.status_changed': {
    articleId: number;
    authorId: number;
    actorId: number | null;
    from: PublicationStatus | null;
    to: PublicationStatus;
    reason: string | null;
  };
  /**
   * An article became readable (published with its date reached), once per publication date:
   * when saved or validated with a past date, or by the publication job or sweep at its date
   * (an admin-level edit moving the date to the future announces it again then).
   * For the feed and the dashboard's latest news.
   */
  'article.published': { articleId: number; authorId: number; title: string; slug: string };
  /** An article was deleted (its status then, for the validation counters). */
  'article.deleted': { articleId: number; authorId: number; status: PublicationStatus };
  /**
   * An event moved between publication statuses (issue 14): saved, submitted, validated,
   * refused (with `reason`). For the validators' `event` counter and notifications to come.
   */
  'event.status_changed': {
    eventId: number;
    authorId: number;
    actorId: number | null;
    from: PublicationStatus | null;
    to: PublicationStatus;
    reason: string | null;
  };
  /**
   * An event became readable (published with its date reached), once per publication date:
   * when saved or validated with a past date, or by the publication job or sweep at its
   * date. For the feed's card.
   */
  'event.published': { eventId: number; authorId: number; title: string; slug: string };
  /** An event was deleted (its status then, for the validation counters). */
  'event.deleted': { eventId: number; authorId: number; status: PublicationStatus };
  /**
   * An interest group moved between publication statuses (issue 33 item 2): created,
   * submitted, validated (active), refused (with `reason`). For the validators' `club` counter.
   */
  'group.status_changed': {
    groupId: number;
    authorId: number;
    actorId: number | null;
    from: PublicationStatus | null;
    to: PublicationStatus;
    reason: string | null;
  };
  /** A group was deleted (its status then, for the validation counters). */
  'group.deleted': { groupId: number; authorId: number; status: PublicationStatus };
  /**
   * A membership move in a group (issue 33 item 3), in its transaction: `action` as the
   * membership history says it (request, approve, refuse, invite, …) on `userId`'s row by
   * `actorId`; `reason` a refusal's; `managerIds` the group's managers but the person, named
   * for a request only (empty otherwise).
   */
  'group.membership_changed': {
    groupId: number;
    title: string;
    slug: string;
    userId: number;
    actorId: number;
    action: string;
    reason: string | null;
    managerIds: number[];
  };
  /**
   * Seats freed up and a registration left the waiting list: now `confirmed`, or `pending`
   * while the event's required documents are not all accepted (issue 30 item 3). Once per
   * registration. For the member's notification.
   */
  'event_registration.promoted': {
    registrationId: number;
    userId: number;
    eventId: number;
    title: string;
    slug: string;
    status: 'confirmed' | 'pending';
  };
  /**
   * A job ad moved between statuses (issue 15): saved, submitted, validated, refused (with
   * `reason`), deactivated (`inactive` or `filled`), reactivated, archived by the 90-day
   * sweep (`actorId` null). For the validators' `jobad` counter and notifications to come.
   */
  'job_ad.status_changed': {
    jobAdId: number;
    authorId: number;
    actorId: number | null;
    from: JobAdStatus | PublicationStatus | null;
    to: JobAdStatus | PublicationStatus;
    reason: string | null;
  };
  /** A job ad became readable (active), once: for the feed's card (issue 15 item 6). */
  'job_ad.published': { jobAdId: number; authorId: number; position: string; company: string };
  /** A member applied to a job ad (not sent again when they resend it): for its author. */
  'job_application.created': {
    applicationId: number;
    jobAdId: number;
    authorId: number;
    applicantId: number;
    position: string;
  };
  /** A job ad was deleted (its status then, for the validation counters). */
  'job_ad.deleted': { jobAdId: number; authorId: number; status: JobAdStatus | PublicationStatus };
  /**
   * A mentorship match changed (issue 33): requested, let through or refused by a validator
   * (`validate`, `reject`), accepted, refused (`reason`), cancelled, deleted by one side
   * (`delete`, with `from` open: it was cancelled too), timed out by the sweep (`actorId`
   * null) or finished. `awaiting` before and after: whether it waited for a validator.
   */
  'mentorship.changed': {
    matchId: number;
    mentorId: number;
    menteeId: number;
    actorId: number | null;
    move:
      | 'request'
      | 'validate'
      | 'reject'
      | 'accept'
      | 'refuse'
      | 'cancel'
      | 'delete'
      | 'time_out'
      | 'finish';
    from: MatchStatus | null;
    to: MatchStatus;
    /** Whether the mentor got the request (validated) after the move. */
    validated: boolean;
    awaitingBefore: boolean;
    awaitingAfter: boolean;
    reason: string | null;
  };
  /** The sweep reminded a mentor of a request (day 12), or nudged both sides of a match. */
  'mentorship.reminded': {
    matchId: number;
    mentorId: number;
    menteeId: number;
    kind: 'reminder' | 'nudge';
    /** The sweep's day (`2026-03-01`): a nudge's mails are keyed by it. */
    on: string;
  };
  /**
   * A super user applied or rejected a submitted member import of school `schoolId` (which
   * may not be the request's: super users review every school's).
   */
  'import.decided': {
    importId: number;
    schoolId: number;
    submittedBy: number | null;
    decidedBy: number;
    decision: 'applied' | 'rejected';
    fileName: string;
    created: number;
    rolesAdded: number;
  };
}

export type DomainEventName = keyof DomainEventMap;

/** Any one event with its name, as a discriminated union (for subscribers to every event). */
export type AnyDomainEvent = {
  [N in DomainEventName]: { name: N; payload: DomainEventMap[N] };
}[DomainEventName];

/**
 * What a subscriber works with: the database handle the change was made on (its transaction
 * when there is one: subscribers open no other connection), the school, a logger, and the
 * school's permission data (as the request loaded it).
 */
export interface DomainEventContext {
  db: Db;
  school: SchoolRow;
  log: FastifyBaseLogger;
  permissionSchool: PermissionSchool;
  /**
   * Runs `work` once the emitting request's change is committed, for effects that others
   * must see together with the change (validators' live counters; later, mail). Writes that
   * belong with the change (notifications) use `db` directly instead.
   */
  afterCommit(work: (db: Db) => Promise<void>): Promise<void>;
}

export type DomainEventHandler<N extends DomainEventName> = (
  payload: DomainEventMap[N],
  ctx: DomainEventContext,
) => Promise<void> | void;
export type AnyDomainEventHandler = (
  event: AnyDomainEvent,
  ctx: DomainEventContext,
) => Promise<void> | void;

/** The dispatcher of one app instance (app.domainEvents). */
export interface DomainEvents {
  /** Calls `handler` for every `name` event; subscribe while the app is built. */
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
  /** Calls `handler` for every event (e.g. to recount what the event may have changed). */
  onAny(handler: AnyDomainEventHandler): void;
  /**
   * Runs the subscribers of `name`, then those of every event, one after the other in the
   * order they subscribed, and resolves when all are done. A subscriber's error rejects the
   * emit (as the direct call it replaces would have); one that must never fail the request
   * catches its own errors.
   */
  emit<N extends DomainEventName>(
    ctx: DomainEventContext,
    name: N,
    payload: DomainEventMap[N],
  ): Promise<void>;
}

/** A new, empty dispatcher. */
export function createDomainEvents(): DomainEvents {
  const byName = new Map<
    DomainEventName,
    ((payload: never, ctx: DomainEventContext) => unknown)[]
  >();
  const any: AnyDomainEventHandler[] = [];
  return {
    on(name, handler) {
      const list = byName.get(name) ?? [];
      list.push(handler as (payload: never, ctx: DomainEventContext) => unknown);
      byName.set(name, list);
    },
    onAny(handler) {
      any.push(handler);
    },
    async emit(ctx, name, payload) {
      // Awaited in turn: the request answers once its effects (notifications, counters) exist,
      // as when they were direct calls; tests and clients see them in order.
      for (const handler of byName.get(name) ?? []) await handler(payload as never, ctx);
      const event = { name, payload } as AnyDomainEvent;
      for (const handler of any) await handler(event, ctx);
    },
  };
}

/** Emits `name` after a change made on `db` (its transaction, when there is one). */
export type EmitDomainEvent = <N extends DomainEventName>(
  db: Db,
  name: N,
  payload: DomainEventMap[N],
) => Promise<void>;

/** The emitter of `events` for a change of `school`, logged on `log`. */
function emitterOn(
  events: DomainEvents,
  school: SchoolRow,
  log: FastifyBaseLogger,
  permissionSchool: PermissionSchool,
): EmitDomainEvent {
  return (db, name, payload) =>
    events.emit(
      {
        db,
        school,
        log,
        permissionSchool,
        // Queued until the school-scoped transaction of `db` commits; failures are logged.
        afterCommit: async (work) =>
          afterCommit(db, school.id, work, (error) =>
            log.error({ err: error }, 'after-commit work failed'),
          ),
      },
      name,
      payload,
    );
}

/**
 * The emitter of one request (its policy context's `emit`): every event it raises carries
 * the request's school, logger and permission data; after-commit work runs once the
 * request's transaction commits (before the answer leaves).
 */
export function requestEmitter(
  request: FastifyRequest,
  school: SchoolRow,
  permissionSchool: PermissionSchool,
): EmitDomainEvent {
  return emitterOn(request.server.domainEvents, school, request.log, permissionSchool);
}

/**
 * The emitter of work outside a request (a job, a sweep) for school `schoolId`: the school's
 * row and permission data are loaded on the job's handle when an event is emitted (nothing
 * when the school is gone); after-commit work runs once that handle's transaction commits.
 */
export function backgroundEmitter(
  opts: {
    log: FastifyBaseLogger;
    events: DomainEvents;
    loadPermissionSchool: (db: Db, school: SchoolRow) => Promise<PermissionSchool>;
  },
  schoolId: number,
): EmitDomainEvent {
  return async (db, name, payload) => {
    const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school) return;
    const permissionSchool = await opts.loadPermissionSchool(db, school);
    await emitterOn(opts.events, school, opts.log, permissionSchool)(db, name, payload);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events of this instance (see DomainEventMap). */
    domainEvents: DomainEvents;
  }
}
