/**
 * School colour rules (spec 1 §5 General, spec 2 §9 "Default colours"). Colours travel as
 * lowercase '#rrggbb' strings; contrast follows WCAG 2.
 */

export const DEFAULT_PRIMARY_COLOR = '#ffb600';
export const DEFAULT_SECONDARY_COLOR = '#00a19b';
/** The light variant mixes 20 % of white into the colour (spec 2 §9). */
export const LIGHT_VARIANT_RATIO = 0.2;

/** Below this contrast against white a colour vanishes on a white page. */
export const TOO_LIGHT_CONTRAST = 1.5;
/** Contrast against white the suggested alternative reaches (WCAG AA for large text and UI). */
export const ALTERNATIVE_MIN_CONTRAST = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';
const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

/**
 * Parses a hex colour (spec 1 §5 General): 3 or 6 hex digits, with or without '#',
 * surrounding spaces ignored, any case. Returns lowercase '#rrggbb' (3 digits expanded,
 * 'AbC' → '#aabbcc'), or null for anything else, null and undefined included. Never throws.
 */
export function parseHexColor(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const match = HEX_PATTERN.exec(input.trim());
  const digits = match?.[1]?.toLowerCase();
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/**
 * Returns `input` parsed as by parseHexColor, or `fallback` unchanged when it is not a valid
 * colour (spec 1 §5: "otherwise defaults apply"). Never throws.
 */
export function normalizeHexColor(input: string | null | undefined, fallback: string): string {
  return parseHexColor(input) ?? fallback;
}

function toRgb(hex: string): Rgb {
  const parsed = parseHexColor(hex);
  if (!parsed) throw new RangeError(`Not a hex colour: ${JSON.stringify(hex)}`);
  return [1, 3, 5].map((i) => Number.parseInt(parsed.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/**
 * Light variant of a colour (spec 2 §9 "light variant 20 percent"): each channel becomes
 * c + (255 − c) × ratio, rounded. Takes any colour parseHexColor accepts and a ratio in 0–1;
 * returns lowercase '#rrggbb'. Throws RangeError for an invalid colour or a ratio outside 0–1.
 */
export function lightVariant(hex: string, ratio: number = LIGHT_VARIANT_RATIO): string {
  if (!(ratio >= 0 && ratio <= 1)) throw new RangeError(`Ratio must be within 0–1: ${ratio}`);
  return toHex(toRgb(hex).map((c) => c + (255 - c) * ratio) as Rgb);
}

/**
 * WCAG 2 relative luminance of a colour: 0 for black to 1 for white.
 * Throws RangeError when `hex` is not a colour parseHexColor accepts.
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio between two colours, 1 (same) to 21 (black on white), order-free.
 * Throws RangeError when either is not a colour parseHexColor accepts.
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rs) h = ((gs - bs) / d) % 6;
  else if (max === gs) h = (bs - rs) / d + 2;
  else h = (rs - gs) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const table: Rgb[] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  const [r, g, b] = table[sector] ?? [0, 0, 0];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * Warning for a school colour too light to see on a white page (spec 1 §5 General: "A colour
 * too light triggers a warning and an alternative"). Too light means a contrast against white
 * below 1.5. The alternative keeps the hue and saturation and lowers the HSL lightness by
 * 5-point steps until the contrast against white is at least 3; it is lowercase '#rrggbb',
 * null when the colour is not too light. An invalid colour gives no warning (the hex rule
 * reports it), so this never throws and is safe to call while the admin types.
 */
export function colorLightnessWarning(hex: string): {
  tooLight: boolean;
  alternative: string | null;
} {
  if (!parseHexColor(hex) || contrastRatio(hex, WHITE) >= TOO_LIGHT_CONTRAST) {
    return { tooLight: false, alternative: null };
  }
  return { tooLight: true, alternative: darkerWithContrast(hex, ALTERNATIVE_MIN_CONTRAST) };
}

/**
 * The colour itself when it reaches `min` contrast against white; else the same hue and
 * saturation with the HSL lightness lowered by 5-point steps until it does (black at worst).
 */
function darkerWithContrast(hex: string, min: number): string {
  const color = toHex(toRgb(hex));
  if (contrastRatio(color, WHITE) >= min) return color;
  const [h, s, l] = rgbToHsl(toRgb(color));
  // Integer steps avoid float drift; lightness 0 is black (contrast 21), so the loop ends.
  for (let step = Math.floor(l * 20); step >= 0; step -= 1) {
    const candidate = toHex(hslToRgb([h, s, step / 20]));
    if (contrastRatio(candidate, WHITE) >= min) return candidate;
  }
  return BLACK;
}

/** Contrast of a focus indicator against what is next to it (WCAG 2.4.7 and 1.4.11: 3:1). */
export const FOCUS_MIN_CONTRAST = 3;

/**
 * The colour of the focus indicator in a school's colours (issue 30 item 10: a focused field
 * showed only a 1 px #ffb600 border on white, 1.8:1): the school's colour when it reads at 3:1
 * or more on white (the page, and the white ring around every indicator), else a darker
 * shade of it that does (#ffb600 gives #b37f00). Lowercase '#rrggbb'. Throws RangeError when
 * `hex` is not a colour parseHexColor accepts.
 */
export function focusColor(hex: string): string {
  return darkerWithContrast(hex, FOCUS_MIN_CONTRAST);
}

/**
 * Text colour to draw on a background (spec 1 §2 "colours are displayed"): '#000000' or
 * '#ffffff', whichever has the higher WCAG contrast against it; black on a tie.
 * Throws RangeError when `background` is not a colour parseHexColor accepts.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

export interface SchoolPalette {
  primary: string;
  secondary: string;
  primaryLight: string;
  secondaryLight: string;
  onPrimary: '#000000' | '#ffffff';
  onSecondary: '#000000' | '#ffffff';
  /** The focus indicator's colour, from the primary (focusColor). */
  focus: string;
}

/**
 * A school's theme colours (spec 1 §5 General, spec 2 §9). Takes the stored primary and
 * secondary colours (any form parseHexColor accepts; null, undefined or invalid fall back to
 * #ffb600 and #00a19b) and returns them as lowercase '#rrggbb' with their 20 % light variants
 * and the readable text colour on each, and the focus indicator's colour. Never throws.
 */
export function schoolPalette(
  primary: string | null | undefined,
  secondary: string | null | undefined,
): SchoolPalette {
  const p = normalizeHexColor(primary, DEFAULT_PRIMARY_COLOR);
  const s = normalizeHexColor(secondary, DEFAULT_SECONDARY_COLOR);
  return {
    primary: p,
    secondary: s,
    primaryLight: lightVariant(p),
    secondaryLight: lightVariant(s),
    onPrimary: readableTextColor(p),
    onSecondary: readableTextColor(s),
    focus: focusColor(p),
  };
}
