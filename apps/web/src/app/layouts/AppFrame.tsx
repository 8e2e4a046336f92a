import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DesktopNavbar } from '../../features/navigation/components/DesktopNavbar.tsx';
import { MobileBar } from '../../features/navigation/components/MobileBar.tsx';
import { ProfileUpdatePrompt } from '../../features/profile/components/ProfileUpdatePrompt.tsx';
import { SchoolBrand } from '../../features/school/components/SchoolBrand.tsx';
import { SchoolFooter } from '../../features/school/components/SchoolFooter.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './AppFrame.module.css';

/** Header with the navbars, the page, the footer: the frame of the main, default and public layouts. */
export function AppFrame() {
  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <DesktopNavbar />
        <Box hiddenFrom="sm" className={classes.mobileHeader}>
          <SchoolBrand compact />
        </Box>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SchoolFooter />
      <MobileBar />
      <ProfileUpdatePrompt />
    </div>
  );
}
