import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatKeyNumber,
  formatMonthYear,
  formatNumber,
  interpolationFormatter,
  monthNames,
} from './format.ts';
import { relativeDate } from './relativeDate.ts';

// Intl writes French digit groups with a narrow no-break space, '%' after a no-break space.
const nnbsp = '\u202f';

describe('formatNumber', () => {
  it('groups digits as the locale does', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'fr')).toBe(`12${nnbsp}345,5`);
  });
});

// Issue 12: the demo's key numbers ('12 000', '94 %') showed in the French format on /en.
// Spec 2 §9 "Number abbreviation: k, m, b, t": from a thousand on, they are abbreviated.
describe('formatKeyNumber', () => {
  it('writes a typed number again in the locale, abbreviated from a thousand', () => {
    expect(formatKeyNumber('12 000', 'en')).toBe('12k');
    expect(formatKeyNumber('12 000', 'fr')).toBe('12k');
    expect(formatKeyNumber('1,200', 'en')).toBe('1.2k');
    expect(formatKeyNumber('1 200', 'fr')).toBe('1,2k');
    expect(formatKeyNumber('1.200.000', 'en')).toBe('1.2m');
    expect(formatKeyNumber('25000', 'en')).toBe('25k');
    expect(formatKeyNumber('3 000 000 000', 'en')).toBe('3b');
    expect(formatKeyNumber('4,5', 'en')).toBe('4.5');
    expect(formatKeyNumber('999,5', 'fr')).toBe('999,5');
  });

  it('writes percentages and a leading or trailing plus in the locale', () => {
    expect(formatKeyNumber('94 %', 'en')).toBe('94%');
    expect(formatKeyNumber('94%', 'fr')).toBe('94\u00a0%');
    expect(formatKeyNumber('12 000+', 'en')).toBe('12k+');
    expect(formatKeyNumber('+12000', 'en')).toBe('+12k');
  });

  it('keeps short plain numbers (a year) and any other text as typed', () => {
    expect(formatKeyNumber('1850', 'en')).toBe('1850');
    expect(formatKeyNumber('85', 'en')).toBe('85');
    expect(formatKeyNumber('Top 10', 'en')).toBe('Top 10');
    expect(formatKeyNumber('1 200 km', 'en')).toBe('1 200 km');
    expect(formatKeyNumber('', 'en')).toBe('');
  });
});

describe('dates', () => {
  const iso = '2026-03-10T09:30:00Z';

  it('formats days, days with time and months in the locale', () => {
    expect(formatDate(iso, 'en', 'long')).toBe('March 10, 2026');
    expect(formatDate(iso, 'fr', 'long')).toBe('10 mars 2026');
    expect(formatDateTime(iso, 'fr', 'long')).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatMonthYear('2020-01-15', 'en')).toBe('Jan 2020');
    expect(formatMonthYear('2020-01-15', 'fr')).toBe('janv. 2020');
    expect(formatMonthYear('soon', 'fr')).toBe('soon');
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('fr')[11]).toBe('décembre');
  });

  it('writes a calendar day (a birth date) as that day whatever the time zone', () => {
    // new Date('1990-05-12') is UTC midnight: read in a zone west of UTC it would be the 11th.
    expect(formatDay('1990-05-12', 'fr')).toBe('12 mai 1990');
    expect(formatDay('1990-05-12', 'en')).toBe('May 12, 1990');
    expect(formatDay('1990-05-12T00:00:00.000Z', 'en', 'medium')).toBe('May 12, 1990');
    expect(formatDay('unknown', 'fr')).toBe('unknown');
  });

  it('says how long ago in French and English, never in the future', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(relativeDate('2026-03-10T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(relativeDate('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeDate('2026-03-10T09:00:00Z', 'fr', now)).toBe('il y a 3 heures');
    expect(relativeDate('2026-03-08T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(relativeDate('2026-03-10T12:00:20Z', 'en', now)).toBe('a few seconds ago');
  });
});

describe('interpolationFormatter (catalogue quantities)', () => {
  const i18n = i18next.createInstance();
  void i18n.use(interpolationFormatter).init({
    resources: {
      en: {
        translation: {
          members_one: '{{count}} member',
          members_other: '{{count}} members',
          range: '{{from}}–{{to}} of {{total}}',
          year: 'Class of {{year}}',
          explicit: 'Seen {{views, number}} times',
        },
      },
      fr: { translation: { members_one: '{{count}} membre', members_other: '{{count}} membres' } },
    },
    lng: 'en',
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });

  it('formats quantities in the language of the text, plural rules unchanged', () => {
    expect(i18n.t('members', { count: 2378 })).toBe('2,378 members');
    expect(i18n.t('members', { count: 1 })).toBe('1 member');
    expect(i18n.t('members', { count: 2378, lng: 'fr' })).toBe(`2${nnbsp}378 membres`);
    expect(i18n.t('range', { from: 1001, to: 1010, total: 12000 })).toBe('1,001–1,010 of 12,000');
    expect(i18n.t('explicit', { views: 4500 })).toBe('Seen 4,500 times');
  });

  it('leaves other numbers as they are', () => {
    expect(i18n.t('year', { year: 2016 })).toBe('Class of 2016');
  });
});
