import '@mantine/core/styles.css';
import './mantine-overrides.css';
import type { SchoolDetails } from '@alumni/domain';
import { schoolPalette } from '@alumni/domain';
import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSchool } from '../shared/school/useSchool.ts';
import { buildCssVariablesResolver, buildTheme } from './theme.ts';

/** One theme per school details object: every scope of a page shares it. */
const themes = new WeakMap<
  SchoolDetails,
  { theme: MantineThemeOverride; resolver: CSSVariablesResolver }
>();

function themeOf(school: SchoolDetails) {
  let entry = themes.get(school);
  if (!entry) {
    const palette = schoolPalette(school.primary_color, school.secondary_color);
    entry = { theme: buildTheme(palette), resolver: buildCssVariablesResolver(palette) };
    themes.set(school, entry);
  }
  return entry;
}

/**
 * Mantine with the school's theme (DESIGN §6) and Mantine's CSS, in a chunk of its own
 * (ui/MantineScope.tsx): the pages built with Mantine load it, the sign-in page does not.
 */
export default function SchoolMantineProvider({ children }: { children: ReactNode }) {
  const { theme, resolver } = themeOf(useSchool());
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={resolver}>
      {children}
    </MantineProvider>
  );
}
