import type { NavbarGroup } from '@alumni/domain';

/** The i18n key of each desktop navbar group's label ('Members', 'News', 'Other'). */
export const NAV_GROUP_KEYS = {
  members: 'nav_group_members',
  news: 'nav_group_news',
  other: 'nav_group_other',
} as const satisfies Record<NavbarGroup, string>;
