import { PERMISSION_GRID_VIEWS, type PermissionCell } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { changedRoles, gridValues, mayTurnOn, viewNameKey } from './permissionGrid.ts';

const row = (allowed: boolean): PermissionCell[] =>
  PERMISSION_GRID_VIEWS.map((v) => ({ ...v, allowed, superowner_allowed: false }));

describe('the permission grid of School settings', () => {
  it('holds each role’s row by id and names the roles whose row changed', () => {
    const saved = gridValues({
      roles: [
        { id: 12, permissions: row(true) },
        { id: 14, permissions: row(false) },
      ] as never,
    });
    expect(Object.keys(saved.rows)).toEqual(['r12', 'r14']);
    expect(changedRoles(saved, saved)).toEqual([]);
    const next = { rows: { ...saved.rows, r14: row(true) } };
    expect(changedRoles(saved, next)).toEqual([14]);
  });

  it('turns on only what the viewer holds (issue 31: nobody grants what they lack)', () => {
    const grantable = row(false).map((c) => (c.view === 'user_list' ? { ...c, allowed: true } : c));
    expect(mayTurnOn(grantable, { app: 'users', view: 'user_list' }, 'allowed')).toBe(true);
    expect(mayTurnOn(grantable, { app: 'users', view: 'user_list' }, 'superowner_allowed')).toBe(
      false,
    );
    expect(viewNameKey({ app: 'users', view: 'user_list' })).toBe(
      'schoolsettings_roles_view_users_user_list',
    );
  });
});
