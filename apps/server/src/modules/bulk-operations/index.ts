/**
 * What other modules use of bulk operations: the admin gate, the members of an action's body
 * (a selection or the admin directory's filters), and the operation as answered, for the
 * actions that start one (the mass message; issue 34's actions).
 */
export { authorizeBulkAdmin } from './policy.ts';
export { exportFileExpiry } from './presenters.ts';
export { getBulkOperation as getBulkOperationOf } from './service.ts';
export { resolveBulkTarget } from './targets.ts';
