/**
 * What other modules use of the directory: the members the admin list shows, for the bulk
 * actions started from it (issue 32 item 5, issue 34 item 1).
 */
export {
  type AdminListFilters,
  adminListMemberIds,
  adminListMembersAmong,
} from './matching-members.ts';
export { memberStatuses, schoolRolesOf } from './service.ts';
