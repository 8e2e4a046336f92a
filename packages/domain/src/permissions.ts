import { PUBLIC_FEATURE_NAMES } from './features.ts';
import type { PermissionView } from './permission-views.ts';
import { FEATURE_VIEWS, PERMISSION_VIEWS } from './permission-views.ts';
import type { ValidatorScope } from './roles.ts';
import { ROLE, roleDisplayColor, VALIDATOR_SCOPE, VALIDATOR_SCOPES } from './roles.ts';
import type { FeatureEntry, SchoolDetails, SchoolRole } from './school.ts';

/**
 * The permission engine (spec 2 §6 "Roles and permissions"). Pure functions over the user's
 * roles and the school's role settings, shared by the server's policies and the web's menus,
 * so both sides allow exactly the same things.
 */

/** A user role as the engine needs it (spec 1 §3 User role). */
export interface PermissionUserRole {
  id: number;
  /** Role code 1–8 (ROLE). */
  role: number;
  /** Id of the school the role is held in. */
  school: number;
  is_active: boolean;
  /** An external recruiter's role (spec 2 §6 "Other roles"); absent means no. */
  is_recruiter?: boolean;
}

/** A user as the engine needs it (spec 1 §3 User). */
export interface PermissionUser {
  id: number;
  is_superuser: boolean;
  roles: PermissionUserRole[];
}

/** The school settings the engine reads (spec 1 §3 School, School role, Role view permission). */
export type PermissionSchool = Pick<
  SchoolDetails,
  'id' | 'roles' | 'school_role_view_permission' | 'userrole_validators'
> & { flags: Pick<SchoolDetails['flags'], 'show_inactive' | 'has_public_pages'> };

/** A view of the permission grid: an app and one of its views (PERMISSION_VIEWS). */
export interface AppView {
  app: string;
  view: string;
}

/** What the user dropdown and main menu show (spec 2 §6 Menu visibility). */
export interface MenuVisibility {
  profile: boolean;
  settings: boolean;
  schoolSettings: boolean;
  boost: boolean;
  resources: boolean;
  validations: boolean;
  superadmin: boolean;
  logout: boolean;
  messaging: boolean;
}

function schoolRoleFor(school: PermissionSchool, code: number): SchoolRole | undefined {
  return school.roles.find((r) => r.role === code);
}

/**
 * Tells whether the user is a super user (spec 2 §6 Core rules: global, from the user's
 * `is_superuser` flag, never from a school). Never throws.
 */
export function isSuperUser(user: PermissionUser): boolean {
  return user.is_superuser === true;
}

/**
 * Roles the engine considers for `user` in `school` (spec 2 §6 Core rules). Takes the user and
 * the school; returns a new array of the user's roles held in this school that count: active
 * ones, plus inactive ones when the school's `show_inactive` flag is set, and only when the
 * school role for that code is enabled. A super user gets a synthetic active role 1
 * `{ id: 0, role: 1, school: school.id, is_active: true }` first; role 1 needs no school role.
 * Never throws.
 */
export function activeRoles(user: PermissionUser, school: PermissionSchool): PermissionUserRole[] {
  const superUser = isSuperUser(user);
  const counted = user.roles.filter((held) => {
    if (held.school !== school.id) return false;
    // show_inactive makes inactive members count (spec 2 §6), but never restores the
    // rights of a deactivated school admin.
    if (!held.is_active && (!school.flags.show_inactive || held.role === ROLE.SchoolAdmin)) {
      return false;
    }
    if (held.role === ROLE.SuperUser) {
      // The synthetic role below stands for it; keeping both would list role 1 twice.
      return !superUser;
    }
    return schoolRoleFor(school, held.role)?.enabled === true;
  });
  if (!superUser) return counted;
  return [{ id: 0, role: ROLE.SuperUser, school: school.id, is_active: true }, ...counted];
}

/**
 * Tells whether the user holds at least one counted role in `school` (spec 2 §6 Core rules,
 * Menu visibility "roles in the school"); always true for a super user. Never throws.
 */
export function hasRoleInSchool(user: PermissionUser, school: PermissionSchool): boolean {
  return activeRoles(user, school).length > 0;
}

/**
 * Tells whether the user is a school admin of THIS school (spec 2 §6 "School admin is checked
 * per school"): a counted role code 2 here, or a super user. Never throws.
 */
