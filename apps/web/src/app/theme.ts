import type { SchoolPalette } from '@alumni/domain';
import { BREAKPOINTS } from '@alumni/domain';
import type {
  CSSVariablesResolver,
  MantineColorsTuple,
  MantineThemeOverride,
  VariantColorsResolver,
} from '@mantine/core';
import { createTheme, darken, defaultVariantColorsResolver, lighten } from '@mantine/core';

/** Mantine colour names of the school's two colours. */
export const PRIMARY = 'school';
export const SECONDARY = 'schoolSecondary';

/**
 * Ten shades around a school colour, the colour itself at index 6 (Mantine's primary shade).
 * Shade 9 keeps at least 5.7:1 against white whatever the colour (each channel at 40 %),
 * so it is the one used for text and outlines on light backgrounds.
 */
function shadesOf(color: string): MantineColorsTuple {
  return [
    lighten(color, 0.92),
    lighten(color, 0.8),
    lighten(color, 0.65),
    lighten(color, 0.5),
    lighten(color, 0.35),
    lighten(color, 0.18),
    color,
    darken(color, 0.2),
    darken(color, 0.4),
    darken(color, 0.6),
  ];
}

const toEm = (px: number) => `${px / 16}em`;

function isSchoolColor(color: string | undefined, name: string): boolean {
  return color === name;
}

/**
 * Mantine theme of a school (spec 1 §2 "colours are displayed", DESIGN §6): its primary and
 * secondary colours with readable text on them (`onPrimary`/`onSecondary`), and the spec's
 * screen breakpoints.
 */
export function buildTheme(palette: SchoolPalette): MantineThemeOverride {
  const variantColorResolver: VariantColorsResolver = (input) => {
    const color = input.color ?? PRIMARY;
    const result = defaultVariantColorsResolver({ ...input, color });
    const onColor = isSchoolColor(color, PRIMARY)
      ? palette.onPrimary
      : isSchoolColor(color, SECONDARY)
        ? palette.onSecondary
        : null;
    if (!onColor) return result;
    const name = color;
    if (input.variant === 'filled') return { ...result, color: onColor, hoverColor: onColor };
    if (input.variant === 'outline') {
      return {
        ...result,
        color: `var(--mantine-color-${name}-9)`,
        border: `1px solid var(--mantine-color-${name}-9)`,
      };
    }
    if (['light', 'subtle', 'transparent'].includes(input.variant)) {
      return { ...result, color: `var(--mantine-color-${name}-9)` };
    }
    return result;
  };

  return createTheme({
    primaryColor: PRIMARY,
    primaryShade: 6,
    colors: { [PRIMARY]: shadesOf(palette.primary), [SECONDARY]: shadesOf(palette.secondary) },
    variantColorResolver,
    breakpoints: {
      xs: toEm(480),
      sm: toEm(BREAKPOINTS.sm),
      md: toEm(BREAKPOINTS.md),
      lg: toEm(BREAKPOINTS.lg),
      xl: toEm(BREAKPOINTS.xl),
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    // Modals, menus and collapsing panels open without sliding or fading for a visitor whose
    // system asks for reduced motion (WCAG 2.3.3), as the app's own spinners already do.
    respectReducedMotion: true,
    components: {
      Anchor: { defaultProps: { underline: 'always' } },
      // An open menu holds menu items only: Mantine's focus placeholder (a bare focusable
      // div) inside role="menu" fails axe's aria-required-children.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}

/** Text drawn in the school's colours stays readable on white (axe colour-contrast). */
export function buildCssVariablesResolver(palette: SchoolPalette): CSSVariablesResolver {
  return () => ({
    variables: {},
    light: {
      '--mantine-primary-color-contrast': palette.onPrimary,
      '--mantine-color-anchor': `var(--mantine-color-${PRIMARY}-9)`,
      [`--mantine-color-${PRIMARY}-text`]: `var(--mantine-color-${PRIMARY}-9)`,
      [`--mantine-color-${PRIMARY}-outline`]: `var(--mantine-color-${PRIMARY}-9)`,
      [`--mantine-color-${SECONDARY}-text`]: `var(--mantine-color-${SECONDARY}-9)`,
      [`--mantine-color-${SECONDARY}-outline`]: `var(--mantine-color-${SECONDARY}-9)`,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // Mantine's red 6 gives error messages 3.3:1 on white; red 9 reads at 5.6:1.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {},
  });
}
