import type {
  GroupCategory,
  GroupListFilter,
  GroupSummary,
  Locale,
  Me,
  SchoolDetails,
} from '@alumni/domain';
import {
  canUseGroups,
  GROUP_CATEGORIES,
  GROUP_CATEGORY_LABELS,
  GROUP_LIST_FILTERS,
  splitLocalePath,
} from '@alumni/domain';

/**
 * The groups' rules the pages share, free of React (issue 33 items 1 and 3): the list's
 * filter, the group page's tabs, and which membership moves the viewer is offered (the server
 * decides with domain decideMembership; the page only shows what may work).
 */

/** The group page's tabs (spec 1 §2 Groups "tabs Feed, Members, Member validation"). */
export const GROUP_TABS = ['feed', 'members', 'validations'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/**
 * The tab an address shows (`/groups/{slug}/members`, `/en/groups/{slug}/feed`); null for the
 * group's bare address (`/groups/{slug}`), which opens the feed. Never throws.
 */
export function groupTabOf(pathname: string): GroupTab | null {
  const { path } = splitLocalePath(pathname);
  const last = path.replace(/\/+$/, '').split('/')[3];
  return GROUP_TABS.find((tab) => tab === last) ?? null;
}

/** The tabs `group` shows its viewer: Member validation to its managers only. */
export function visibleGroupTabs(group: Pick<GroupSummary, 'can_manage'>): GroupTab[] {
  return GROUP_TABS.filter((tab) => tab !== 'validations' || group.can_manage);
}

/** The list's filter read from the address (`?filter=`); `all` for anything else. */
export function parseGroupFilter(raw: string | null): GroupListFilter {
  return GROUP_LIST_FILTERS.find((filter) => filter === raw) ?? 'all';
}

/** The category read from the address (`?category=`); '' (any) for anything else. */
export function parseGroupCategory(raw: string | null): GroupCategory | '' {
  return GROUP_CATEGORIES.find((category) => category === raw) ?? '';
}

/** A category's name in `locale`. */
export const categoryLabel = (category: GroupCategory, locale: Locale) =>
  GROUP_CATEGORY_LABELS[locale][category];

/** Who may create a group: whoever uses groups (the clubs list view, domain canUseGroups). */
export function canCreateGroups(user: Me | null, school: SchoolDetails): boolean {
  return user !== null && canUseGroups(user, school);
}

/**
 * What the group's header offers its viewer (domain decideMembership):
 * - `member`: leave (the last manager names a successor);
 * - `invited`: accept or decline the invitation;
 * - `pending`: the request waits (it may be withdrawn);
 * - `join`: join a public group at once;
 * - `request`: ask to join with a message (a private group, or a public one the person was
 *   removed from, whose managers decide);
 * - `none`: nothing (an inactive group, restricted access, signed out).
 */
export type MembershipOffer = 'member' | 'invited' | 'pending' | 'join' | 'request' | 'none';

export function membershipOffer(
  group: Pick<GroupSummary, 'membership' | 'can_join' | 'visibility'>,
): MembershipOffer {
  const status = group.membership?.status;
  if (status === 'member') return 'member';
  if (status === 'invited') return 'invited';
  if (status === 'pending') return 'pending';
  if (!group.can_join) return 'none';
  return group.visibility === 'public' && status !== 'removed' ? 'join' : 'request';
}

/**
 * Whether `userId` is the group's only manager: leaving then needs a successor (domain
 * decideMembership 'lastManager').
 */
export function isLastManager(
  group: Pick<GroupSummary, 'managers' | 'membership'>,
  userId: number,
): boolean {
  return (
    group.membership?.role === 'manager' &&
    group.managers.length <= 1 &&
    group.managers.every((manager) => manager.id === userId)
  );
}
