import type { Degree } from '@alumni/domain';
import { searchTerms } from '@alumni/domain';

/** Every word of a text, accent-free and lowercase (searchTerms keeps only five). */
const allWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A degree's words as a search compares them: name, subsection and section. */
const wordsOf = (degree: Pick<Degree, 'name' | 'section' | 'subsection'>) =>
  allWords([degree.name, degree.subsection ?? '', degree.section ?? ''].join(' '));

/**
 * Whether `degree` matches a search of the degree list: every word of the search starts a
 * word of its name, subsection or section, ignoring accents and case ("ing info" finds
 * "Diplôme d'Ingénieur Informatique"). An empty search matches everything.
 */
export function degreeMatches(
  degree: Pick<Degree, 'name' | 'section' | 'subsection'>,
  search: string,
): boolean {
  const wanted = searchTerms(search);
  if (!wanted.length) return true;
  const words = wordsOf(degree);
  return wanted.every((term) => words.some((word) => word.startsWith(term)));
}
