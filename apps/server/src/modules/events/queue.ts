import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { pendingEventCount } from './reading.service.ts';

/** Events waiting for an Evenement validator: the `event` counter (spec 1 §3 counters). */
export const pendingEventsQueue: ValidationQueue = {
  type: 'event',
  key: 'events',
  count: (db, school) => pendingEventCount(db, school.id),
  changedBy: (event) =>
    (event.name === 'event.status_changed' &&
      (event.payload.from === 'pending' || event.payload.to === 'pending')) ||
    (event.name === 'event.deleted' && event.payload.status === 'pending'),
};
