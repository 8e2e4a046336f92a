/**
 * What other modules use of personal data (issue 34 item 6): the member's pending erasure, for
 * the signed-in member's payload (`erasure_due_at`: signing in shows it and offers to cancel).
 */
export { pendingErasure } from './erasure.service.ts';
