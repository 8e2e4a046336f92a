import type { NavbarItem } from '@alumni/domain';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureLink } from '../hooks/useFeatureLink.ts';
import { NAV_GROUP_KEYS } from '../navGroups.ts';
import { FeatureMenuItem } from './FeatureMenuItem.tsx';

/**
 * 'More' (issue 30 item 11): the desktop navbar's last items when the row has no room for
 * them (navbarFit), in their order; a group's features under the group's name.
 */
export function NavMoreMenu({ items, className }: { items: NavbarItem[]; className?: string }) {
  const { t } = useTranslation();
  const toLink = useFeatureLink();
  const entries = items.flatMap((item) => (item.kind === 'group' ? item.entries : [item.entry]));
  const active = entries.some((entry) => toLink(entry).active);
  return (
    <Menu position="bottom-end" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton
          className={className}
          data-active={active || undefined}
          data-testid="nav-more"
        >
          <IconDots aria-hidden="true" size={16} />
          <span>{t('nav_more')}</span>
          <IconChevronDown aria-hidden="true" size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.kind === 'group' ? (
            <Fragment key={`group-${item.group}`}>
              <Menu.Label>{t(NAV_GROUP_KEYS[item.group])}</Menu.Label>
              {item.entries.map((entry) => (
                <FeatureMenuItem key={entry.id} entry={entry} link={toLink(entry)} />
              ))}
            </Fragment>
          ) : (
            <FeatureMenuItem key={item.entry.id} entry={item.entry} link={toLink(item.entry)} />
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
