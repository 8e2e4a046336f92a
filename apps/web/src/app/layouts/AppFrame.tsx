import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ChatWidgetMount } from '../../features/discussions/index.ts';
import { ChatButton } from '../../features/navigation/components/ChatButton.tsx';
import { DesktopNavbar } from '../../features/navigation/components/DesktopNavbar.tsx';
import { MobileBar } from '../../features/navigation/components/MobileBar.tsx';
import { useMenuVisibility } from '../../features/navigation/hooks/useMenuVisibility.ts';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell.tsx';
import { ProfileUpdatePrompt } from '../../features/profile/components/ProfileUpdatePrompt.tsx';
import { SchoolBrand } from '../../features/school/components/SchoolBrand.tsx';
import { SchoolFooter } from '../../features/school/components/SchoolFooter.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './AppFrame.module.css';

/**
 * Header with the navbars, the page, the footer: the frame of the main, default and public
 * layouts. On mobile the header also holds the notifications bell of a member of the school
 * and the chat button (to /discussions); the chat widget opens over the page (issue 32).
 */
export function AppFrame() {
  // Notifications are per school: for members of this one (spec 2 §6 "roles in the school").
  const { profile: member, messaging } = useMenuVisibility();
  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <DesktopNavbar />
        <Box hiddenFrom="sm" className={classes.mobileHeader}>
          <SchoolBrand compact />
          {(member || messaging) && (
            <div className={classes.mobileActions}>
              {member && <NotificationsBell />}
              {messaging && <ChatButton />}
            </div>
          )}
        </Box>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SchoolFooter />
      <MobileBar />
      <ProfileUpdatePrompt />
      <ChatWidgetMount />
    </div>
  );
}
