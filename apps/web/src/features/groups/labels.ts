import type {
  GroupListFilter,
  GroupVisibility,
  MembershipAction,
  MembershipStatus,
} from '@alumni/domain';
import type { GroupTab } from './groupRules.ts';

/** Catalogue keys of the list's filters (domain GROUP_LIST_FILTERS). */
export const FILTER_KEYS: Record<GroupListFilter, string> = {
  all: 'groups_filter_all',
  mine: 'groups_filter_mine',
  pending: 'groups_filter_pending',
};

/** Catalogue keys of the list's count line, by filter (plural forms under each). */
export const COUNT_KEYS: Record<GroupListFilter, string> = {
  all: 'groups_count_all',
  mine: 'groups_count_mine',
  pending: 'groups_count_pending',
};

/** Catalogue keys of the group page's tabs. */
export const TAB_KEYS: Record<GroupTab, string> = {
  feed: 'groups_tab_feed',
  members: 'groups_tab_members',
  validations: 'groups_tab_validations',
};

/** Catalogue keys of a membership's status (domain MEMBERSHIP_STATUSES). */
export const MEMBERSHIP_STATUS_KEYS: Record<MembershipStatus, string> = {
  invited: 'groups_membership_invited',
  pending: 'groups_membership_pending',
  member: 'groups_membership_member',
  refused: 'groups_membership_refused',
  left: 'groups_membership_left',
  removed: 'groups_membership_removed',
  declined: 'groups_membership_declined',
};

/** Catalogue keys of the membership history's actions (domain MEMBERSHIP_ACTIONS). */
export const MEMBERSHIP_ACTION_KEYS: Record<MembershipAction, string> = {
  request: 'groups_move_request',
  join: 'groups_move_join',
  approve: 'groups_move_approve',
  refuse: 'groups_move_refuse',
  invite: 'groups_move_invite',
  accept_invitation: 'groups_move_accept_invitation',
  decline_invitation: 'groups_move_decline_invitation',
  leave: 'groups_move_leave',
  remove: 'groups_move_remove',
  promote: 'groups_move_promote',
  demote: 'groups_move_demote',
};

/** Catalogue keys of a group's visibility and its explanation (domain GROUP_VISIBILITIES). */
export const VISIBILITY_KEYS: Record<GroupVisibility, { label: string; hint: string }> = {
  public: { label: 'groups_visibility_public', hint: 'groups_visibility_public_hint' },
  private: { label: 'groups_visibility_private', hint: 'groups_visibility_private_hint' },
};
