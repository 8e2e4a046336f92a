import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';

/** A bare page (token links, redirects): no navigation, open to everyone. */
export function BlankLayout() {
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
