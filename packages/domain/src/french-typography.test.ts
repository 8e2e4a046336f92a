/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { frenchSpacingMistakes } from './french-typography.ts';

// Issue 30 item 8: French puts a no-break space before : ; ? ! and inside « ». The web's
// catalogues were checked; the domain's (errors the API answers, import reports) were not,
// and most used a plain space, which lets the sign start a line on its own.

/** Every module of the package but the tests: a catalogue added tomorrow is walked too. */
const MODULES = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));

/**
 * The texts of a French catalogue with where they are: its strings, and what its functions
 * (counts put into words: "1 membre", "2 membres") return for 1 and 2.
 */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return [1, 2].flatMap((n): [string, string][] => {
      const text: unknown = value(n);
      return typeof text === 'string' ? [[`${path}(${n})`, text]] : [];
    });
  }
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
}

/** Catalogues already walked: one re-exported by several modules is reported once. */
const walked = new WeakSet<object>();

/** The French side of every catalogue in `value`: any object holding both `fr` and `en`. */
function frenchTexts(value: unknown, path: string, depth = 0): [string, string][] {
  if (!isPlainObject(value) || depth > 4 || walked.has(value)) return [];
  walked.add(value);
  if ('fr' in value && 'en' in value) return textsOf(value.fr, `${path}.fr`);
  return Object.entries(value).flatMap(([key, inner]) =>
    frenchTexts(inner, `${path}.${key}`, depth + 1),
  );
}

const FRENCH = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => frenchTexts(value, `${file} ${name}`)),
);

describe('frenchSpacingMistakes', () => {
  it('finds a plain space or none before : ; ? ! and « » without their space', () => {
    expect(frenchSpacingMistakes("Voir l'événement: https://demo.example.org/x")).toHaveLength(1);
    expect(frenchSpacingMistakes('Suppression impossible : 2 membres')).toHaveLength(1);
    expect(frenchSpacingMistakes('Erreur ! Jeton invalide')).toHaveLength(1);
    expect(frenchSpacingMistakes('Supprimer ? « Oui »')).toHaveLength(3);
    expect(frenchSpacingMistakes('{count}: trouvées')).toHaveLength(1);
  });

  it('accepts no-break spaces, addresses, times, placeholders and lists of signs', () => {
    expect(frenchSpacingMistakes('Mot de passe oublié\u202f?')).toEqual([]);
    expect(frenchSpacingMistakes('Motif\u00a0: {reason}')).toEqual([]);
    expect(frenchSpacingMistakes('«\u00a0{value}\u00a0»\u202f; suite')).toEqual([]);
    expect(frenchSpacingMistakes('https://youtu.be/x?v=1 à 14:30, un signe (!, ?, -, @…)')).toEqual(
      [],
    );
    expect(frenchSpacingMistakes('/jobs/update?token={token} D MMMM YYYY [à] HH:mm')).toEqual([]);
  });
});

describe('French typography of the domain catalogues', () => {
  it('walks every catalogue, the overlays too', () => {
    const names = new Set(FRENCH.map(([path]) => path.split(' ')[1]?.split('.')[0]));
    for (const name of [
      'VALIDATION_MESSAGES',
      'API_MESSAGES',
      'EVENT_MESSAGES',
      'JOB_MESSAGES',
      'REPORT_MESSAGES',
      'IMPORT_MESSAGES',
      'CERTIFICATE_REASONS',
      'DEGREE_MESSAGES',
      'UNSUBSCRIBE_MESSAGES',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('put a no-break space before : ; ? ! and inside « »', () => {
    const mistakes = FRENCH.flatMap(([path, text]) =>
      frenchSpacingMistakes(text).map((mistake) => `${path}: ${mistake}`),
    );
    expect(mistakes).toEqual([]);
  });
});
