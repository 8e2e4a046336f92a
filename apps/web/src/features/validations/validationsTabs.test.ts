import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import { ROLE } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  activeValidationsTab,
  tabCount,
  VALIDATIONS_TABS,
  visibleValidationsTabs,
} from './validationsTabs.ts';

type TabsSchool = Parameters<typeof visibleValidationsTabs>[1];
type FeatureOn = TabsSchool['features'][number];

/** The publishing features, on unless `off` names them. */
const features = (off: string[] = []): FeatureOn[] =>
  (['blog', 'evenements', 'jobs', 'groups', 'mentorship'] as const).map(
    (path) => ({ enabled: !off.includes(path), feature: { path, reserved: true } }) as FeatureOn,
  );

const school = (
  validators: Record<string, number[]>,
  off: string[] = [],
  validateReport = true,
): TabsSchool => ({
  features: features(off),
  id: 1,
  roles: [ROLE.SchoolAdmin, ROLE.Alumni, ROLE.Staff].map((role) => ({
    role,
    enabled: true,
  })) as unknown as PermissionSchool['roles'],
  school_role_view_permission: [],
  userrole_validators: validators,
  flags: { show_inactive: false, has_public_pages: true, validate_report: validateReport },
});

const user = (role: number, roleId = 10, superUser = false): PermissionUser => ({
  id: 1,
  is_superuser: superUser,
  roles: [{ id: roleId, role, school: 1, is_active: true }],
});

describe('validations tabs (spec 1 §2, spec 2 §6 Validator scopes)', () => {
  it('super users see every tab', () => {
    expect(visibleValidationsTabs(user(ROLE.Alumni, 10, true), school({}))).toEqual([
      ...VALIDATIONS_TABS,
    ]);
  });

  it('a school admin sees the publication queues of their validator scopes only', () => {
    // Issue 30 item 2: the admin was shown an Articles tab whose list the server refuses to
    // anyone but Blog validators ("Une erreur est survenue").
    expect(visibleValidationsTabs(user(ROLE.SchoolAdmin), school({}))).toEqual([
      'reports',
      'roles',
      'validators',
    ]);
    expect(visibleValidationsTabs(user(ROLE.SchoolAdmin), school({ '3': [10] }))).toEqual([
      'articles',
      'reports',
      'roles',
      'validators',
    ]);
  });

  it('shows no queue of a switched-off feature, whose list answers 404', () => {
    expect(visibleValidationsTabs(user(ROLE.Alumni, 10, true), school({}, ['blog']))).toEqual([
      'events',
      'jobs',
      'clubs',
      'mentorship',
      'reports',
      'roles',
      'validators',
    ]);
  });

  it('offers Reports to Report validators only while the school validates reports', () => {
    // validate_report off (spec 1 §3): post reports are accepted on arrival; nothing waits
    // for the Report scope, and changing a report afterwards is the admins' (spec 1 §4).
    const notValidating = school({ '5': [10], '1': [10] }, [], false);
    expect(visibleValidationsTabs(user(ROLE.Staff), notValidating)).toEqual(['roles']);
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '5': [10] }, [], false))).toEqual([]);
    expect(visibleValidationsTabs(user(ROLE.SchoolAdmin), notValidating)).toContain('reports');
    expect(visibleValidationsTabs(user(ROLE.Alumni, 10, true), notValidating)).toContain('reports');
  });

  it('a validator sees the tabs of their scopes', () => {
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '5': [10] }))).toEqual(['reports']);
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '1': [10], '3': [10] }))).toEqual([
      'articles',
      'roles',
    ]);
    expect(
      visibleValidationsTabs(user(ROLE.Staff), school({ '2': [10], '6': [10], '4': [10] })),
    ).toEqual(['events', 'jobs', 'mentorship', 'validators']);
    // Issue 33 item 2: Club validators (scope 7) decide the groups awaiting validation.
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '7': [10] }))).toEqual(['clubs']);
    expect(
      visibleValidationsTabs(user(ROLE.Alumni, 10, true), school({}, ['groups'])),
    ).not.toContain('clubs');
  });

  it('offers Mentorship to the super validators while mentorship is on (issue 33 item 5)', () => {
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '4': [10] }))).toEqual([
      'mentorship',
      'validators',
    ]);
    expect(visibleValidationsTabs(user(ROLE.Staff), school({ '4': [10] }, ['mentorship']))).toEqual(
      ['validators'],
    );
    expect(visibleValidationsTabs(user(ROLE.SchoolAdmin), school({}))).not.toContain('mentorship');
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
    expect(tabCount('clubs', counts)).toBe(6);
    expect(tabCount('mentorship', counts)).toBe(9);
    expect(tabCount('reports', counts)).toBe(4);
    expect(tabCount('roles', counts)).toBe(3);
    expect(tabCount('validators', counts)).toBeNull();
    expect(tabCount('reports', null)).toBeNull();
  });
});
