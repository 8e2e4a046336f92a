import type { NavbarGroup } from '@alumni/domain';
import type { Icon } from '@tabler/icons-react';
import { IconCategory, IconSpeakerphone, IconUsers } from '@tabler/icons-react';

/** The i18n key of each desktop navbar group's label ('Members', 'News', 'Other'). */
export const NAV_GROUP_KEYS = {
  members: 'nav_group_members',
  news: 'nav_group_news',
  other: 'nav_group_other',
} as const satisfies Record<NavbarGroup, string>;

/** The icon of each group, shown beside its label as features show theirs (issue 30 item 12). */
export const NAV_GROUP_ICONS: Record<NavbarGroup, Icon> = {
  members: IconUsers,
  news: IconSpeakerphone,
  other: IconCategory,
};
