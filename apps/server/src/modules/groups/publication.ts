import { GROUP_MESSAGES } from '@alumni/domain';
import { groupHistory, groupSlugs, groups } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';
import { publicationActor } from './policy.ts';

/**
 * Interest groups as the one publication workflow sees them (platform/publication; issue 33
 * item 2): their table and history and `group.status_changed` on every move. A new group
 * waits for a Club validator where the school has `validate_club`, and is active (published)
 * once accepted: groups have no publication date, so nothing is scheduled. Degree, role,
 * campus and year filters count where the school has `has_filter_club`; refusal reasons are
 * the school's list for `club`; old slugs in `group_slugs`.
 */
export const groupsArea: PublicationArea<
  typeof groups,
  'filter_degrees' | 'filter_roles' | 'filter_campuses' | 'filter_years'
> = {
  area: 'groups',
  items: 'groups',
  refusalReasons: 'club',
  table: groups,
  history: { table: groupHistory, subject: groupHistory.groupId, subjectKey: 'groupId' },
  messages: (locale) => GROUP_MESSAGES[locale],
  events: { statusChanged: 'group.status_changed', deleted: 'group.deleted' },
  who: (actor, authorId) => publicationActor(actor, authorId),
  requiresValidation: (school) => school.validateClub,
  audience: {
    fields: ['filter_degrees', 'filter_roles', 'filter_campuses', 'filter_years'],
    enabled: (school) => school.hasFilterClub,
    messages: (locale) => ({
      filtersOff: GROUP_MESSAGES[locale].filtersOff,
      unknown: GROUP_MESSAGES[locale].unknownFilter,
    }),
  },
  slugs: { old: groupSlugs, taken: (locale) => GROUP_MESSAGES[locale].slugTaken },
};

/** Groups waiting for a Club validator: the `club` counter (spec 1 §3 counters). */
export const pendingGroupsQueue = pendingItemsQueue(groupsArea, { type: 'club', key: 'groups' });

/**
 * Groups are never scheduled (`publish_at` is always null): the workflow's scheduler is
 * never called for a date, so no job or sweep is registered for them.
 */
export const noSchedule = async (): Promise<void> => {};
