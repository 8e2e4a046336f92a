/**
 * What other modules use of duplicates: the recount of the groups' member counters after
 * memberships were moved or removed outside the groups module (the deletion of members).
 */
export { recountGroupMembers } from './store.ts';
