import type { SchoolDetails } from '@alumni/domain';
import { schoolPalette } from '@alumni/domain';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useSchoolDocument } from '../features/school/hooks/useSchoolDocument.ts';
import { SchoolContext } from '../features/school/SchoolContext.ts';
import { onOverlaysWanted, overlaysWanted } from '../ui/overlays.ts';
import { router } from './router.ts';
import { buildCssVariablesResolver, buildTheme } from './theme.ts';

const Overlays = lazy(() => import('./Overlays.tsx'));

/**
 * True once the browser is idle after the first page's paint (at most 2 s later), or as soon
 * as some code needs the overlays (ui/overlays.ts).
 */
function useOverlaysMounted(): boolean {
  const [show, setShow] = useState(overlaysWanted);
  useEffect(() => {
    if (show) return;
    const unsubscribe = onOverlaysWanted(() => setShow(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setShow(true), 200);
      return () => {
        unsubscribe();
        clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(() => setShow(true), { timeout: 2000 });
    return () => {
      unsubscribe();
      window.cancelIdleCallback(handle);
    };
  }, [show]);
  return show;
}

/** The application for one school: its theme and branding around the router. */
export function SchoolApp({ school }: { school: SchoolDetails }) {
  const palette = useMemo(
    () => schoolPalette(school.primary_color, school.secondary_color),
    [school.primary_color, school.secondary_color],
  );
  const theme = useMemo(() => buildTheme(palette), [palette]);
  const cssVariablesResolver = useMemo(() => buildCssVariablesResolver(palette), [palette]);
  useSchoolDocument(school, palette);
  const overlays = useOverlaysMounted();
  return (
    <SchoolContext value={school}>
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <RouterProvider router={router} />
        {overlays && (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        )}
      </MantineProvider>
    </SchoolContext>
  );
}
