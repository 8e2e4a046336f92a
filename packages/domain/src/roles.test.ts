import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_COLOR,
  IMPORT_ROLE_CODES,
  isRoleCode,
  isValidatorScope,
  ROLE,
  roleDisplayColor,
  VALIDATOR_SCOPE,
  VALIDATOR_SCOPES,
} from './roles.ts';

describe('role codes (spec 2 §6)', () => {
  it('numbers SuperUser 1 to Prospect 8', () => {
    expect(ROLE.SuperUser).toBe(1);
    expect(ROLE.SchoolAdmin).toBe(2);
    expect(ROLE.Prospect).toBe(8);
  });

  it('accepts 1 to 8', () => {
    for (const code of [1, 2, 3, 4, 5, 6, 7, 8]) expect(isRoleCode(code)).toBe(true);
  });

  it('rejects 0, 9, fractions and numeric strings', () => {
    for (const value of [0, 9, 2.5, '2', null, undefined]) expect(isRoleCode(value)).toBe(false);
  });

  it('imports codes 2 to 8 but not the super user 1', () => {
    expect(IMPORT_ROLE_CODES).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(IMPORT_ROLE_CODES).not.toContain(ROLE.SuperUser);
  });
});

describe('validator scopes (spec 2 §6)', () => {
  it('lists the 7 scopes User 1 to Club 7', () => {
    expect(VALIDATOR_SCOPES).toEqual(Object.values(VALIDATOR_SCOPE));
    expect(VALIDATOR_SCOPE.SuperValidator).toBe(4);
    expect(VALIDATOR_SCOPE.Club).toBe(7);
  });

  it('accepts 1 to 7 and rejects 0 and 8', () => {
    expect(isValidatorScope(1)).toBe(true);
    expect(isValidatorScope(7)).toBe(true);
    expect(isValidatorScope(0)).toBe(false);
    expect(isValidatorScope(8)).toBe(false);
  });
});

describe('roleDisplayColor (spec 2 §6 display colour precedence)', () => {
  it('prefers admin 2 over teacher 5 over alumni 4 over student 3', () => {
    const roles = [
      { role: ROLE.Student, color: '#333333' },
      { role: ROLE.Alumni, color: '#444444' },
      { role: ROLE.Teacher, color: '#555555' },
      { role: ROLE.SchoolAdmin, color: '#222222' },
    ];
    expect(roleDisplayColor(roles)).toBe('#222222');
    expect(roleDisplayColor(roles.slice(0, 3))).toBe('#555555');
    expect(roleDisplayColor(roles.slice(0, 2))).toBe('#444444');
  });

  it('prefers staff 6 over external 7 over prospect 8', () => {
    expect(
      roleDisplayColor([
        { role: ROLE.Prospect, color: '#888888' },
        { role: ROLE.External, color: '#777777' },
        { role: ROLE.Staff, color: '#666666' },
      ]),
    ).toBe('#666666');
  });

  it('skips a higher role that has no colour', () => {
    expect(
      roleDisplayColor([
        { role: ROLE.SchoolAdmin, color: null },
        { role: ROLE.Alumni, color: '#ABC' },
      ]),
    ).toBe('#aabbcc');
  });

  it('falls back to grey #dbdbdb without any coloured role', () => {
    expect(roleDisplayColor([])).toBe(DEFAULT_ROLE_COLOR);
    expect(roleDisplayColor([{ role: ROLE.Alumni, color: null }])).toBe('#dbdbdb');
    expect(roleDisplayColor([{ role: ROLE.Alumni, color: 'not a colour' }])).toBe('#dbdbdb');
    expect(roleDisplayColor([{ role: ROLE.SuperUser, color: '#123456' }])).toBe('#dbdbdb');
  });
});
