import { matchRoute } from '@alumni/domain';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../features/navigation/components/LanguageSwitch.tsx';
import { SchoolFooter } from '../../features/school/components/SchoolFooter.tsx';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../shared/school/useSchool.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './AuthLayout.module.css';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';

/** Account screens holding a long form get a wider card. */
const WIDE_PAGES = new Set(['/new', '/registration']);

/**
 * Sign-in and account pages (spec 1 §2 Layouts "auth: school login photo as background"):
 * the school's logo and name above the page, in a card centred on the login photo. Plain
 * markup, as the sign-in page is (pages.ts PLAIN_PAGES); the other pages in the card bring
 * Mantine with them (routes.tsx).
 */
export function AuthLayout() {
  const school = useSchool();
  const { path } = useRouteLocale();
  const wide = WIDE_PAGES.has(matchRoute(path)?.pattern ?? '');
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  const background = school.login_photo ? { backgroundImage: `url("${school.login_photo}")` } : {};
  return (
    <div className={classes.layout}>
      <SkipLink />
      <div className={classes.background} style={background}>
        <header className={classes.header}>
          <LanguageSwitch scoped />
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <div data-testid="auth-card" data-wide={wide || undefined} className={classes.card}>
            <div className={classes.brand}>
              {school.logo && <img src={school.logo} alt="" className={classes.logo} />}
              <h1 className={classes.name}>{school.name}</h1>
            </div>
            <Outlet />
          </div>
        </main>
      </div>
      <SchoolFooter />
    </div>
  );
}
