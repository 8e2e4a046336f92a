import { useSchool } from '../../shared/school/useSchool.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { AccessGuard } from './AccessGuard.tsx';
import { AppFrame } from './AppFrame.tsx';
import { Noindex } from './Noindex.tsx';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';

/**
 * Pages a school may open to anonymous visitors (spec 1 §2 Layouts): indexed and public only
 * when the school has public pages.
 */
export function PublicLayout() {
  const school = useSchool();
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  return (
    <>
      {!school.flags.has_public_pages && <Noindex />}
      <AccessGuard access="public">
        <AppFrame />
      </AccessGuard>
    </>
  );
}
