import type { SchoolDetails } from '@alumni/domain';
import { schoolPalette } from '@alumni/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useSchoolDocument } from '../features/school/hooks/useSchoolDocument.ts';
import { SchoolContext } from '../features/school/SchoolContext.ts';
import { applyWording } from '../i18n/i18n.ts';
import { router } from './router.ts';
import { buildCssVariablesResolver, buildTheme } from './theme.ts';

/** The application for one school: its theme, wording and branding around the router. */
export function SchoolApp({ school }: { school: SchoolDetails }) {
  useState(() => applyWording(school.wording));
  const palette = useMemo(
    () => schoolPalette(school.primary_color, school.secondary_color),
    [school.primary_color, school.secondary_color],
  );
  const theme = useMemo(() => buildTheme(palette), [palette]);
  const cssVariablesResolver = useMemo(() => buildCssVariablesResolver(palette), [palette]);
  useSchoolDocument(school, palette);
  return (
    <SchoolContext value={school}>
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="bottom-center" limit={4} />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </SchoolContext>
  );
}
