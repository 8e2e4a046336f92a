import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frenchSpacingMistakes } from '@alumni/domain';
import { describe, expect, it } from 'vitest';

// Issue 30: the demo's French texts (articles, events, posts, job ads…) follow the same
// typography as the catalogues, a no-break space before : ; ? ! and inside « ». English texts
// sit in the same files; a plain space before those signs is wrong in both languages, so that
// is what this walk refuses, with « » without their spaces, in every string of every seed file.

const here = path.dirname(fileURLToPath(import.meta.url));
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/** The seed's source files (not its tests) and the string literals each holds. */
function seedStrings(): Array<{ file: string; text: string }> {
  return readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(LITERAL)].map((match) => ({
        file,
        // A template's \${…} is code, not text: its ? and : are operators.
        text: (match[1] ?? (match[2] ?? '').replace(/\$\{[^}]*\}/g, '')).replace(/\\n/g, '\n'),
      })),
    );
}

describe('the seed’s demo texts', () => {
  it('put no plain space before : ; ? ! and no-break spaces inside « »', () => {
    const strings = seedStrings();
    // The walk reaches the demo's texts (a guard against a pattern that finds nothing).
    expect(strings.some(({ text }) => text.includes('Webinaire'))).toBe(true);
    const mistakes = strings.flatMap(({ file, text }) =>
      frenchSpacingMistakes(text)
        .filter((mistake) => !mistake.startsWith('no space before'))
        .map((mistake) => `${file}: ${mistake}`),
    );
    expect(mistakes).toEqual([]);
  });
});
