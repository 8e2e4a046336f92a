import { drawerFeatures, loginPath, mobileTabs } from '@alumni/domain';
import { Box, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconMenu2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { useVisibleFeatures } from '../hooks/useVisibleFeatures.ts';
import classes from './MobileBar.module.css';
import { MobileDrawer } from './MobileDrawer.tsx';
import { MobileTabLink } from './MobileTabLink.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Mobile tab bar, below 769 px (spec 2 §2 Mobile bar): the menu button opening the drawer,
 * up to two feature tabs, and the profile button (opening the user menu) or sign-in button.
 */
export function MobileBar() {
  const { t } = useTranslation();
  const features = useVisibleFeatures();
  const { locale, path, fullPath } = useRouteLocale();
  const { user, loading } = useViewer();
  const [opened, drawer] = useDisclosure(false);
  const tabs = useMemo(
    () => (loading ? [] : mobileTabs(features, path)),
    [features, path, loading],
  );
  const remaining = useMemo(() => drawerFeatures(features, tabs), [features, tabs]);

  return (
    <>
      <Box component="nav" hiddenFrom="sm" aria-label={t('nav_mobile')} className={classes.bar}>
        <UnstyledButton
          className={classes.tab}
          aria-label={t('nav_menu')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={drawer.open}
        >
          <IconMenu2 aria-hidden="true" size={22} stroke={1.75} />
          <span className={classes.label} aria-hidden="true">
            {t('nav_menu')}
          </span>
        </UnstyledButton>
        {tabs.map((entry) => (
          <MobileTabLink key={entry.id} entry={entry} />
        ))}
        {loading ? null : user ? (
          <UserMenu user={user} variant="mobile" tabClassName={classes.tab} />
        ) : (
          <Link to={loginPath(fullPath, locale)} className={classes.tab}>
            <IconLogin aria-hidden="true" size={22} stroke={1.75} />
            <span className={classes.label}>{t('nav_login')}</span>
          </Link>
        )}
      </Box>
      <MobileDrawer opened={opened} onClose={drawer.close} features={remaining} />
    </>
  );
}
