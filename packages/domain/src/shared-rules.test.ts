import { describe, expect, it } from 'vitest';
import { canAssignValidators, canValidateUsers } from './permissions.ts';
import { isMemberMapEnabled } from './school.ts';

const school = (validators: Record<string, number[]> = {}) => ({
  id: 1,
  roles: [2, 4, 6].map((role) => ({
    id: role,
    role,
    enabled: true,
    enable_free_reg: false,
    color: null,
    names: { fr: '', en: '' },
    active: true,
    shown_in_directory: true,
  })),
  school_role_view_permission: [],
  userrole_validators: validators,
  flags: { show_inactive: false, has_public_pages: false },
});
const user = (role: number, roleId = 10) => ({
  id: 5,
  is_superuser: false,
  roles: [{ id: roleId, role, school: 1, is_active: true }],
});

describe('canValidateUsers (spec 2 §6: school admins and validators of scope 1 User)', () => {
  it('allows a school admin and a User-scope validator', () => {
    expect(canValidateUsers(user(2), school())).toBe(true);
    expect(canValidateUsers(user(6, 11), school({ '1': [11] }))).toBe(true);
  });

  it('refuses a member, and a validator of another scope (5 Report)', () => {
    expect(canValidateUsers(user(4), school())).toBe(false);
    expect(canValidateUsers(user(6, 11), school({ '5': [11] }))).toBe(false);
  });
});

describe('canAssignValidators (spec 2 §6: super validators assign validation permissions)', () => {
  it('allows a SuperValidator (scope 4), a school admin and a super user', () => {
    expect(canAssignValidators(user(6, 11), school({ '4': [11] }))).toBe(true);
    expect(canAssignValidators(user(2), school())).toBe(true);
    expect(canAssignValidators({ id: 1, is_superuser: true, roles: [] }, school())).toBe(true);
  });

  it('refuses a member and a validator of another scope', () => {
    expect(canAssignValidators(user(4), school())).toBe(false);
    expect(canAssignValidators(user(6, 11), school({ '5': [11], '1': [11] }))).toBe(false);
  });
});

describe('isMemberMapEnabled (spec 1 §3 map_details and user map flag)', () => {
  it('needs both the map settings and the user map flag', () => {
    expect(isMemberMapEnabled({ map_details: { enabled: true }, flags: { user_map: true } })).toBe(
      true,
    );
    expect(isMemberMapEnabled({ map_details: { enabled: false }, flags: { user_map: true } })).toBe(
      false,
    );
    expect(isMemberMapEnabled({ map_details: { enabled: true }, flags: { user_map: false } })).toBe(
      false,
    );
  });
});
