import { describe, expect, it } from 'vitest';
import { PERMISSION_VIEWS } from './permission-views.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import {
  disablesAdminRole,
  enableRefusal,
  grantableCells,
  grantRefusal,
  holdsOwnerRight,
  leavesSchoolWithoutAdmin,
  PERMISSION_GRID_VIEWS,
  type PermissionCell,
  permissionRowOf,
  permissionRowSchema,
  ROLE_NAME_MAX,
  roleGrantRefusal,
  rolePatchIssues,
  roleSettingsPatchSchema,
  scopeGrantRefusal,
  ungrantedCells,
  unheldValidatorScopes,
} from './role-settings.ts';
import { ROLE_SETTINGS_MESSAGES } from './role-settings-messages.ts';
import { ROLE } from './roles.ts';
import type { RoleViewPermission, SchoolRole } from './school.ts';
import { inLocale } from './test-locale.ts';

// Issue 31 item 1 on spec 2 §6 Roles and permissions: schools rename roles, hide them, open
// them to free registration and edit the grid per app and view; nobody grants what they do
// not hold, nobody leaves a school without an admin, only super users make super users.

const SCHOOL = 1;
const { userList, statsList, blogList } = PERMISSION_VIEWS;

const role = (code: number, enabled = true): SchoolRole => ({
  id: 100 + code,
  role: code,
  enabled,
  enable_free_reg: false,
  color: null,
  names: { fr: `Rôle ${code}`, en: `Role ${code}` },
  active: true,
  shown_in_directory: true,
});

/** A school whose grid lists `grid` (code → views allowed, owner rights on `own`). */
function school(
  grid: Record<number, { allowed?: string[]; own?: string[] }>,
  opts: { disabled?: number[]; validators?: Record<string, number[]> } = {},
): PermissionSchool {
  const permissions: RoleViewPermission[] = [];
  for (const [code, cells] of Object.entries(grid)) {
    for (const view of PERMISSION_GRID_VIEWS) {
      const name = `${view.app}/${view.view}`;
      permissions.push({
        ...view,
        school_role: Number(code),
        allowed: cells.allowed?.includes(name) ?? false,
        superowner_allowed: cells.own?.includes(name) ?? false,
      });
    }
  }
  return {
    id: SCHOOL,
    roles: [2, 3, 4, 5, 6, 7, 8].map((code) => role(code, !opts.disabled?.includes(code))),
    school_role_view_permission: permissions,
    userrole_validators: opts.validators ?? {},
    flags: { show_inactive: false, has_public_pages: false },
  };
}

const user = (codes: number[], superUser = false): PermissionUser => ({
  id: 9,
  is_superuser: superUser,
  roles: codes.map((code) => ({ id: 50 + code, role: code, school: SCHOOL, is_active: true })),
});

const row = (on: Record<string, Partial<PermissionCell>> = {}): PermissionCell[] =>
  PERMISSION_GRID_VIEWS.map((view) => ({
    ...view,
    allowed: false,
    superowner_allowed: false,
    ...on[`${view.app}/${view.view}`],
  }));

describe('roleSettingsPatchSchema (spec 1 §3 School role; §5 General)', () => {
  const en = inLocale(roleSettingsPatchSchema, 'en');
  const issues = (value: unknown) =>
    en.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes each setting alone and changes only what it names', () => {
    expect(roleSettingsPatchSchema.parse({})).toEqual({});
    expect(roleSettingsPatchSchema.parse({ shown_in_directory: false })).toEqual({
      shown_in_directory: false,
    });
    expect(
      roleSettingsPatchSchema.parse({ names: { fr: ' Enseignants ', en: '' }, enabled: true }),
    ).toEqual({ names: { fr: 'Enseignants', en: '' }, enabled: true });
  });

  it('needs a name in one language at least ("at least one non-empty translation")', () => {
    expect(issues({ names: { fr: ' ', en: '' } })).toEqual([
      ['names', ROLE_SETTINGS_MESSAGES.en.nameRequired],
    ]);
    expect(issues({ names: { fr: 'x'.repeat(ROLE_NAME_MAX + 1), en: 'Teachers' } })).toEqual([
      ['names.fr', `This field must not exceed ${ROLE_NAME_MAX} characters`],
    ]);
    expect(issues({ names: 'Teachers' })).toHaveLength(1);
  });

  it('reads a colour of 3 or 6 hex digits as #rrggbb; empty or null is no colour', () => {
    expect(roleSettingsPatchSchema.parse({ color: 'ABC' }).color).toBe('#aabbcc');
    expect(roleSettingsPatchSchema.parse({ color: '#2F9E44' }).color).toBe('#2f9e44');
    expect(roleSettingsPatchSchema.parse({ color: '' }).color).toBeNull();
    expect(roleSettingsPatchSchema.parse({ color: null }).color).toBeNull();
    expect(issues({ color: 'green' })).toEqual([['color', 'Invalid value']]);
    expect(issues({ enabled: 'yes' })).toEqual([['enabled', 'Invalid value']]);
  });
});

