import { describe, expect, it } from 'vitest';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { ROLE, VALIDATOR_SCOPE } from './roles.ts';
import {
  clampCounter,
  countsForScopes,
  VALIDATION_TYPES,
  validatesPublications,
} from './validations.ts';

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

describe('validatesPublications (spec 2 §6 "Validators approve or refuse items of their type")', () => {
  const school = (validators: Record<string, number[]>): PermissionSchool => ({
    id: 1,
    roles: [ROLE.SchoolAdmin, ROLE.Staff].map((role) => ({
      role,
      enabled: true,
    })) as unknown as PermissionSchool['roles'],
    school_role_view_permission: [],
    userrole_validators: validators,
    flags: { show_inactive: false, has_public_pages: true },
  });
  const user = (role: number, superUser = false): PermissionUser => ({
    id: 1,
    is_superuser: superUser,
    roles: [{ id: 10, role, school: 1, is_active: true }],
  });

  it('is the validators of the type’s scope: Blog, Evenement, Jobs', () => {
    const blog = school({ [VALIDATOR_SCOPE.Blog]: [10] });
    expect(validatesPublications(user(ROLE.Staff), blog, 'article')).toBe(true);
    expect(validatesPublications(user(ROLE.Staff), blog, 'event')).toBe(false);
    const events = school({ [VALIDATOR_SCOPE.Evenement]: [10] });
    expect(validatesPublications(user(ROLE.Staff), events, 'event')).toBe(true);
    const jobs = school({ [VALIDATOR_SCOPE.Jobs]: [10] });
    expect(validatesPublications(user(ROLE.Staff), jobs, 'jobad')).toBe(true);
    expect(validatesPublications(user(ROLE.Staff), jobs, 'article')).toBe(false);
  });

  it('is every queue for a super user, none for a school admin without the scope', () => {
    // Issue 30 item 2: one rule for the server's pending lists and the centre's tabs.
    for (const type of ['article', 'event', 'jobad'] as const) {
      expect(validatesPublications(user(ROLE.Staff, true), school({}), type)).toBe(true);
      expect(validatesPublications(user(ROLE.SchoolAdmin), school({}), type)).toBe(false);
    }
  });
});
