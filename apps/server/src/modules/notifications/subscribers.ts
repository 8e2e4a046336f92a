import {
  type MentorshipNotice,
  type NotificationType,
  noticesOfChange,
  noticesOfReminder,
  reviewDecisionOf,
} from '@alumni/domain';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { notify, notifyEach } from './service.ts';

/** The notification each group membership move tells the person it concerns. */
const GROUP_NOTICES: Partial<Record<string, NotificationType>> = {
  approve: 'group_approved',
  refuse: 'group_refused',
  invite: 'group_invited',
};

/**
 * The notifications other modules' events raise (spec 1 §3 notification payloads): the
 * feed's likes and comments, reports' effects on posts, report status changes, and the
 * decision on a submitted member import, validators' decisions on articles, events and job
 * ads, a waiting event registration getting its seats, a new application to a job ad, and
 * mentorship's requests, answers, reminders and nudges, a new post in a group the recipient
 * belongs to, and group membership requests, decisions and invitations.
 * Runs on the emitting request's database handle.
 */
export function subscribeNotifications(events: DomainEvents): void {
  events.on('post.liked', ({ postId, postAuthorId, userId }, { db, school }) =>
    // A like taken back and given again notifies once.
    notify(
      db,
      {
        schoolId: school.id,
        userId: postAuthorId,
        type: 'post_like',
        actorId: userId,
        data: { post_id: postId },
      },
      { once: true },
    ),
  );
  // A new post in a group's feed reaches its members who keep the group's notifications on
  // (issue 33 item 4), once each however often the job announcing it runs.
  events.on('group_post.created', (payload, { db, school }) =>
    notifyEach(
      db,
      {
        schoolId: school.id,
        type: 'group_post',
        actorId: payload.authorId,
        data: {
          post_id: payload.postId,
          group_id: payload.groupId,
          title: payload.title,
          slug: payload.slug,
        },
      },
      payload.recipientIds,
      { post_id: payload.postId },
    ),
  );
  // Group membership (issue 33 item 3): a request to join a private group reaches its
  // managers; a manager's approval, refusal (with its reason) or invitation reaches the person.
  events.on('group.membership_changed', async (p, { db, school }) => {
    const data = { group_id: p.groupId, title: p.title, slug: p.slug };
    if (p.action === 'request') {
      for (const userId of p.managerIds) {
        await notify(db, {
          schoolId: school.id,
          userId,
          type: 'group_request',
          actorId: p.userId,
          data,
        });
      }
      return;
    }
    const type = GROUP_NOTICES[p.action];
    if (!type) return;
    await notify(db, {
      schoolId: school.id,
      userId: p.userId,
      type,
      actorId: p.actorId,
      data: type === 'group_refused' ? { ...data, reason: p.reason } : data,
    });
  });
  events.on('comment.created', ({ postId, postAuthorId, commentId, authorId }, { db, school }) =>
    notify(db, {
      schoolId: school.id,
      userId: postAuthorId,
      type: 'post_comment',
      actorId: authorId,
      data: { post_id: postId, comment_id: commentId },
    }),
  );
  for (const [name, type] of [
    ['post.removed', 'post_removed'],
    ['post.restored', 'post_restored'],
  ] as const) {
    events.on(name, ({ postId, authorId }, { db, school }) =>
      notify(db, {
        schoolId: school.id,
        userId: authorId,
        type,
        actorId: null,
        data: { post_id: postId },
      }),
    );
  }
  // The admin who submitted a member file is told a super user decided on it, in the
  // file's school (the super user may have decided from another school's host).
  events.on('import.decided', async (payload, { db }) => {
    if (payload.submittedBy === null) return;
    await notify(db, {
      schoolId: payload.schoolId,
      userId: payload.submittedBy,
      type: payload.decision === 'applied' ? 'import_applied' : 'import_rejected',
      actorId: payload.decidedBy,
      data: {
        import_id: payload.importId,
        file_name: payload.fileName,
        created: payload.created,
        roles_added: payload.rolesAdded,
      },
    });
  });
  // A validator's decision on a pending article or event reaches its author (issue 13
  // item 4; issue 14 "validation as for news").
  events.on('article.status_changed', async (payload, { db, school }) => {
    const decision = reviewDecisionOf(payload);
    if (!decision) return;
    await notify(db, {
      schoolId: school.id,
      userId: payload.authorId,
      type: decision === 'refused' ? 'article_refused' : 'article_validated',
      actorId: payload.actorId,
      data:
        decision === 'refused'
          ? { article_id: payload.articleId, reason: payload.reason }
          : { article_id: payload.articleId, status: payload.to },
    });
  });
  events.on('event.status_changed', async (payload, { db, school }) => {
    const decision = reviewDecisionOf(payload);
    if (!decision) return;
    await notify(db, {
      schoolId: school.id,
      userId: payload.authorId,
      type: decision === 'refused' ? 'event_refused' : 'event_validated',
      actorId: payload.actorId,
      data:
        decision === 'refused'
          ? { event_id: payload.eventId, reason: payload.reason }
          : { event_id: payload.eventId, status: payload.to },
    });
  });
  // A Jobs validator's decision on a pending job ad reaches its author (issue 15 item 2).
  events.on('job_ad.status_changed', async (payload, { db, school }) => {
    const decision = reviewDecisionOf(payload);
    if (!decision) return;
    const refused = decision === 'refused';
    await notify(db, {
      schoolId: school.id,
      userId: payload.authorId,
      type: refused ? 'jobad_refused' : 'jobad_validated',
      actorId: payload.actorId,
      data: refused
        ? { job_ad_id: payload.jobAdId, reason: payload.reason }
        : { job_ad_id: payload.jobAdId, status: payload.to },
    });
  });
  // A waiting registration got its seats (issue 30 item 3): its member is told. Nobody is
  // named as the actor: who freed the seat is not the member's business.
  events.on('event_registration.promoted', async (payload, { db, school }) => {
    await notify(db, {
      schoolId: school.id,
      userId: payload.userId,
      type: 'event_registration_promoted',
      actorId: null,
      data: {
        event_id: payload.eventId,
        registration_id: payload.registrationId,
        status: payload.status,
        title: payload.title,
        slug: payload.slug,
      },
    });
  });
  // A new application reaches the job ad's author (issue 30 item 3), the applicant named.
  events.on('job_application.created', async (payload, { db, school }) => {
    await notify(db, {
      schoolId: school.id,
      userId: payload.authorId,
      type: 'jobad_application',
      actorId: payload.applicantId,
      data: {
        job_ad_id: payload.jobAdId,
        application_id: payload.applicationId,
        position: payload.position,
      },
    });
  });
  // Mentorship (issue 33): the member each change or reminder concerns (domain
  // noticesOfChange), with the other member of the pair as the actor, whoever made the move
  // (a validator's refusal, the sweep's time out: the notification is about the pair).
  const mentorshipNotice = (
    db: Parameters<typeof notify>[0],
    schoolId: number,
    n: MentorshipNotice,
    data: Record<string, unknown>,
  ) => notify(db, { schoolId, userId: n.to, type: `mentorship_${n.kind}`, actorId: n.about, data });
  events.on('mentorship.changed', async (p, { db, school }) => {
    for (const n of noticesOfChange(p)) {
      const data =
        n.kind === 'refused' ? { match_id: p.matchId, reason: p.reason } : { match_id: p.matchId };
      await mentorshipNotice(db, school.id, n, data);
    }
  });
  events.on('mentorship.reminded', async (p, { db, school }) => {
    for (const n of noticesOfReminder(p)) {
      await mentorshipNotice(db, school.id, n, { match_id: p.matchId });
    }
  });
  events.on(
    'report.status_changed',
    async ({ reportId, authorId, actorId, to }, { db, school }) => {
      // The author withdrawing their own report is not told about it.
      if (actorId === authorId) return;
      await notify(db, {
        schoolId: school.id,
        userId: authorId,
        type: 'report_status',
        actorId: null,
        data: { report_id: reportId, status: to },
      });
    },
  );
}