export function isSchoolAdmin(user: PermissionUser, school: PermissionSchool): boolean {
  if (isSuperUser(user)) return true;
  return activeRoles(user, school).some((held) => held.role === ROLE.SchoolAdmin);
}

function grantsView(
  school: PermissionSchool,
  code: number,
  view: AppView,
  field: 'allowed' | 'superowner_allowed',
): boolean {
  return school.school_role_view_permission.some(
    (p) => p.app === view.app && p.view === view.view && p.school_role === code && p[field],
  );
}

/**
 * Tells whether the user may use an app view in `school` (spec 2 §6 Core rules). A super user
 * always may; anyone else when one of their counted roles (activeRoles) has a permission
 * entry for that app and view, for its role code, with `allowed` true. Never throws.
 */
export function hasPermission(
  user: PermissionUser,
  school: PermissionSchool,
  view: AppView,
): boolean {
  if (isSuperUser(user)) return true;
  return activeRoles(user, school).some((held) => grantsView(school, held.role, view, 'allowed'));
}

/**
 * Owner check on an item of an app view (spec 2 §6 Core rules "An owner check allows the owner
 * of an item, super users, or roles with superowner_allowed"). Takes the user, the school, the
 * id of the item's owner and the view; returns true for the owner, a super user, or a user
 * one of whose counted roles has `superowner_allowed` on that view. Never throws.
 */
export function isOwnerAllowed(
  user: PermissionUser,
  school: PermissionSchool,
  ownerId: number,
  view: AppView,
): boolean {
  if (user.id === ownerId || isSuperUser(user)) return true;
  return activeRoles(user, school).some((held) =>
    grantsView(school, held.role, view, 'superowner_allowed'),
  );
}

/**
 * Validator scopes the user holds in `school` (spec 2 §6 Validator scopes): the scopes 1–7,
 * ascending, whose `userrole_validators` entry lists the id of one of the user's counted roles
 * in this school; all 7 for a super user. Never throws.
 */
export function validatorScopes(user: PermissionUser, school: PermissionSchool): ValidatorScope[] {
  if (isSuperUser(user)) return [...VALIDATOR_SCOPES];
  // Only counted roles: a deactivated or disabled role must not keep its moderation rights.
  const roleIds = new Set(activeRoles(user, school).map((held) => held.id));
  return VALIDATOR_SCOPES.filter((scope) =>
    (school.userrole_validators[String(scope)] ?? []).some((id) => roleIds.has(id)),
  );
}

/**
 * Tells whether the user validates `scope` in `school`, or any scope when `scope` is omitted
 * (spec 2 §6 Validator scopes). Never throws.
 */
export function isValidator(
  user: PermissionUser,
  school: PermissionSchool,
  scope?: ValidatorScope,
): boolean {
  const scopes = validatorScopes(user, school);
  return scope === undefined ? scopes.length > 0 : scopes.includes(scope);
}

/**
 * Tells whether the validation counters are shown (spec 2 §6 Menu visibility "Validation counts
 * are visible only to a super user, or a school admin who also holds a validator role").
 * Never throws.
 */
export function canSeeValidationCounts(user: PermissionUser, school: PermissionSchool): boolean {
  if (isSuperUser(user)) return true;
  return isSchoolAdmin(user, school) && isValidator(user, school);
}

const HIDDEN_MENU: MenuVisibility = {
  profile: false,
  settings: false,
  schoolSettings: false,
  boost: false,
  resources: false,
  validations: false,
  superadmin: false,
  logout: false,
  messaging: false,
};

/**
 * Menu entries shown to `user` in `school` (spec 2 §6 Menu visibility, spec 1 §2 Main menu).
 * Takes the signed-in user, or null for an anonymous visitor (who gets every entry false).
 * Profile and settings need a role in the school; school settings and the boost link need
 * school admin; resources and messaging need permission on the school resource list and the
 * conversation list; validations need super user or a validator scope; superadmin needs super
 * user; logout is for everyone signed in. Returns a new object. Never throws.
 */
