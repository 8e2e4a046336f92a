import { describe, expect, it } from 'vitest';
import type { FeaturePath } from './features.ts';
import type { PermissionView } from './permission-views.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import type { PermissionSchool, PermissionUser, PermissionUserRole } from './permissions.ts';
import {
  activeRoles,
  canSeeValidationCounts,
  featureVisibleTo,
  hasPermission,
  hasRoleInSchool,
  isOwnerAllowed,
  isSchoolAdmin,
  isSuperUser,
  isValidator,
  menuVisibility,
  offeredRoles,
  requestableRoles,
  userDisplayColor,
  validatorScopes,
} from './permissions.ts';
import { DEFAULT_ROLE_COLOR, ROLE } from './roles.ts';
import type { FeatureEntry, RoleViewPermission, SchoolRole } from './school.ts';

// Two schools: A is where every call is made unless a case says otherwise.
const A = 1;
const B = 2;

function schoolRole(code: number, overrides: Partial<SchoolRole> = {}): SchoolRole {
  return {
    id: 100 + code,
    role: code,
    enabled: true,
    enable_free_reg: true,
    color: null,
    names: { fr: `Rôle ${code}`, en: `Role ${code}` },
    active: true,
    shown_in_directory: true,
    ...overrides,
  };
}

function allow(
  code: number,
  view: PermissionView,
  overrides: Partial<RoleViewPermission> = {},
): RoleViewPermission {
  return { ...view, school_role: code, allowed: true, superowner_allowed: false, ...overrides };
}

interface SchoolOverrides {
  id?: number;
  roles?: SchoolRole[];
  permissions?: RoleViewPermission[];
  validators?: Record<string, number[]>;
  showInactive?: boolean;
  publicPages?: boolean;
}

function school(o: SchoolOverrides = {}): PermissionSchool {
  return {
    id: o.id ?? A,
    roles: o.roles ?? [2, 3, 4, 5, 6, 7, 8].map((code) => schoolRole(code)),
    school_role_view_permission: o.permissions ?? [],
    userrole_validators: o.validators ?? {},
    flags: { show_inactive: o.showInactive ?? false, has_public_pages: o.publicPages ?? false },
  };
}

/** Colours per role code, to read the display precedence off the result. */
const COLORS: Record<number, string> = {
  2: '#200000',
  3: '#300000',
  4: '#400000',
  5: '#500000',
  6: '#600000',
  7: '#700000',
  8: '#800000',
};
const colored = school({
  roles: [2, 3, 4, 5, 6, 7, 8].map((code) => schoolRole(code, { color: COLORS[code] ?? null })),
});

let nextRoleId = 1000;
function role(code: number, overrides: Partial<PermissionUserRole> = {}): PermissionUserRole {
  return { id: nextRoleId++, role: code, school: A, is_active: true, ...overrides };
}

function user(roles: PermissionUserRole[], overrides: Partial<PermissionUser> = {}) {
  return { id: 1, is_superuser: false, roles, ...overrides } satisfies PermissionUser;
}

let nextFeatureId = 1;
function feature(
  path: FeaturePath,
  o: { enabled?: boolean; reserved?: boolean } = {},
): FeatureEntry {
  const id = nextFeatureId++;
  return {
    id,
    feature: { path, reserved: o.reserved ?? false },
    enabled: o.enabled ?? true,
    order: id,
    priorityOrder: id,
    icon: null,
    priority: 1,
    url_redirect: null,
    slug: null,
    translations: [],
  };
}

const superUser = user([], { id: 99, is_superuser: true });
const alumniRole = role(ROLE.Alumni, { id: 41 });
const alumni = user([alumniRole]);
const adminOfA = user([role(ROLE.SchoolAdmin, { id: 21 })]);
const memberOfB = user([role(ROLE.Alumni, { id: 42, school: B })]);
const inactiveAlumni = user([role(ROLE.Alumni, { id: 43, is_active: false })]);
const student = user([role(ROLE.Student, { id: 31 })]);

const feedForAlumni = school({ permissions: [allow(ROLE.Alumni, PERMISSION_VIEWS.feedList)] });
const validators = (scopes: number[], roleId: number) =>
  Object.fromEntries(scopes.map((scope) => [String(scope), [roleId]]));
const adminValidator = user([role(ROLE.SchoolAdmin, { id: 22 })]);
const validatorSchool = school({ validators: { ...validators([1, 2, 3, 4, 5, 6, 7], 22) } });

