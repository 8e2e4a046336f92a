import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { awaitingReviewCount } from './requests.service.ts';

/**
 * Mentorship requests waiting for a mentorship validator: the `mentorship` counter (spec 1 §3
 * counters, issue 33 item 5), where the school validates matches. It changes when a request
 * enters or leaves the wait (asked, let through, refused, cancelled), and when an admin turns
 * validation off (the waiting ones go through: `school.changed`, part `mentorship_settings`).
 */
export const awaitingMentorshipQueue: ValidationQueue = {
  type: 'mentorship',
  key: 'mentorship',
  count: (db, school) => awaitingReviewCount(db, school.id),
  changedBy: (event) =>
    (event.name === 'mentorship.changed' &&
      event.payload.awaitingBefore !== event.payload.awaitingAfter) ||
    (event.name === 'school.changed' && event.payload.part === 'mentorship_settings'),
};
