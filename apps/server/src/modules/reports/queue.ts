import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { pendingReportCount } from './service.ts';

/** Post reports waiting for a moderator: the `report` counter (spec 1 §3 counters). */
export const pendingReportsQueue: ValidationQueue = {
  type: 'report',
  key: 'post-reports',
  count: (db, school) => pendingReportCount(db, school.id),
  changedBy: (event) =>
    (event.name === 'report.created' && event.payload.status === 'pending') ||
    (event.name === 'report.status_changed' &&
      (event.payload.from === 'pending' || event.payload.to === 'pending')),
};
