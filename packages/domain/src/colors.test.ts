import { describe, expect, it } from 'vitest';
import {
  colorLightnessWarning,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  FOCUS_MIN_CONTRAST,
  focusColor,
  lightVariant,
  normalizeHexColor,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
  schoolPalette,
} from './colors.ts';

describe('parseHexColor (spec 1 §5: 3 or 6 digits, with or without #)', () => {
  it('accepts 6 digits with or without #, any case, trimmed', () => {
    expect(parseHexColor('#FFB600')).toBe('#ffb600');
    expect(parseHexColor('00a19b')).toBe('#00a19b');
    expect(parseHexColor('  #00A19B \n')).toBe('#00a19b');
  });

  it('expands 3 digits to 6', () => {
    expect(parseHexColor('#abc')).toBe('#aabbcc');
    expect(parseHexColor('F0a')).toBe('#ff00aa');
  });

  it('rejects 4, 5, 7 or 8 digits, non-hex characters and empty input', () => {
    for (const input of [
      '#abcd',
      '#abcde',
      '#abcdef0',
      '#abcdef00',
      '#ggg',
      'red',
      '#',
      '',
      '##abc',
    ]) {
      expect(parseHexColor(input)).toBeNull();
    }
    expect(parseHexColor(null)).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });
});

describe('normalizeHexColor', () => {
  it('returns the parsed colour when valid', () => {
    expect(normalizeHexColor('ABC', DEFAULT_PRIMARY_COLOR)).toBe('#aabbcc');
  });

  it('returns the fallback when invalid', () => {
    expect(normalizeHexColor('nope', DEFAULT_PRIMARY_COLOR)).toBe('#ffb600');
    expect(normalizeHexColor(null, DEFAULT_SECONDARY_COLOR)).toBe('#00a19b');
  });
});

describe('lightVariant (spec 2 §9: light variant 20 percent)', () => {
  it('mixes 20 % white into each channel, rounded', () => {
    // 0xff→255, 0xb6=182 → 182 + 73 × 0.2 = 196.6 → 197 (c5), 0 → 51 (33).
    expect(lightVariant('#ffb600')).toBe('#ffc533');
    expect(lightVariant('#000000')).toBe('#333333');
  });

  it('leaves white white and accepts another ratio', () => {
    expect(lightVariant('#ffffff')).toBe('#ffffff');
    expect(lightVariant('#000', 0.5)).toBe('#808080');
    expect(lightVariant('#123456', 0)).toBe('#123456');
  });

  it('throws on an invalid colour or ratio', () => {
    expect(() => lightVariant('zzz')).toThrow(RangeError);
    expect(() => lightVariant('#000', 1.5)).toThrow(RangeError);
  });
});

describe('WCAG 2 luminance and contrast', () => {
  it('gives 0 for black, 1 for white and 21:1 between them', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
  });

  it('gives 1:1 for the same colour', () => {
    expect(contrastRatio('#00a19b', '#00A19B')).toBe(1);
  });

  it('matches the known 4.54:1 of #767676 on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('throws on an invalid colour', () => {
    expect(() => relativeLuminance('blue')).toThrow(RangeError);
    expect(() => contrastRatio('#fff', 'blue')).toThrow(RangeError);
  });
});

describe('colorLightnessWarning (spec 1 §5: too light triggers a warning and an alternative)', () => {
  it('warns for a colour below 1.5:1 against white and offers one at least 3:1', () => {
    const warning = colorLightnessWarning('#ffff99');
    expect(warning.tooLight).toBe(true);
    expect(warning.alternative).not.toBeNull();
    expect(contrastRatio(warning.alternative ?? '', '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the hue of the colour in the alternative', () => {
    // A light yellow darkens to an olive: red and green equal, blue lower.
    const alternative = colorLightnessWarning('#ffff66').alternative ?? '';
    expect(alternative.slice(1, 3)).toBe(alternative.slice(3, 5));
    expect(Number.parseInt(alternative.slice(5, 7), 16)).toBeLessThan(
      Number.parseInt(alternative.slice(1, 3), 16),
    );
  });

  it('darkens white to a grey', () => {
    const { tooLight, alternative } = colorLightnessWarning('#fff');
    expect(tooLight).toBe(true);
    expect(alternative?.slice(1, 3)).toBe(alternative?.slice(5, 7));
  });

  it('does not warn for the defaults #ffb600 and #00a19b', () => {
    expect(colorLightnessWarning(DEFAULT_PRIMARY_COLOR)).toEqual({
      tooLight: false,
      alternative: null,
    });
    expect(colorLightnessWarning(DEFAULT_SECONDARY_COLOR)).toEqual({
      tooLight: false,
      alternative: null,
    });
  });

  it('does not warn for an invalid colour', () => {
    expect(colorLightnessWarning('#ff')).toEqual({ tooLight: false, alternative: null });
  });
});

// Issue 30 item 10: a focused field showed a 1 px #ffb600 border on white, 1.8:1.
describe('focusColor (WCAG 2.4.7, 1.4.11: a focus indicator at 3:1 or more)', () => {
  it('darkens the default #ffb600 to a shade of it at 3:1 on white', () => {
    expect(contrastRatio(DEFAULT_PRIMARY_COLOR, '#ffffff')).toBeLessThan(2);
    const focus = focusColor(DEFAULT_PRIMARY_COLOR);
    expect(focus).toBe('#b37f00');
    expect(contrastRatio(focus, '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
  });

  it('darkens a light colour too, keeping its hue', () => {
    // A light cyan: its focus colour is a darker cyan (red still the lowest channel).
    const focus = focusColor('#a5f3fc');
    expect(focus).toBe('#069bad');
    expect(contrastRatio(focus, '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(contrastRatio(focusColor('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('keeps a colour that already reads at 3:1, lowercased', () => {
    expect(focusColor('#1D4ED8')).toBe('#1d4ed8');
    expect(focusColor(DEFAULT_SECONDARY_COLOR)).toBe('#00a19b');
  });

  it('gives every palette its focus colour', () => {
    expect(schoolPalette('#1d4ed8', null).focus).toBe('#1d4ed8');
  });
});

describe('readableTextColor', () => {
  it('puts black on light backgrounds', () => {
    expect(readableTextColor('#ffb600')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('puts white on dark backgrounds', () => {
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#1a237e')).toBe('#ffffff');
  });
});

describe('schoolPalette (spec 2 §9 default colours #ffb600 and #00a19b)', () => {
  it('uses the school colours when valid', () => {
    const palette = schoolPalette('#1A237E', 'c62');
    expect(palette.primary).toBe('#1a237e');
    expect(palette.secondary).toBe('#cc6622');
    expect(palette.primaryLight).toBe(lightVariant('#1a237e'));
    expect(palette.onPrimary).toBe('#ffffff');
  });

  it('falls back to #ffb600 and #00a19b for invalid or missing colours', () => {
    expect(schoolPalette('nope', null)).toEqual({
      primary: '#ffb600',
      secondary: '#00a19b',
      primaryLight: '#ffc533',
      secondaryLight: lightVariant('#00a19b'),
      onPrimary: '#000000',
      onSecondary: '#000000',
      focus: '#b37f00',
    });
    expect(schoolPalette(undefined, '#12345').secondary).toBe('#00a19b');
  });
});