type Call = (user: PermissionUser | null, school: PermissionSchool) => unknown;
/** Wraps a call that needs a signed-in user, so a case cannot silently pass null. */
const signed =
  (fn: (user: PermissionUser, school: PermissionSchool) => unknown): Call =>
  (u, s) => {
    if (!u) throw new Error('this case needs a signed-in user');
    return fn(u, s);
  };
const menu =
  (entry: keyof ReturnType<typeof menuVisibility>): Call =>
  (u, s) =>
    menuVisibility(u, s)[entry];
const permission = (view: PermissionView) => signed((u, s) => hasPermission(u, s, view));
const ids = signed((u, s) => activeRoles(u, s).map((r) => r.id));
const sees =
  (entry: FeatureEntry): Call =>
  (u, s) =>
    featureVisibleTo(entry, u, s);
const color = signed(userDisplayColor);

interface Case {
  rule: string;
  name: string;
  user: PermissionUser | null;
  school: PermissionSchool;
  call: Call;
  expected: unknown;
}

// biome-ignore format: one case per line keeps the table readable as a table.
const cases: Case[] = [
  // Super user (spec 2 §6: always allowed, global, added as an active role 1).
  { rule: 'isSuperUser', name: 'flagged user', user: superUser, school: school(), call: signed(isSuperUser), expected: true },
  { rule: 'isSuperUser', name: 'admin is not', user: adminOfA, school: school(), call: signed(isSuperUser), expected: false },
  { rule: 'activeRoles', name: 'super user gets synthetic active role 1', user: superUser, school: school(), call: signed(activeRoles), expected: [{ id: 0, role: 1, school: A, is_active: true }] },
  { rule: 'activeRoles', name: 'super user keeps only this school’s other roles after role 1', user: user([role(4, { id: 51 }), role(4, { id: 52, school: B })], { is_superuser: true }), school: school(), call: ids, expected: [0, 51] },
  // Only the current school's roles.
  { rule: 'activeRoles', name: 'roles of another school are ignored', user: user([role(4, { id: 53 }), role(3, { id: 54, school: B })]), school: school(), call: ids, expected: [53] },
  { rule: 'activeRoles', name: 'disabled school role is ignored', user: student, school: school({ roles: [schoolRole(3, { enabled: false })] }), call: ids, expected: [] },
  { rule: 'activeRoles', name: 'inactive role ignored when show_inactive is off', user: inactiveAlumni, school: school(), call: ids, expected: [] },
  { rule: 'activeRoles', name: 'inactive role counted when show_inactive is on', user: inactiveAlumni, school: school({ showInactive: true }), call: ids, expected: [43] },
  { rule: 'hasRoleInSchool', name: 'member of this school', user: alumni, school: school(), call: signed(hasRoleInSchool), expected: true },
  { rule: 'hasRoleInSchool', name: 'member of another school only', user: memberOfB, school: school(), call: signed(hasRoleInSchool), expected: false },
  { rule: 'hasRoleInSchool', name: 'super user without any role', user: superUser, school: school(), call: signed(hasRoleInSchool), expected: true },
  // School admin per school.
  { rule: 'isSchoolAdmin', name: 'admin of A in A', user: adminOfA, school: school(), call: signed(isSchoolAdmin), expected: true },
  { rule: 'isSchoolAdmin', name: 'admin of A is not admin of B', user: adminOfA, school: school({ id: B }), call: signed(isSchoolAdmin), expected: false },
  { rule: 'isSchoolAdmin', name: 'super user', user: superUser, school: school({ id: B }), call: signed(isSchoolAdmin), expected: true },
  { rule: 'isSchoolAdmin', name: 'alumni is not', user: alumni, school: school(), call: signed(isSchoolAdmin), expected: false },
  { rule: 'isSchoolAdmin', name: 'inactive admin without show_inactive', user: user([role(2, { is_active: false })]), school: school(), call: signed(isSchoolAdmin), expected: false },
  { rule: 'isSchoolAdmin', name: 'inactive admin even with show_inactive', user: user([role(2, { is_active: false })]), school: school({ showInactive: true }), call: signed(isSchoolAdmin), expected: false },
  // Permission grid (app + view + role code + allowed).
  { rule: 'hasPermission', name: 'super user without grid entry', user: superUser, school: school(), call: permission(PERMISSION_VIEWS.statsList), expected: true },
  { rule: 'hasPermission', name: 'allowed entry for the role', user: alumni, school: feedForAlumni, call: permission(PERMISSION_VIEWS.feedList), expected: true },
  { rule: 'hasPermission', name: 'entry with allowed false', user: alumni, school: school({ permissions: [allow(4, PERMISSION_VIEWS.feedList, { allowed: false })] }), call: permission(PERMISSION_VIEWS.feedList), expected: false },
  { rule: 'hasPermission', name: 'entry for another view', user: alumni, school: feedForAlumni, call: permission(PERMISSION_VIEWS.jobsList), expected: false },
  { rule: 'hasPermission', name: 'entry for another role code', user: student, school: feedForAlumni, call: permission(PERMISSION_VIEWS.feedList), expected: false },
  { rule: 'hasPermission', name: 'role held in another school', user: memberOfB, school: feedForAlumni, call: permission(PERMISSION_VIEWS.feedList), expected: false },
  { rule: 'hasPermission', name: 'any active role may grant it', user: user([role(3), role(4)]), school: feedForAlumni, call: permission(PERMISSION_VIEWS.feedList), expected: true },
  { rule: 'hasPermission', name: 'disabled role ignored', user: alumni, school: school({ roles: [schoolRole(4, { enabled: false })], permissions: [allow(4, PERMISSION_VIEWS.feedList)] }), call: permission(PERMISSION_VIEWS.feedList), expected: false },
  { rule: 'hasPermission', name: 'inactive role ignored without show_inactive', user: inactiveAlumni, school: feedForAlumni, call: permission(PERMISSION_VIEWS.feedList), expected: false },
  { rule: 'hasPermission', name: 'inactive role counts with show_inactive', user: inactiveAlumni, school: school({ showInactive: true, permissions: [allow(4, PERMISSION_VIEWS.feedList)] }), call: permission(PERMISSION_VIEWS.feedList), expected: true },
  // Owner check: owner, super user, superowner_allowed; anyone else denied.
  { rule: 'isOwnerAllowed', name: 'owner of the item', user: user([], { id: 7 }), school: school(), call: signed((u, s) => isOwnerAllowed(u, s, 7, PERMISSION_VIEWS.blogList)), expected: true },
  { rule: 'isOwnerAllowed', name: 'super user', user: superUser, school: school(), call: signed((u, s) => isOwnerAllowed(u, s, 7, PERMISSION_VIEWS.blogList)), expected: true },
  { rule: 'isOwnerAllowed', name: 'role with superowner_allowed', user: adminOfA, school: school({ permissions: [allow(2, PERMISSION_VIEWS.blogList, { superowner_allowed: true })] }), call: signed((u, s) => isOwnerAllowed(u, s, 7, PERMISSION_VIEWS.blogList)), expected: true },
  { rule: 'isOwnerAllowed', name: 'allowed but not superowner, not owner', user: alumni, school: school({ permissions: [allow(4, PERMISSION_VIEWS.blogList)] }), call: signed((u, s) => isOwnerAllowed(u, s, 7, PERMISSION_VIEWS.blogList)), expected: false },
  { rule: 'isOwnerAllowed', name: 'superowner on another view', user: adminOfA, school: school({ permissions: [allow(2, PERMISSION_VIEWS.jobsList, { superowner_allowed: true })] }), call: signed((u, s) => isOwnerAllowed(u, s, 7, PERMISSION_VIEWS.blogList)), expected: false },
  // Validator scopes 1–7 via userrole_validators.
  { rule: 'validatorScopes', name: 'all seven scopes by role id', user: adminValidator, school: validatorSchool, call: signed(validatorScopes), expected: [1, 2, 3, 4, 5, 6, 7] },
  { rule: 'validatorScopes', name: 'jobs and evenement only', user: alumni, school: school({ validators: validators([2, 6], 41) }), call: signed(validatorScopes), expected: [2, 6] },
  { rule: 'validatorScopes', name: 'super user has all seven', user: superUser, school: school(), call: signed(validatorScopes), expected: [1, 2, 3, 4, 5, 6, 7] },
  { rule: 'validatorScopes', name: 'role id of another school', user: memberOfB, school: school({ validators: validators([1], 42) }), call: signed(validatorScopes), expected: [] },
  { rule: 'validatorScopes', name: 'inactive validator role', user: inactiveAlumni, school: school({ validators: validators([1], 43) }), call: signed(validatorScopes), expected: [] },
  { rule: 'isValidator', name: 'holds the blog scope 3', user: alumni, school: school({ validators: validators([3], 41) }), call: signed((u, s) => isValidator(u, s, 3)), expected: true },
  { rule: 'isValidator', name: 'lacks the report scope 5', user: alumni, school: school({ validators: validators([3], 41) }), call: signed((u, s) => isValidator(u, s, 5)), expected: false },
  { rule: 'isValidator', name: 'any scope', user: alumni, school: school({ validators: validators([7], 41) }), call: signed((u, s) => isValidator(u, s)), expected: true },
  { rule: 'isValidator', name: 'no scope', user: alumni, school: school(), call: signed((u, s) => isValidator(u, s)), expected: false },
  // Validation counts: super user, or admin who also validates.
  { rule: 'canSeeValidationCounts', name: 'super user', user: superUser, school: school(), call: signed(canSeeValidationCounts), expected: true },
  { rule: 'canSeeValidationCounts', name: 'admin and validator', user: adminValidator, school: validatorSchool, call: signed(canSeeValidationCounts), expected: true },
  { rule: 'canSeeValidationCounts', name: 'admin, not validator', user: adminOfA, school: school(), call: signed(canSeeValidationCounts), expected: false },
  { rule: 'canSeeValidationCounts', name: 'validator, not admin', user: alumni, school: school({ validators: validators([1], 41) }), call: signed(canSeeValidationCounts), expected: false },
  // Menu visibility, each entry allowed and denied.
  { rule: 'menu anonymous', name: 'everything hidden', user: null, school: school({ publicPages: true }), call: menuVisibility, expected: { profile: false, settings: false, schoolSettings: false, boost: false, resources: false, validations: false, superadmin: false, logout: false, messaging: false } },
  { rule: 'menu profile', name: 'role in the school', user: alumni, school: school(), call: menu('profile'), expected: true },
  { rule: 'menu profile', name: 'role only in another school', user: memberOfB, school: school(), call: menu('profile'), expected: false },
  { rule: 'menu settings', name: 'role in the school', user: alumni, school: school(), call: menu('settings'), expected: true },
  { rule: 'menu settings', name: 'role only in another school', user: memberOfB, school: school(), call: menu('settings'), expected: false },
  { rule: 'menu schoolSettings', name: 'admin', user: adminOfA, school: school(), call: menu('schoolSettings'), expected: true },
  { rule: 'menu schoolSettings', name: 'alumni', user: alumni, school: school(), call: menu('schoolSettings'), expected: false },
  { rule: 'menu boost', name: 'admin', user: adminOfA, school: school(), call: menu('boost'), expected: true },
  { rule: 'menu boost', name: 'admin of another school', user: adminOfA, school: school({ id: B }), call: menu('boost'), expected: false },
  { rule: 'menu resources', name: 'permission on school_resource_list', user: alumni, school: school({ permissions: [allow(4, PERMISSION_VIEWS.schoolResourceList)] }), call: menu('resources'), expected: true },
  { rule: 'menu resources', name: 'no permission', user: alumni, school: feedForAlumni, call: menu('resources'), expected: false },
  { rule: 'menu validations', name: 'validator in a scope', user: alumni, school: school({ validators: validators([5], 41) }), call: menu('validations'), expected: true },
  { rule: 'menu validations', name: 'super user', user: superUser, school: school(), call: menu('validations'), expected: true },
  { rule: 'menu validations', name: 'admin without a scope', user: adminOfA, school: school(), call: menu('validations'), expected: false },
  { rule: 'menu superadmin', name: 'super user', user: superUser, school: school(), call: menu('superadmin'), expected: true },
  { rule: 'menu superadmin', name: 'school admin', user: adminOfA, school: school(), call: menu('superadmin'), expected: false },
  { rule: 'menu logout', name: 'signed in, even without a role here', user: memberOfB, school: school(), call: menu('logout'), expected: true },
  { rule: 'menu logout', name: 'anonymous', user: null, school: school(), call: menu('logout'), expected: false },
  { rule: 'menu messaging', name: 'permission on conversation_list', user: alumni, school: school({ permissions: [allow(4, PERMISSION_VIEWS.conversationList)] }), call: menu('messaging'), expected: true },
  { rule: 'menu messaging', name: 'no permission', user: alumni, school: feedForAlumni, call: menu('messaging'), expected: false },
  // Display colour precedence: admin, teacher, alumni, student, staff, external, prospect.
  { rule: 'userDisplayColor', name: 'admin beats teacher', user: user([role(5), role(2)]), school: colored, call: color, expected: '#200000' },
  { rule: 'userDisplayColor', name: 'teacher beats alumni', user: user([role(4), role(5)]), school: colored, call: color, expected: '#500000' },
  { rule: 'userDisplayColor', name: 'alumni beats student', user: user([role(3), role(4)]), school: colored, call: color, expected: '#400000' },
  { rule: 'userDisplayColor', name: 'student beats staff', user: user([role(6), role(3)]), school: colored, call: color, expected: '#300000' },
  { rule: 'userDisplayColor', name: 'staff beats external', user: user([role(7), role(6)]), school: colored, call: color, expected: '#600000' },
  { rule: 'userDisplayColor', name: 'external beats prospect', user: user([role(8), role(7)]), school: colored, call: color, expected: '#700000' },
  { rule: 'userDisplayColor', name: 'no colour set: #dbdbdb', user: alumni, school: school(), call: color, expected: DEFAULT_ROLE_COLOR },
  { rule: 'userDisplayColor', name: 'colour of a role in another school ignored', user: memberOfB, school: colored, call: color, expected: '#dbdbdb' },
  // Only enabled roles are offered.
  { rule: 'offeredRoles', name: 'disabled roles left out', user: null, school: school({ roles: [schoolRole(3, { enabled: false }), schoolRole(4), schoolRole(8, { enabled: false })] }), call: (_u, s) => offeredRoles(s).map((r) => r.role), expected: [4] },
  { rule: 'requestableRoles', name: 'member roles 3–8 only: school admin is given, never asked for', user: null, school: school({ roles: [schoolRole(2), schoolRole(3), schoolRole(4, { enabled: false }), schoolRole(8)] }), call: (_u, s) => requestableRoles(s).map((r) => r.role), expected: [3, 8] },
  // Feature visibility.
  { rule: 'feature enabled', name: 'disabled feature hidden from super user', user: superUser, school: school(), call: sees(feature('feed', { enabled: false })), expected: false },
  { rule: 'feature anonymous', name: 'public name with public pages', user: null, school: school({ publicPages: true }), call: sees(feature('about')), expected: true },
  { rule: 'feature anonymous', name: 'public name without public pages', user: null, school: school(), call: sees(feature('dashboard')), expected: false },
  { rule: 'feature anonymous', name: 'non-public name with public pages', user: null, school: school({ publicPages: true }), call: sees(feature('feed')), expected: false },
  { rule: 'feature anonymous', name: 'reserved public name', user: null, school: school({ publicPages: true }), call: sees(feature('blog', { reserved: true })), expected: false },
  { rule: 'feature view', name: 'permission on the list view', user: alumni, school: feedForAlumni, call: sees(feature('feed')), expected: true },
  { rule: 'feature view', name: 'no permission on the list view', user: alumni, school: feedForAlumni, call: sees(feature('jobs')), expected: false },
  { rule: 'feature view', name: 'super user without grid entry', user: superUser, school: school(), call: sees(feature('statistics')), expected: true },
  { rule: 'feature view', name: 'reserved with a view: the grid decides', user: alumni, school: school({ permissions: [allow(4, PERMISSION_VIEWS.statsList)] }), call: sees(feature('statistics', { reserved: true })), expected: true },
  { rule: 'feature reserved', name: 'reserved without view for admin', user: adminOfA, school: school(), call: sees(feature('custom', { reserved: true })), expected: true },
  { rule: 'feature reserved', name: 'reserved without view for member', user: alumni, school: school(), call: sees(feature('custom', { reserved: true })), expected: false },
  { rule: 'feature reserved', name: 'reserved without view for super user', user: superUser, school: school(), call: sees(feature('emailing', { reserved: true })), expected: true },
  { rule: 'feature emailing', name: 'not flagged reserved, member', user: alumni, school: school(), call: sees(feature('emailing')), expected: false },
  { rule: 'feature emailing', name: 'not flagged reserved, admin', user: adminOfA, school: school(), call: sees(feature('emailing')), expected: true },
  { rule: 'feature no view', name: 'dashboard for a member', user: alumni, school: school(), call: sees(feature('dashboard')), expected: true },
  { rule: 'feature no view', name: 'page for a member', user: alumni, school: school(), call: sees(feature('page')), expected: true },
  { rule: 'feature no view', name: 'custom link for a super user', user: superUser, school: school(), call: sees(feature('custom')), expected: true },
  { rule: 'feature no view', name: 'dashboard without a role in the school', user: memberOfB, school: school(), call: sees(feature('dashboard')), expected: false },
];

describe('permission engine (spec 2 §6 Roles and permissions)', () => {
  it.each(cases)('$rule: $name', ({ user: who, school: where, call, expected }) => {
    expect(call(who, where)).toEqual(expected);
  });
});
