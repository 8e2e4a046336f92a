import type { Locale } from '@alumni/domain';
import { GENERIC_ERROR_KEY, LOCALES } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_TITLE_KEYS } from '../app/routeTitles.ts';
import { WORDING_OVERLAYS } from './allCatalogues.ts';
import type { Catalogue, Namespace } from './catalogues.ts';
import { NAMESPACES, namespaceFile } from './catalogues.ts';

/** Every namespace file of every language, lazy ones included. */
const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const fileOf = (locale: Locale, namespace: Namespace): Catalogue =>
  FILES[namespaceFile(locale, namespace)] ?? {};

/** The whole catalogue of each language: every namespace merged. */
const CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...NAMESPACES.map((namespace) => fileOf(locale, namespace))),
  ]),
) as Record<Locale, Catalogue>;

/** Every source file of the app, as text (tests and catalogues aside). */
const SOURCES = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const keysOf = (catalogue: Catalogue) => Object.keys(catalogue).sort();
const placeholdersOf = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function missingIn(keys: Iterable<string>, catalogue: Catalogue): string[] {
  return [...keys].filter((key) => !(key in catalogue));
}

describe('i18n catalogues (DESIGN §6: fr and en both complete)', () => {
  const [first, ...others] = LOCALES;

  it('have the same keys in every language', () => {
    for (const locale of others) {
      expect(
        missingIn(keysOf(CATALOGUES[first]), CATALOGUES[locale]),
        `missing in ${locale}`,
      ).toEqual([]);
      expect(
        missingIn(keysOf(CATALOGUES[locale]), CATALOGUES[first]),
        `missing in ${first}`,
      ).toEqual([]);
    }
  });

  it('have no empty message', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(CATALOGUES[locale]).filter(([, text]) => !text.trim());
      expect(
        empty.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it('use the same interpolation variables in every language', () => {
    for (const key of keysOf(CATALOGUES[first])) {
      const expected = placeholdersOf(CATALOGUES[first][key] ?? '');
      for (const locale of others) {
        expect(placeholdersOf(CATALOGUES[locale][key] ?? ''), `${locale}: ${key}`).toEqual(
          expected,
        );
      }
    }
  });

  it('hold the generic error message of spec 2 §8', () => {
    expect(CATALOGUES.en[GENERIC_ERROR_KEY]).toBe('An error has occured');
    expect(CATALOGUES.fr[GENERIC_ERROR_KEY]).toBe('Une erreur est survenue');
  });
});

describe('namespaces (one per feature, DESIGN §6)', () => {
  it('are exactly the files of each language', () => {
    const expected = LOCALES.flatMap((locale) =>
      NAMESPACES.map((namespace) => namespaceFile(locale, namespace)),
    ).sort();
    expect(Object.keys(FILES).sort()).toEqual(expected);
  });

  it('hold the same keys in every language, namespace by namespace', () => {
    const [first, ...others] = LOCALES;
    for (const namespace of NAMESPACES) {
      for (const locale of others) {
        expect(keysOf(fileOf(locale, namespace)), `${locale}/${namespace}`).toEqual(
          keysOf(fileOf(first, namespace)),
        );
      }
    }
  });

  it('never hold the same key twice', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, Namespace>();
      const twice: string[] = [];
      for (const namespace of NAMESPACES) {
        for (const key of Object.keys(fileOf(locale, namespace))) {
          const other = seen.get(key);
          if (other) twice.push(`${key} (${other}, ${namespace})`);
          seen.set(key, namespace);
        }
      }
      expect(twice, locale).toEqual([]);
    }
  });
});

describe('loading', () => {
  it('no module of the app reads every catalogue at once (allCatalogues.ts is for tests)', () => {
    const readers = SOURCES.filter(([, text]) => text.includes("allCatalogues.ts'")).map(
      ([path]) => path,
    );
    expect(readers).toEqual([]);
  });
});

describe('wording overlays (spec 1 §1: degrees as certificates, campuses as centres)', () => {
  for (const [wording, overlay] of Object.entries(WORDING_OVERLAYS)) {
    it(`${wording}: only replaces keys of the base catalogues`, () => {
      for (const locale of LOCALES) {
        expect(missingIn(keysOf(overlay[locale]), CATALOGUES[locale]), locale).toEqual([]);
      }
    });

    it(`${wording}: has the same keys in every language`, () => {
      const [first, ...others] = LOCALES;
      for (const locale of others) {
        expect(keysOf(overlay[locale]), locale).toEqual(keysOf(overlay[first]));
      }
    });

    it(`${wording}: keeps the interpolation variables of the base text`, () => {
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(overlay[locale])) {
          expect(placeholdersOf(text), `${locale}: ${key}`).toEqual(
            placeholdersOf(CATALOGUES[locale][key] ?? ''),
          );
        }
      }
    });
  }

  it('certificate: says certificate and centre, never degree or campus', () => {
    const { fr, en } = WORDING_OVERLAYS.certificate;
    expect(Object.values(fr).join(' ')).not.toMatch(/diplôme|campus/i);
    expect(Object.values(en).join(' ')).not.toMatch(/degree|campus/i);
    expect(fr.term_degree).toBe('Certificat');
    expect(fr.term_campus).toBe('Centre');
    expect(en.term_degree).toBe('Certificate');
    expect(en.term_campus).toBe('Centre');
  });

  it('certificate: every base message that names a degree or a campus is replaced', () => {
    const words = { fr: /diplôme|campus/i, en: /degree|campus/i };
    for (const locale of LOCALES) {
      const naming = Object.entries(CATALOGUES[locale])
        .filter(([, text]) => words[locale].test(text))
        .map(([key]) => key);
      expect(missingIn(naming, WORDING_OVERLAYS.certificate[locale]), locale).toEqual([]);
    }
  });
});

describe('keys used by the code', () => {
  it('found the sources', () => {
    expect(SOURCES.length).toBeGreaterThan(20);
  });

  it("every t('key') literal exists in the catalogues", () => {
    const used = new Set<string>();
    for (const [, text] of SOURCES) {
      for (const match of text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)) {
        if (match[2]) used.add(match[2]);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      expect(missingIn(used, CATALOGUES[locale]), locale).toEqual([]);
    }
  });

  it('every key-like string literal exists in the catalogues (keys passed through constants)', () => {
    const prefixes = new Set(keysOf(CATALOGUES.en).map((key) => key.split('_')[0]));
    const used = new Set<string>();
    for (const [, text] of SOURCES) {
      // A table column's accessor names a field of the API's rows, not a message.
      for (const match of text.matchAll(/(?<!accessor:\s*)(['"])([a-z]+(?:_[a-z0-9]+)+)\1/g)) {
        const literal = match[2];
        if (literal && prefixes.has(literal.split('_')[0] ?? '')) used.add(literal);
      }
    }
    for (const locale of LOCALES) {
      expect(missingIn(used, CATALOGUES[locale]), locale).toEqual([]);
    }
  });

  it('every route has a title in the catalogues', () => {
    for (const locale of LOCALES) {
      expect(missingIn(Object.values(ROUTE_TITLE_KEYS), CATALOGUES[locale]), locale).toEqual([]);
    }
  });
});
