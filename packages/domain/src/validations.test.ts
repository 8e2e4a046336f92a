import { describe, expect, it } from 'vitest';
import { VALIDATOR_SCOPE } from './roles.ts';
import { clampCounter, countsForScopes, VALIDATION_TYPES } from './validations.ts';

const counts = { jobad: 2, article: 3, userrole: 4, mentorship: 1, report: 5, event: 6, club: -2 };

describe('validation counters (spec 1 §3, §4; spec 2 §6 scopes)', () => {
  it('has the seven types jobad, article, userrole, mentorship, report, event, club', () => {
    expect(VALIDATION_TYPES).toEqual([
      'jobad',
      'article',
      'userrole',
      'mentorship',
      'report',
      'event',
      'club',
    ]);
  });

  it('shows a validator only the types of their scopes', () => {
    expect(countsForScopes(counts, [VALIDATOR_SCOPE.User, VALIDATOR_SCOPE.Report])).toEqual({
      jobad: 0,
      article: 0,
      userrole: 4,
      mentorship: 0,
      report: 5,
      event: 0,
      club: 0,
    });
  });

  it('never goes below 0', () => {
    expect(countsForScopes(counts, [VALIDATOR_SCOPE.Club]).club).toBe(0);
    expect(clampCounter(1, -3)).toBe(0);
    expect(clampCounter(1, 2)).toBe(3);
  });
});
