import { buildDesktopNavbar } from '@alumni/domain';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { NotificationsBell } from '../../notifications/index.ts';
import { SchoolBrand } from '../../school/index.ts';
import { useMenuVisibility } from '../hooks/useMenuVisibility.ts';
import { useNavbarFit } from '../hooks/useNavbarFit.ts';
import { useVisibleFeatures } from '../hooks/useVisibleFeatures.ts';
import { NAV_GROUP_KEYS } from '../navGroups.ts';
import { ChatButton } from './ChatButton.tsx';
import classes from './DesktopNavbar.module.css';
import { FeatureNavLink } from './FeatureNavLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LoginButton } from './LoginButton.tsx';
import { NavGroupMenu } from './NavGroupMenu.tsx';
import { NavMoreMenu } from './NavMoreMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Desktop navbar, from 769 px (spec 2 §2 Desktop navbar): logo and name, the features the
 * viewer may see with their groups, then the language switch and sign-in for a visitor, or the
 * notifications bell, the chat button and the user menu (which holds the language switch) for
 * a signed-in user. Always one row: compact by the number of features (spec 2 §9), and by
 * the width when they still do not fit (useNavbarFit: denser, the user's name hidden, then
 * the last items under 'More').
 */
export function DesktopNavbar() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const features = useVisibleFeatures();
  const { user, loading } = useViewer();
  const menu = useMenuVisibility();
  // Until the identity check answers, no features: a member would first see the public ones.
  const shown = useMemo(() => (loading ? [] : features), [loading, features]);
  const { items } = useMemo(() => {
    const groups = {
      members: t(NAV_GROUP_KEYS.members),
      news: t(NAV_GROUP_KEYS.news),
      other: t(NAV_GROUP_KEYS.other),
    };
    return buildDesktopNavbar(shown, { locale, groups });
  }, [shown, locale, t]);
  const key = `${locale}:${shown.map((entry) => entry.id).join(',')}:${user?.id ?? ''}`;
  const { fit, listRef } = useNavbarFit(shown.length, items.length, key);
  const { density } = fit;
  const withIcons = density === 'normal';
  const inline = fit.overflow > 0 ? items.slice(0, items.length - fit.overflow) : items;
  const more = fit.overflow > 0 ? items.slice(items.length - fit.overflow) : [];
  return (
    <Box
      component="nav"
      visibleFrom="sm"
      aria-label={t('nav_main')}
      data-density={density}
      className={classes.navbar}
    >
      <SchoolBrand compact={density !== 'normal'} />
      <ul ref={listRef} className={classes.items}>
        {inline.map((item) => (
          <li key={item.kind === 'group' ? `group-${item.group}` : `feature-${item.entry.id}`}>
            {item.kind === 'group' ? (
              <NavGroupMenu
                group={item.group}
                entries={item.entries}
                className={classes.item}
                withIcon={withIcons}
              />
            ) : (
              <FeatureNavLink entry={item.entry} className={classes.item} withIcon={withIcons} />
            )}
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <NavMoreMenu items={more} className={classes.item} />
          </li>
        )}
      </ul>
      <div className={classes.actions}>
        {loading ? null : user ? (
          <>
            {menu.profile && <NotificationsBell />}
            {menu.messaging && <ChatButton />}
            <UserMenu user={user} withName={fit.userName} />
          </>
        ) : (
          <>
            <LanguageSwitch />
            <LoginButton />
          </>
        )}
      </div>
    </Box>
  );
}
