import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { countPendingEducations } from './items.service.ts';
import { countPendingRoleChanges } from './roles.service.ts';

/** Role change requests waiting for validation: part of the `userrole` counter. */
export const roleChangesQueue: ValidationQueue = {
  type: 'userrole',
  key: 'role-change-requests',
  count: countPendingRoleChanges,
  changedBy: (event) =>
    event.name === 'role_change.requested' || event.name === 'role_change.decided',
};

/** Educations declared for the school, waiting for validation: part of the `userrole` counter. */
export const declaredEducationsQueue: ValidationQueue = {
  type: 'userrole',
  key: 'declared-educations',
  count: countPendingEducations,
  changedBy: (event) => event.name === 'education.declared' || event.name === 'education.decided',
};
