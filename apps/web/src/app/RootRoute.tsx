import { matchRoute, ROUTE_LAYOUT } from '@alumni/domain';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuthCheck } from '../features/auth/hooks/useAuthCheck.ts';
import { FeatureRedirectGuard } from '../features/redirect/components/FeatureRedirectGuard.tsx';
import { i18n } from '../i18n/i18n.ts';
import { useCatalogues } from '../i18n/useCatalogues.ts';
import { LiveCountsProvider } from '../shared/liveCounts/LiveCountsProvider.tsx';
import { useRouteLocale } from '../shared/locale/useRouteLocale.ts';
import { useCurrentUser } from '../shared/viewer/useCurrentUser.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { RetryMessage } from '../ui/RetryMessage.tsx';
import { MAIN_CONTENT_ID } from '../ui/SkipLink.tsx';
import { routeNamespaces } from './pages.ts';
import { preloadRoute } from './routeModules.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useScrollRestoration } from './useScrollRestoration.ts';

// Downloaded only while a member has new terms to accept (issue 31 item 5).
const TermsAcceptanceGate = lazy(
  () => import('../features/terms/components/TermsAcceptanceGate.tsx'),
);

/**
 * Above every layout: the interface language follows the route locale (spec 1 §2), `<html
 * lang>` with it, the document title names the page and the school, the authentication check runs on each new page (spec 1 §4), jobs and blog
 * routes may leave for the school's external address (spec 1 §2 Access rules), and after each
 * navigation the focus moves to the new page's content. The live counters (validations, unread
 * messages) are held here, once for the whole visit, so that moving between layouts keeps
 * the one stream open. The page waits for its words in the route's language: a page route
 * downloads them with its chunk, so this waits only for the 404 page in a language not
 * shown before. While the signed-in member must accept the school's new terms, their dialog
 * stands over every page (features/terms), before anything else.
 */
export function RootRoute() {
  const { locale, path } = useRouteLocale();
  const { pathname } = useLocation();
  // The next page's layout and page chunks download together (this renders first).
  preloadRoute(pathname);
  const pattern = matchRoute(path)?.pattern ?? null;
  // An unknown address shows the 404 page in the main layout (routes.tsx).
  const words = useCatalogues(
    locale,
    routeNamespaces(pattern ? ROUTE_LAYOUT[pattern] : 'main', pattern),
  );
  const firstRender = useRef(true);
  const termsDue = useCurrentUser().data?.terms_acceptance_due ?? null;
  useAuthCheck();
  useDocumentTitle();
  useScrollRestoration();

  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <LiveCountsProvider>
      <FeatureRedirectGuard>
        {words.state === 'ready' ? (
          <Outlet />
        ) : words.state === 'failed' ? (
          <RetryMessage
            message={i18n.t('error_base_message')}
            retry={i18n.t('retry')}
            onRetry={words.retry}
          />
        ) : (
          <PageLoader fullScreen />
        )}
        {termsDue && words.state === 'ready' && (
          <Suspense fallback={null}>
            <TermsAcceptanceGate due={termsDue} />
          </Suspense>
        )}
      </FeatureRedirectGuard>
    </LiveCountsProvider>
  );
}
