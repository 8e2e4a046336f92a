import type { Me } from '@alumni/domain';
import { fullName, LOCALES } from '@alumni/domain';
import { Avatar, Badge, Indicator, Menu, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingCommunity,
  IconCheck,
  IconChecklist,
  IconChevronDown,
  IconFiles,
  IconLogout,
  IconRocket,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '../../../app/config.ts';
import { PRIMARY } from '../../../app/theme.ts';
import { badgeLabel } from '../../../shared/liveCounts/liveCounts.ts';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { useMenuVisibility } from '../hooks/useMenuVisibility.ts';
import { usePendingValidations } from '../hooks/usePendingValidations.ts';
import { useSwitchLocale } from '../hooks/useSwitchLocale.ts';
import { otherSchools } from '../otherSchools.ts';
import classes from './UserMenu.module.css';

const LANGUAGE_KEYS = { fr: 'language_fr', en: 'language_en' } as const;

const icon = (Glyph: Icon) => <Glyph aria-hidden="true" size={16} stroke={1.75} />;

/** The avatar, with the pending validations' count on it when there are some. */
function CountedAvatar({ user, size, pending }: { user: Me; size: number; pending: number }) {
  return (
    <Indicator
      label={badgeLabel(pending)}
      disabled={pending <= 0}
      size={16}
      color="red.8"
      offset={3}
      data-testid="usermenu-validations-indicator"
    >
      <Avatar src={user.picture} alt="" name={fullName(user)} color={PRIMARY} size={size} />
    </Indicator>
  );
}

/**
 * The button opening the menu: avatar and name in the navbar, a tab in the mobile bar. Menu.Target
 * gives it its handlers, ARIA attributes and ref, passed on to the button.
 */
function MenuTarget({
  user,
  variant,
  tabClassName,
  pending,
  withName,
  ...targetProps
}: {
  user: Me;
  variant: 'navbar' | 'mobile';
  tabClassName?: string | undefined;
  pending: number;
  withName: boolean;
} & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const name = fullName(user);
  const label =
    pending > 0
      ? `${t('nav_user_menu', { name })}, ${t('livecounts_pending', { count: pending })}`
      : t('nav_user_menu', { name });
  if (variant === 'mobile') {
    return (
      <UnstyledButton {...targetProps} className={tabClassName} aria-label={label}>
        <CountedAvatar user={user} size={24} pending={pending} />
        <span className={classes.tabLabel} aria-hidden="true">
          {t('nav_profile')}
        </span>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton {...targetProps} className={classes.target} aria-label={label}>
      <CountedAvatar user={user} size={32} pending={pending} />
      {withName && <span className={classes.name}>{name}</span>}
      <IconChevronDown aria-hidden="true" size={14} />
    </UnstyledButton>
  );
}

/**
 * The user dropdown (spec 1 §2, spec 2 §2 User dropdown): profile, settings, school settings,
 * resources, boost my platform, validations, superadministration and logout, each shown only
 * when the menu rules allow it (spec 2 §6 Menu visibility); then the user's other schools and
 * the language switch. In the navbar its button shows the avatar and, unless `withName` is
 * false (a navbar short of room, useNavbarFit), the user's name.
 */
export function UserMenu({
  user,
  variant = 'navbar',
  tabClassName,
  withName = true,
}: {
  user: Me;
  variant?: 'navbar' | 'mobile';
  tabClassName?: string;
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const localize = useLocalizedPath();
  const { locale } = useRouteLocale();
  const switchLocale = useSwitchLocale();
  const visible = useMenuVisibility();
  const pending = usePendingValidations();
  const schools = useMemo(
    () => otherSchools(user.roles, school.id, appConfig.baseDomain, window.location),
    [user.roles, school.id],
  );

  const link = (to: string, glyph: Icon, label: string): ReactNode => (
    <Menu.Item key={to} component={Link} to={localize(to)} leftSection={icon(glyph)}>
      {label}
    </Menu.Item>
  );

  return (
    <Menu
      position={variant === 'mobile' ? 'top-end' : 'bottom-end'}
      withinPortal
      width={260}
      shadow="md"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <MenuTarget
          user={user}
          variant={variant}
          tabClassName={tabClassName}
          pending={pending}
          withName={withName}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('nav_user_menu', { name: fullName(user) })}>
        {visible.profile && link(`/profile/${user.id}`, IconUser, t('nav_profile'))}
        {visible.settings && link('/settings', IconSettings, t('usermenu_settings'))}
        {visible.schoolSettings &&
          link('/settings/school', IconBuildingCommunity, t('usermenu_school_settings'))}
        {visible.resources && link('/resources', IconFiles, t('usermenu_resources'))}
        {visible.boost && (
          <Menu.Item
            component={ExternalLink}
            href={appConfig.boostUrl}
            leftSection={icon(IconRocket)}
          >
            {t('usermenu_boost')}
          </Menu.Item>
        )}
        {visible.validations && (
          <Menu.Item
            component={Link}
            to={localize('/validations')}
            leftSection={icon(IconChecklist)}
            rightSection={
              pending > 0 ? (
                <Badge
                  size="sm"
                  color="red.8"
                  circle={pending < 10}
                  data-testid="usermenu-validations-count"
                >
                  <span aria-hidden="true">{badgeLabel(pending)}</span>
                  <span className="visually-hidden">
                    {t('livecounts_pending', { count: pending })}
                  </span>
                </Badge>
              ) : undefined
            }
          >
            {t('usermenu_validations')}
          </Menu.Item>
        )}
        {visible.superadmin && link('/superadmin', IconShieldLock, t('usermenu_superadmin'))}
        {visible.logout && link('/logout', IconLogout, t('nav_logout'))}
        {schools.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('usermenu_other_schools')}</Menu.Label>
            {schools.map((other) => (
              <Menu.Item
                key={other.id}
                component="a"
                href={other.url}
                leftSection={icon(IconSchool)}
              >
                {other.name}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Label>{t('usermenu_language')}</Menu.Label>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            rightSection={option === locale ? icon(IconCheck) : undefined}
            onClick={() => {
              if (option !== locale) switchLocale(option);
            }}
          >
            {t(LANGUAGE_KEYS[option])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