describe('permissionRowSchema (a role’s whole row of the grid)', () => {
  const en = inLocale(permissionRowSchema, 'en');
  const issues = (value: unknown) =>
    en.safeParse(value).error?.issues.map((i) => i.path.join('.')) ?? [];

  it('takes every view of the grid once', () => {
    expect(PERMISSION_GRID_VIEWS).toHaveLength(11);
    expect(permissionRowSchema.parse({ permissions: row() }).permissions).toHaveLength(11);
  });

  it('refuses a view outside the grid, one named twice, and a row that leaves some out', () => {
    const unknown = row();
    unknown[3] = { app: 'admin', view: 'everything', allowed: true, superowner_allowed: true };
    expect(issues({ permissions: unknown })).toEqual(['permissions.3.view', 'permissions']);
    const twice = row();
    twice[1] = { ...(twice[0] as PermissionCell) };
    expect(issues({ permissions: twice })).toEqual(['permissions.1.view', 'permissions']);
    const short = en.safeParse({ permissions: row().slice(1) });
    expect(short.error?.issues[0]?.message).toBe(
      'This row of the grid leaves out some views: users/user_list.',
    );
    expect(issues({ permissions: [...row(), row()[0]] })).toEqual(['permissions']);
  });
});

describe('escalation: nobody grants a permission they do not hold (issue 31)', () => {
  // The admin role may use the directory and the blog, owns blog items, and not statistics.
  const grid = school({
    [ROLE.SchoolAdmin]: { allowed: ['users/user_list', 'blog/blog_list'], own: ['blog/blog_list'] },
    [ROLE.Alumni]: { allowed: ['users/user_list'] },
    [ROLE.Staff]: { allowed: ['stats/stats_list'] },
  });
  const admin = user([ROLE.SchoolAdmin]);

  it('lists what the caller may switch on: their own rights, everything for a super user', () => {
    const mine = grantableCells(admin, grid);
    expect(mine.filter((c) => c.allowed).map((c) => c.view)).toEqual(['user_list', 'blog_list']);
    expect(mine.filter((c) => c.superowner_allowed).map((c) => c.view)).toEqual(['blog_list']);
    expect(holdsOwnerRight(admin, grid, userList)).toBe(false);
    expect(grantableCells(user([], true), grid).every((c) => c.allowed && c.superowner_allowed));
  });

  it('refuses switching on, for another role or their own, what the caller lacks', () => {
    const alumni = permissionRowOf(grid, ROLE.Alumni);
    const stats = row({
      'users/user_list': { allowed: true },
      'stats/stats_list': { allowed: true },
    });
    expect(ungrantedCells(admin, grid, alumni, stats)).toEqual([
      { view: statsList, field: 'allowed' },
    ]);
    const own = permissionRowOf(grid, ROLE.SchoolAdmin);
    const ownUsers = own.map((c) =>
      c.view === 'user_list' ? { ...c, superowner_allowed: true } : c,
    );
    expect(ungrantedCells(admin, grid, own, ownUsers)).toEqual([
      { view: userList, field: 'superowner_allowed' },
    ]);
    expect(grantRefusal(ungrantedCells(admin, grid, alumni, stats))).toBe(
      '$msg:roles.grantNotHeld?views=stats%2Fstats_list',
    );
  });

  it('lets the caller grant what they hold, switch anything off, and keep cells as they are', () => {
    const alumni = permissionRowOf(grid, ROLE.Alumni);
    const blog = row({
      'users/user_list': { allowed: true },
      'blog/blog_list': { allowed: true, superowner_allowed: true },
    });
    expect(ungrantedCells(admin, grid, alumni, blog)).toEqual([]);
    const staff = permissionRowOf(grid, ROLE.Staff);
    expect(ungrantedCells(admin, grid, staff, row())).toEqual([]);
    expect(ungrantedCells(admin, grid, staff, staff)).toEqual([]);
    expect(grantRefusal([])).toBeNull();
  });

  it('counts only roles that count: a disabled role of the caller gives them nothing', () => {
    const withStaff = user([ROLE.SchoolAdmin, ROLE.Staff]);
    const stats = row({ 'stats/stats_list': { allowed: true } });
    expect(ungrantedCells(withStaff, grid, row(), stats)).toEqual([]);
    const staffOff = school(
      { [ROLE.SchoolAdmin]: {}, [ROLE.Staff]: { allowed: ['stats/stats_list'] } },
      { disabled: [ROLE.Staff] },
    );
    expect(ungrantedCells(withStaff, staffOff, row(), stats)).toHaveLength(1);
  });

  it('judges switching a role on as granting its whole row', () => {
    const staffOff = school(
      {
        [ROLE.SchoolAdmin]: { allowed: ['users/user_list'] },
        [ROLE.Staff]: { allowed: ['stats/stats_list', 'users/user_list'] },
      },
      { disabled: [ROLE.Staff] },
    );
    expect(enableRefusal(admin, staffOff, ROLE.Staff, { enabled: true })).toBe(
      '$msg:roles.enableNotHeld?views=stats%2Fstats_list',
    );
    expect(enableRefusal(user([], true), staffOff, ROLE.Staff, { enabled: true })).toBeNull();
    // Switching off, or a role already on, grants nothing new.
    expect(enableRefusal(admin, staffOff, ROLE.Staff, { enabled: false })).toBeNull();
    expect(enableRefusal(admin, grid, ROLE.Staff, { enabled: true })).toBeNull();
  });
});

