import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { PageLoader } from './PageLoader.tsx';

const loadProvider = () => import('../app/SchoolMantineProvider.tsx');
const SchoolMantineProvider = lazy(loadProvider);

/** Starts downloading Mantine (its code, CSS and the school's theme) before it is needed. */
export function preloadMantine(): void {
  loadProvider().catch(() => undefined);
}

/**
 * Mantine's components inside `children`, themed for the school (issue 16): everything but
 * the sign-in page is built with Mantine, which downloads the first time a scope renders
 * (`fallback` meanwhile). A page, a layout, the error page and the overlays each open one.
 */
export function MantineScope({
  children,
  fallback = <PageLoader />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <SchoolMantineProvider>{children}</SchoolMantineProvider>
    </Suspense>
  );
}
