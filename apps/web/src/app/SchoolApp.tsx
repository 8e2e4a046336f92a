import type { SchoolDetails } from '@alumni/domain';
import { schoolPalette } from '@alumni/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SchoolContext } from '../shared/school/SchoolContext.ts';
import { useSchoolDocument } from '../shared/school/useSchoolDocument.ts';
import { useCurrentUser } from '../shared/viewer/useCurrentUser.ts';
import { onOverlaysWanted, overlaysWanted } from '../ui/overlays.ts';
import { preloadRoute } from './routeModules.ts';
import { APP_ROUTES } from './routes.tsx';

const Overlays = lazy(() => import('./Overlays.tsx'));

// The first page's layout, chunk and words download while the school's details do.
preloadRoute(window.location.pathname);

/**
 * True once some code needs the overlays: a notification is shown (ui/notify.ts) or a modal
 * is about to open (ui/overlays.ts). Pages that show neither never download them (issue 16:
 * nothing after the first paint competes with the page for the network and the CPU).
 */
function useOverlaysMounted(): boolean {
  const [show, setShow] = useState(overlaysWanted);
  useEffect(() => {
    if (show) return;
    const unsubscribe = onOverlaysWanted(() => setShow(true));
    // Asked for between the first render and this subscription (a page's module evaluated
    // in between, as a preloaded one is): no listener heard it, so look again.
    if (overlaysWanted()) setShow(true);
    return unsubscribe;
  }, [show]);
  return show;
}

/**
 * The school as the viewer works with it: its public details, which list no validator
 * assignments (issue 30 item 22), with the signed-in user's own (`me.userrole_validators`),
 * so that the permission rules (validator scopes, spec 2 §6) see them. The same object while
 * they do not change.
 */
function useViewerSchool(school: SchoolDetails): SchoolDetails {
  const validators = useCurrentUser().data?.userrole_validators;
  return useMemo(
    () => (validators ? { ...school, userrole_validators: validators } : school),
    [school, validators],
  );
}

/**
 * The application for one school: its branding around the router. Mantine and the school's
 * theme come with the pages built on them (ui/MantineScope.tsx).
 */
export function SchoolApp({ school }: { school: SchoolDetails }) {
  const palette = useMemo(
    () => schoolPalette(school.primary_color, school.secondary_color),
    [school.primary_color, school.secondary_color],
  );
  useSchoolDocument(school, palette);
  const overlays = useOverlaysMounted();
  const viewerSchool = useViewerSchool(school);
  return (
    <SchoolContext value={viewerSchool}>
      <BrowserRouter>{APP_ROUTES}</BrowserRouter>
      {overlays && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
    </SchoolContext>
  );
}
