import type { GroupSummary } from '@alumni/domain';
import { GROUP_PATHS, GROUP_REVIEW_REASON_MAX, PUBLICATION_STATUSES } from '@alumni/domain';
import type { PublicationWebArea } from '../publication/index.ts';
import { PUBLICATION_HISTORY_ACTIONS } from '../publication/index.ts';
import { fetchGroups, groupHistoryKey, groupsKey, pendingGroupsKey } from './api.ts';

/**
 * Groups as the publication web kit sees them (features/publication; issue 33 item 2): under
 * `GROUP_PATHS`, words `groups_*` (`published` reads "active"), refusal reasons of the `club`
 * area and the live `club` counter; the pending queue is every group awaiting validation,
 * each linked to `/groups/{slug}`.
 */
export const GROUP_PUBLICATION: PublicationWebArea<GroupSummary> = {
  area: 'club',
  counter: 'club',
  paths: { history: GROUP_PATHS.history, review: GROUP_PATHS.review },
  i18nPrefix: 'groups',
  queueLabelKey: 'validations_tab_clubs',
  itemColumnKey: 'groups_pending_column_group',
  statuses: PUBLICATION_STATUSES,
  historyActions: PUBLICATION_HISTORY_ACTIONS,
  refusalReasonMax: GROUP_REVIEW_REASON_MAX,
  queryKeys: { all: groupsKey, pending: pendingGroupsKey, history: groupHistoryKey },
  fetchPending: (request, signal) =>
    fetchGroups({ filter: 'pending', q: '', category: '' }, request, signal),
  titleOf: (group) => group.title,
  pathOf: (group) => `/groups/${group.slug}`,
  testIds: {
    status: 'group-status',
    history: 'group-history',
    pendingRow: 'pending-group',
    pendingCount: 'pending-groups-count',
  },
};
