import { isPublicCapablePath, loginPath } from '@alumni/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../shared/school/useSchool.ts';
import { useViewer } from '../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';

export type Access = 'members' | 'public';

/**
 * Who may see a layout's pages (spec 1 §2 Access rules, Layouts): `members` needs a signed-in
 * user; `public` also lets anonymous visitors in on public-capable pages when the school has
 * public pages. Anyone else goes to the login page, with a redirect back except from the
 * root and the dashboard.
 */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const school = useSchool();
  const { authenticated, loading } = useViewer();
  const { locale, path, fullPath } = useRouteLocale();
  if (loading) return <PageLoader fullScreen />;
  const open =
    authenticated ||
    (access === 'public' && school.flags.has_public_pages && isPublicCapablePath(path));
  if (!open) return <Navigate to={loginPath(fullPath, locale)} replace />;
  return children;
}