export function menuVisibility(
  user: PermissionUser | null,
  school: PermissionSchool,
): MenuVisibility {
  if (!user) return { ...HIDDEN_MENU };
  const inSchool = hasRoleInSchool(user, school);
  const admin = isSchoolAdmin(user, school);
  return {
    profile: inSchool,
    settings: inSchool,
    schoolSettings: admin,
    boost: admin,
    resources: hasPermission(user, school, PERMISSION_VIEWS.schoolResourceList),
    validations: isSuperUser(user) || isValidator(user, school),
    superadmin: isSuperUser(user),
    logout: true,
    messaging: hasPermission(user, school, PERMISSION_VIEWS.conversationList),
  };
}

/**
 * Colour that represents the user in `school` (spec 2 §6 Display colour precedence): the
 * school's colour of the first of the user's counted roles in the order admin, teacher,
 * alumni, student, staff, external, prospect that has one, else DEFAULT_ROLE_COLOR '#dbdbdb'.
 * Returns lowercase '#rrggbb'. Never throws.
 */
export function userDisplayColor(user: PermissionUser, school: PermissionSchool): string {
  return roleDisplayColor(
    activeRoles(user, school).map((held) => ({
      role: held.role,
      color: schoolRoleFor(school, held.role)?.color ?? null,
    })),
  );
}

/**
 * School roles offered for registration, role requests and pickers (spec 2 §6 "Only enabled
 * roles are offered"): a new array of the enabled ones, in the school's order. Never throws.
 */
export function offeredRoles(school: Pick<PermissionSchool, 'roles'>): SchoolRole[] {
  return school.roles.filter((r) => r.enabled);
}

/**
 * School roles a member may ask for in a new-role request (spec 2 §6 "Only enabled roles are
 * offered"; spec 1 §5 new-role questionnaire): the enabled member roles 3–8, in the school's
 * order; school admin is given, never asked for. A new array. Never throws.
 */
export function requestableRoles(school: Pick<PermissionSchool, 'roles'>): SchoolRole[] {
  return offeredRoles(school).filter((r) => r.role >= ROLE.Student && r.role <= ROLE.Prospect);
}

/**
 * Tells whether a navbar feature is shown to `user` in `school` (spec 2 §6 Feature visibility,
 * spec 1 §2 Access rules). A disabled feature never is. Anonymous visitors (null) see it only
 * when the school has public pages, the path is in PUBLIC_FEATURE_NAMES (a custom page: when
 * the page is public, the entry's `public`) and it is not reserved.
 * Signed-in users: a feature with a list view (FEATURE_VIEWS) needs permission on it; a
 * reserved feature without one, and emailing, need school admin or super user; dashboard,
 * custom links and pages need a role in the school (a super user always has one).
 * Never throws.
 */
export function featureVisibleTo(
  entry: FeatureEntry,
  user: PermissionUser | null,
  school: PermissionSchool,
): boolean {
  if (!entry.enabled) return false;
  const { path, reserved } = entry.feature;
  if (!user) {
    const publicNames: readonly string[] = PUBLIC_FEATURE_NAMES;
    // A custom page shows when the page itself is public (custom-pages.ts).
    const shown = path === 'page' ? entry.public === true : publicNames.includes(path);
    return !reserved && school.flags.has_public_pages && shown;
  }
  const view: PermissionView | null = FEATURE_VIEWS[path];
  if (view) return hasPermission(user, school, view);
  // Emailing has no view yet mass-mails the whole school: it is admin-only even if not flagged.
  if (reserved || path === 'emailing') return isSchoolAdmin(user, school);
  return hasRoleInSchool(user, school);
}

/**
 * Who validates the school's members (registrations, new-role and role change requests,
 * educations declared for the school): school admins and validators of the User scope
 * (spec 2 §6). Never throws.
 */
export function canValidateUsers(user: PermissionUser, school: PermissionSchool): boolean {
  return isSchoolAdmin(user, school) || isValidator(user, school, VALIDATOR_SCOPE.User);
}

/**
 * Who assigns validator scopes in a school (spec 2 §6 "Super validators assign validation
 * permissions"): validators of scope 4 SuperValidator, and school admins and super users,
 * who manage the school's roles anyway. Never throws.
 */
export function canAssignValidators(user: PermissionUser, school: PermissionSchool): boolean {
  return isSchoolAdmin(user, school) || isValidator(user, school, VALIDATOR_SCOPE.SuperValidator);
}
