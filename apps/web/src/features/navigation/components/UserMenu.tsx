import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../auth/types.ts';
import { useLocalizedPath } from '../hooks/useLocalizedPath.ts';
import classes from './UserMenu.module.css';

function fullName(user: CurrentUser): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/**
 * The signed-in user's avatar and name. The full dropdown (settings, validations, other
 * schools…) comes with the features it points to; for now profile and logout.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const name = fullName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('nav_user_menu', { name })}>
          <Avatar src={user.picture} alt="" name={name} color="initials" size={32} />
          <span className={classes.name}>{name}</span>
          <IconChevronDown aria-hidden="true" size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={localize('/profile')}
          leftSection={<IconUser aria-hidden="true" size={16} />}
        >
          {t('nav_profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={localize('/logout')}
          leftSection={<IconLogout aria-hidden="true" size={16} />}
        >
          {t('nav_logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