describe('the school keeps an active admin (issue 31: "nobody removes the last active admin")', () => {
  it('never switches the admin role (code 2) off, and never opens it to registration', () => {
    expect(disablesAdminRole(ROLE.SchoolAdmin, { enabled: false })).toBe(true);
    expect(disablesAdminRole(ROLE.SchoolAdmin, { enabled: true })).toBe(false);
    expect(disablesAdminRole(ROLE.Alumni, { enabled: false })).toBe(false);
    expect(rolePatchIssues(ROLE.SchoolAdmin, { enable_free_reg: true })).toEqual({
      enable_free_reg: ['$msg:roles.adminNotRegistrable'],
    });
    expect(rolePatchIssues(ROLE.Alumni, { enable_free_reg: true })).toEqual({});
  });

  it('refuses a change that leaves no active admin role', () => {
    expect(leavesSchoolWithoutAdmin(0)).toBe(true);
    expect(leavesSchoolWithoutAdmin(1)).toBe(false);
  });
});

describe('super users and admins are made by their peers only (spec 2 §6 Role codes)', () => {
  const grid = school({});
  it('lets only a super user give role code 1 (or is_superuser)', () => {
    expect(roleGrantRefusal(user([ROLE.SchoolAdmin]), grid, ROLE.SuperUser)).toBe(
      '$msg:roles.superUserOnly',
    );
    expect(roleGrantRefusal(user([], true), grid, ROLE.SuperUser)).toBeNull();
    expect(ROLE_SETTINGS_MESSAGES.fr.superUserOnly).toBe(
      'Seul un super-utilisateur peut faire de quelqu’un un super-utilisateur.',
    );
  });

  it('lets school admins give the other codes, and nobody else', () => {
    expect(roleGrantRefusal(user([ROLE.SchoolAdmin]), grid, ROLE.SchoolAdmin)).toBeNull();
    expect(roleGrantRefusal(user([ROLE.SchoolAdmin]), grid, ROLE.Alumni)).toBeNull();
    expect(roleGrantRefusal(user([ROLE.Staff]), grid, ROLE.SchoolAdmin)).toBe(
      '$msg:roles.adminOnly',
    );
  });
});

describe('super validators assign only the scopes they hold (spec 2 §6 Validator scopes)', () => {
  // Role 56 (staff) validates scope 4 SuperValidator and 2 Jobs.
  const grid = school({}, { validators: { '4': [56], '2': [56] } });
  const superValidator = user([ROLE.Staff]);

  it('refuses adding a scope the super validator lacks, and names it', () => {
    expect(unheldValidatorScopes(superValidator, grid, [], [2, 4, 1, 7])).toEqual([1, 7]);
    expect(scopeGrantRefusal([1, 7])).toBe('$msg:roles.scopesNotHeld?scopes=1%2C%207');
    expect(scopeGrantRefusal([])).toBeNull();
  });

  it('lets them give what they hold, keep or remove what is there; admins give any', () => {
    expect(unheldValidatorScopes(superValidator, grid, [1], [1, 2])).toEqual([]);
    expect(unheldValidatorScopes(superValidator, grid, [1, 5], [])).toEqual([]);
    expect(unheldValidatorScopes(user([ROLE.SchoolAdmin]), grid, [], [1, 7])).toEqual([]);
    expect(blogList.app).toBe('blog');
  });
});
