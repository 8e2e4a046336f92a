import type { FeaturePath } from '@alumni/domain';
import type { Icon } from '@tabler/icons-react';
import {
  IconAddressBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconFileText,
  IconHeartHandshake,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLink,
  IconMail,
  IconNews,
  IconRss,
  IconUsersGroup,
} from '@tabler/icons-react';

/**
 * Default icon of each navbar feature. Entries may name another Tabler icon; loading the
 * whole icon set for that would weigh megabytes, so the default stands in until a picker
 * ships a curated set.
 */
export const FEATURE_ICONS: Record<FeaturePath, Icon> = {
  dashboard: IconLayoutDashboard,
  about: IconInfoCircle,
  directory: IconAddressBook,
  groups: IconUsersGroup,
  mentorship: IconHeartHandshake,
  statistics: IconChartBar,
  blog: IconNews,
  feed: IconRss,
  evenements: IconCalendarEvent,
  jobs: IconBriefcase,
  emailing: IconMail,
  custom: IconLink,
  page: IconFileText,
};
