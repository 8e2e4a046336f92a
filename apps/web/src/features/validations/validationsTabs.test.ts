import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import { ROLE } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  activeValidationsTab,
  tabCount,
  VALIDATIONS_TABS,
  visibleValidationsTabs,
} from './validationsTabs.ts';

const school = (validators: Record<string, number[]>): PermissionSchool => ({
  id: 1,
  roles: [ROLE.SchoolAdmin, ROLE.Alumni, ROLE.Staff].map((role) => ({
    role,
    enabled: true,
  })) as unknown as PermissionSchool['roles'],
  school_role_view_permission: [],
  userrole_validators: validators,
  flags: { show_inactive: false, has_public_pages: true },
});

const user = (role: number, roleId = 10, superUser = false): PermissionUser => ({
  id: 1,
  is_superuser: superUser,
  roles: [{ id: roleId, role, school: 1, is_active: true }],
});

describe('validations tabs (spec 1 §2, spec 2 §6 Validator scopes)', () => {
  it('school admins and super users see every tab', () => {
    expect(visibleValidationsTabs(user(ROLE.SchoolAdmin), school({}))).toEqual([
      ...VALIDATIONS_TABS,
    ]);
    expect(visibleValidationsTabs(user(ROLE.Alumni, 10, true), school({}))).toEqual([
      ...VALIDATIONS_TABS,
    ]);
  });

  it('a validator sees the tabs of their scopes', () => {
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '5': [10] }))).toEqual(['reports']);
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '1': [10], '3': [10] }))).toEqual([
      'articles',
      'roles',
    ]);
    expect(
      visibleValidationsTabs(user(ROLE.Staff), school({ '2': [10], '6': [10], '4': [10] })),
    ).toEqual(['events', 'jobs', 'validators']);
  });

  it('a member without a scope sees none', () => {
    expect(visibleValidationsTabs(user(ROLE.Alumni), school({ '5': [99] }))).toEqual([]);
  });

  it('opens the tab of the address when it is visible, else the first built one', () => {
    const all = [...VALIDATIONS_TABS];
    expect(activeValidationsTab('validators', all)).toBe('validators');
    expect(activeValidationsTab(null, all)).toBe('articles');
    expect(activeValidationsTab('validators', ['articles', 'reports'])).toBe('articles');
    expect(activeValidationsTab(null, ['events', 'reports'])).toBe('events');
    expect(activeValidationsTab(null, ['jobs', 'reports'])).toBe('jobs');
    expect(activeValidationsTab('nope', ['articles'])).toBe('articles');
    expect(activeValidationsTab('reports', [])).toBeNull();
  });

  it('each tab shows its type count; Validators none', () => {
    const counts = {
      jobad: 1,
      article: 2,
      userrole: 3,
      mentorship: 9,
      report: 4,
      event: 5,
      club: 6,
    };
    expect(tabCount('articles', counts)).toBe(2);
    expect(tabCount('events', counts)).toBe(5);
    expect(tabCount('jobs', counts)).toBe(1);
    expect(tabCount('reports', counts)).toBe(4);
    expect(tabCount('roles', counts)).toBe(3);
    expect(tabCount('validators', counts)).toBeNull();
    expect(tabCount('reports', null)).toBeNull();
  });
});
