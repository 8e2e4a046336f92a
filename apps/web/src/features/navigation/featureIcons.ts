import type { FeatureEntry, NavIconName } from '@alumni/domain';
import { featureIconName } from '@alumni/domain';
import type { Icon } from '@tabler/icons-react';
import {
  IconAddressBook,
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconFileText,
  IconGift,
  IconHeart,
  IconHeartHandshake,
  IconHelpCircle,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLink,
  IconMail,
  IconMapPin,
  IconNews,
  IconPhone,
  IconRss,
  IconSchool,
  IconShoppingBag,
  IconStar,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';

/**
 * The component of each icon an entry of the navbar may show (domain feature-icons.ts
 * NAV_ICONS, Tabler's names): the features' defaults and a few more for the school's own links
 * and pages, chosen in School settings → features and pages. Only these are bundled: the whole
 * icon set would weigh megabytes.
 */
export const NAV_ICON_COMPONENTS: Record<NavIconName, Icon> = {
  'layout-dashboard': IconLayoutDashboard,
  'info-circle': IconInfoCircle,
  'address-book': IconAddressBook,
  'users-group': IconUsersGroup,
  'heart-handshake': IconHeartHandshake,
  'chart-bar': IconChartBar,
  news: IconNews,
  rss: IconRss,
  'calendar-event': IconCalendarEvent,
  briefcase: IconBriefcase,
  mail: IconMail,
  link: IconLink,
  'file-text': IconFileText,
  phone: IconPhone,
  'map-pin': IconMapPin,
  school: IconSchool,
  book: IconBook,
  'help-circle': IconHelpCircle,
  'shopping-bag': IconShoppingBag,
  star: IconStar,
  world: IconWorld,
  trophy: IconTrophy,
  gift: IconGift,
  heart: IconHeart,
  users: IconUsers,
};

/** The icon an entry shows: its own, or its feature's default (domain featureIconName). */
export function featureIcon(entry: Pick<FeatureEntry, 'icon' | 'feature'>): Icon {
  return NAV_ICON_COMPONENTS[featureIconName(entry)];
}
