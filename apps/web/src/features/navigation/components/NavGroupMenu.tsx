import type { FeatureEntry, NavbarGroup } from '@alumni/domain';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { FEATURE_ICONS } from '../featureIcons.ts';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import { NAV_GROUP_KEYS } from '../navGroups.ts';

/** A desktop navbar group ('Members', 'News', 'Other') opening a menu of its features. */
export function NavGroupMenu({
  group,
  entries,
  className,
}: {
  group: NavbarGroup;
  entries: FeatureEntry[];
  className?: string;
}) {
  const { t } = useTranslation();
  const toLink = useFeatureLink();
  const links = entries.map((entry) => ({ entry, ...toLink(entry) }));
  const active = links.some((link) => link.active);
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
          <span>{t(NAV_GROUP_KEYS[group])}</span>
          <IconChevronDown aria-hidden="true" size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ entry, name, href, external, active: current }) => {
          const Icon = FEATURE_ICONS[entry.feature.path];
          const icon = <Icon key="icon" aria-hidden="true" size={16} />;
          return external ? (
            <Menu.Item key={entry.id} component={ExternalLink} href={href} leftSection={icon}>
              {name}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={entry.id}
              component={Link}
              to={href}
              leftSection={icon}
              aria-current={current ? 'page' : undefined}
            >
              {name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
