import type { FeatureEntry, NavbarGroup } from '@alumni/domain';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import { NAV_GROUP_ICONS, NAV_GROUP_KEYS } from '../navGroups.ts';
import { FeatureMenuItem } from './FeatureMenuItem.tsx';

/**
 * A desktop navbar group ('Members', 'News', 'Other') opening a menu of its features; with
 * `withIcon` (the navbar's normal density) it carries an icon like the features beside it.
 */
export function NavGroupMenu({
  group,
  entries,
  className,
  withIcon = true,
}: {
  group: NavbarGroup;
  entries: FeatureEntry[];
  className?: string;
  withIcon?: boolean;
}) {
  const { t } = useTranslation();
  const toLink = useFeatureLink();
  const links = entries.map((entry) => ({ entry, link: toLink(entry) }));
  const active = links.some(({ link }) => link.active);
  const Icon = NAV_GROUP_ICONS[group];
  return (
    <Menu
      position="bottom-start"
      withinPortal
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
    >
      <Menu.Target>
        <UnstyledButton className={className} data-active={active || undefined}>
          {withIcon && <Icon aria-hidden="true" size={18} stroke={1.75} />}
          <span>{t(NAV_GROUP_KEYS[group])}</span>
          <IconChevronDown aria-hidden="true" size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ entry, link }) => (
          <FeatureMenuItem key={entry.id} entry={entry} link={link} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
