import { describe, expect, it } from 'vitest';
import { degreeMatches } from './degreeSearch.ts';

const degree = {
  name: "Diplôme d'Ingénieur Informatique",
  subsection: 'Formation initiale',
  section: 'École d’Ingénieurs',
};

describe('the degree list search (issue 12 item 8)', () => {
  it('matches word prefixes of name, subsection and section, without accents or case', () => {
    expect(degreeMatches(degree, '')).toBe(true);
    expect(degreeMatches(degree, 'ing info')).toBe(true);
    expect(degreeMatches(degree, 'DIPLOME')).toBe(true);
    expect(degreeMatches(degree, 'formation ecole')).toBe(true);
    expect(degreeMatches(degree, 'master')).toBe(false);
    expect(degreeMatches(degree, 'nieur')).toBe(false);
    expect(degreeMatches({ name: 'MBA', subsection: null, section: null }, 'mba')).toBe(true);
  });
});
