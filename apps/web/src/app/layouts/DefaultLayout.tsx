import { PageLoader } from '../../ui/PageLoader.tsx';
import { AccessGuard } from './AccessGuard.tsx';
import { AppFrame } from './AppFrame.tsx';
import { Noindex } from './Noindex.tsx';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';

/** Members' pages: requires authentication, never indexed (spec 1 §2 Layouts). */
export function DefaultLayout() {
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  return (
    <>
      <Noindex />
      <AccessGuard access="members">
        <AppFrame />
      </AccessGuard>
    </>
  );
}
