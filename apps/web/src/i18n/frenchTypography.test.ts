import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogues.ts';

// Issue 30 item 8: French puts a non-breaking space before : ; ? ! and inside « » ("Voir
// l'événement: http…" had none, most of the catalogues a plain one, which lets the sign
// start a line on its own).

/** Every French catalogue: the namespaces and the wording overlays. */
const FRENCH = {
  ...import.meta.glob<Catalogue>('./locales/fr/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Catalogue>('./fr.*.json', { eager: true, import: 'default' }),
};

const SPACES = ' \u00a0\u202f';

/**
 * What is wrong with a French text's spacing, one line per mistake: a plain space, or none,
 * before a double sign that ends a clause (a colon followed by a space or the end: not in
 * 'https://' or '14:30'; ; ? ! followed by a space, the end or a closing sign: not in
 * 'watch?v=' nor in a list of signs such as '(!, ?, -)'), and « » without their space inside.
 */
function frenchSpacingMistakes(text: string): string[] {
  const mistakes: string[] = [];
  const show = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 4));
  for (const match of text.matchAll(/([\s\S]?)([:;?!])(?=$|\s|[)»”"'.,])/g)) {
    const [, before = '', sign] = match;
    const at = (match.index ?? 0) + before.length;
    // A sign within a list of signs ("(!, ?, -)"): no clause ends there.
    if (/[(,]/.test(before) || /^[,)]/.test(text.slice(at + 1))) continue;
    if (before === ' ') mistakes.push(`plain space before ${sign} in ${show(at)}`);
    else if (before && !SPACES.includes(before))
      mistakes.push(`no space before ${sign} in ${show(at)}`);
  }
  for (const match of text.matchAll(/«(.)/g)) {
    if (match[1] !== '\u00a0' && match[1] !== '\u202f') {
      mistakes.push(`« without a non-breaking space in ${show(match.index ?? 0)}`);
    }
  }
  for (const match of text.matchAll(/(.)»/g)) {
    if (match[1] !== '\u00a0' && match[1] !== '\u202f') {
      mistakes.push(`» without a non-breaking space in ${show(match.index ?? 0)}`);
    }
  }
  return mistakes;
}

describe('French typography of the catalogues', () => {
  it('finds the mistakes it is meant to find', () => {
    expect(frenchSpacingMistakes("Voir l'événement: https://demo.example.org/x")).toHaveLength(1);
    expect(frenchSpacingMistakes('Supprimer ? « Oui »')).toHaveLength(3);
    expect(frenchSpacingMistakes('Mot de passe oublié\u202f?')).toEqual([]);
    expect(frenchSpacingMistakes('Motif\u00a0: {{reason}}')).toEqual([]);
    expect(frenchSpacingMistakes('https://youtu.be/x?v=1 à 14:30, un signe (!, ?, -, @…)')).toEqual(
      [],
    );
    expect(frenchSpacingMistakes('D MMMM YYYY [à] HH:mm')).toEqual([]);
  });

  it('put a non-breaking space before : ; ? ! and inside « »', () => {
    const mistakes = Object.entries(FRENCH).flatMap(([file, catalogue]) =>
      Object.entries(catalogue).flatMap(([key, text]) =>
        frenchSpacingMistakes(text).map((mistake) => `${file} ${key}: ${mistake}`),
      ),
    );
    expect(mistakes).toEqual([]);
  });
});
