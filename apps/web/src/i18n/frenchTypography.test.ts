import { frenchSpacingMistakes } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogues.ts';

// Issue 30 item 8: French puts a non-breaking space before : ; ? ! and inside « » ("Voir
// l'événement: http…" had none, most of the catalogues a plain one, which lets the sign
// start a line on its own). The rule is the domain's, shared with the server's catalogues
// (packages/domain/src/french-typography.ts).

/** Every French catalogue: the namespaces and the wording overlays. */
const FRENCH = {
  ...import.meta.glob<Catalogue>('./locales/fr/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Catalogue>('./fr.*.json', { eager: true, import: 'default' }),
};

describe('French typography of the catalogues', () => {
  it('reads i18next placeholders as text', () => {
    expect(frenchSpacingMistakes('Motif\u00a0: {{reason}}')).toEqual([]);
    expect(frenchSpacingMistakes('{{count}} membres : voir')).toHaveLength(1);
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
