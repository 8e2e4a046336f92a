import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { waitingReportCount } from './service.ts';

/**
 * Post reports waiting for a moderator: the `report` counter (spec 1 §3 counters), while the
 * school validates reports. It changes with a pending report filed or decided, and when an
 * admin turns report validation on or off (`school.changed`, part `report_validation`).
 */
export const pendingReportsQueue: ValidationQueue = {
  type: 'report',
  key: 'post-reports',
  count: (db, school) => waitingReportCount(db, school.id),
  changedBy: (event) =>
    (event.name === 'report.created' && event.payload.status === 'pending') ||
    (event.name === 'report.status_changed' &&
      (event.payload.from === 'pending' || event.payload.to === 'pending')) ||
    (event.name === 'school.changed' && event.payload.part === 'report_validation'),
};
