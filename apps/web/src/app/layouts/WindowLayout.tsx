import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SchoolBrand } from '../../features/school/components/SchoolBrand.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import { AccessGuard } from './AccessGuard.tsx';
import { Noindex } from './Noindex.tsx';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';
import classes from './WindowLayout.module.css';

/** A focused task in a window of its own (surveys, mentorship follow-up): members only. */
export function WindowLayout() {
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  return (
    <>
      <Noindex />
      <AccessGuard access="members">
        <div className={classes.window}>
          <SkipLink />
          <header className={classes.header}>
            <SchoolBrand compact />
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Container size="md" py="lg">
              <Outlet />
            </Container>
          </main>
        </div>
      </AccessGuard>
    </>
  );
}
