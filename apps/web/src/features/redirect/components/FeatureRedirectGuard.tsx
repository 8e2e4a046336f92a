import { featureRedirectForPath } from '@alumni/domain';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { redirectPagePath } from '../redirectPath.ts';

/**
 * The jobs and blog entry check (spec 1 §2 Access rules, spec 2 §2 Guarded entry): entering a
 * route under /jobs or /blog whose school feature has a redirect address opens that address in
 * a new tab and replaces the page by the redirect page carrying it. The guarded page never
 * loads.
 */
export function FeatureRedirectGuard({ children }: { children: ReactNode }) {
  const school = useSchool();
  const { locale, path } = useRouteLocale();
  const { key } = useLocation();
  const navigate = useNavigate();
  const target = featureRedirectForPath(path, school.features);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!target || opened.current === key) return;
    opened.current = key;
    window.open(target, '_blank', 'noopener');
    void navigate(redirectPagePath(target, locale), { replace: true });
  }, [target, key, locale, navigate]);

  return target ? <PageLoader fullScreen /> : children;
}
