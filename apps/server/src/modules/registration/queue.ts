import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { countPendingRegistrations } from './decisions.service.ts';

/** Registrations and new-role requests waiting for validation: part of the `userrole` counter. */
export const pendingRegistrationsQueue: ValidationQueue = {
  type: 'userrole',
  key: 'registrations',
  count: countPendingRegistrations,
  changedBy: (event) =>
    event.name === 'registration.submitted' || event.name === 'registration.decided',
};
