import { z } from 'zod';
import { parseHexColor } from './colors.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  type AppView,
  activeRoles,
  hasPermission,
  isSchoolAdmin,
  isSuperUser,
  type PermissionSchool,
  type PermissionUser,
  validatorScopes,
} from './permissions.ts';
import { ROLE_SETTINGS_REFS, roleSettingsRef } from './role-settings-messages.ts';
import { ROLE, type ValidatorScope } from './roles.ts';
import { RUN_ON_ANY_OBJECT } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * School settings → roles and permissions (spec 1 §2 Settings "roles and permissions", §3
 * School role and Role view permission; spec 2 §6 "Schools can rename roles, hide them, allow
 * free registration per role, and edit a permission grid per app and view"), and the rules
 * that keep it from becoming a way up (issue 31 item 1): nobody grants a permission they do
 * not hold, nobody leaves a school without an active admin, only super users make super
 * users, and a super validator assigns only the scopes they hold.
 */

/** Longest name of a role per language (characters): names show in pills and filters. */
export const ROLE_NAME_MAX = 50;

/** The grid's rows, app × view, in the order of PERMISSION_VIEWS. */
export const PERMISSION_GRID_VIEWS: readonly AppView[] = Object.values(PERMISSION_VIEWS);

/** `app/view`, the name of a grid row in messages and keys. */
export const permissionViewName = (view: AppView) => `${view.app}/${view.view}`;

/** Whether `app` and `view` name a row of the grid (PERMISSION_VIEWS). Never throws. */
export function isGridView(app: unknown, view: unknown): boolean {
  return PERMISSION_GRID_VIEWS.some((v) => v.app === app && v.view === view);
}

/** One cell pair of the grid for one role: may use the view, and has owner rights on it. */
export interface PermissionCell extends AppView {
  allowed: boolean;
  superowner_allowed: boolean;
}

/** The two switches of a cell. */
export type PermissionField = 'allowed' | 'superowner_allowed';

const m = VALIDATION_REFS;

const nameSchema = z
  .string({ error: m.invalidValue })
  .trim()
  .max(ROLE_NAME_MAX, { error: validationRef('tooLong', { max: ROLE_NAME_MAX }) });

/**
 * A role's colour (spec 1 §5 General: 3 or 6 hex digits, with or without '#', a 3-digit one
 * expanded) as lowercase '#rrggbb'; '' or null for none (the member then shows in the next
 * role's colour, or the default grey: spec 2 §6 Display colour precedence).
 */
const roleColorSchema = z
  .string({ error: m.invalidValue })
  .transform((value, ctx) => {
    if (value.trim() === '') return null;
    const color = parseHexColor(value);
    if (color) return color;
    ctx.addIssue({ code: 'custom', message: m.invalidValue });
    return z.NEVER;
  })
  .nullable();

const flag = () => z.boolean({ error: m.invalidValue }).optional();

/**
 * Body of `PATCH /api/schools/{id}/roles/{roleId}/`: the settings to change, each optional
 * (names per language, one at least, ≤ ROLE_NAME_MAX; on; open to free registration; colour;
 * shown in the directory).
 */
export const roleSettingsPatchSchema = z
  .object({
    names: z.object({ fr: nameSchema, en: nameSchema }, { error: m.invalidValue }).optional(),
    enabled: flag(),
    enable_free_reg: flag(),
    color: roleColorSchema.optional(),
    shown_in_directory: flag(),
  })
  .superRefine((value, ctx) => {
    // Spec 1 §5 General "Translation lists need at least one non-empty translation".
    const names = value.names as { fr?: unknown; en?: unknown } | undefined;
    if (names && typeof names === 'object' && !names.fr && !names.en) {
      ctx.addIssue({ code: 'custom', path: ['names'], message: ROLE_SETTINGS_REFS.nameRequired });
    }
  }, RUN_ON_ANY_OBJECT);
export type RoleSettingsPatch = z.output<typeof roleSettingsPatchSchema>;

const cellSchema = z.object({
  app: z.string({ error: m.invalidChoice }).max(64, { error: m.invalidChoice }),
  view: z.string({ error: m.invalidChoice }).max(64, { error: m.invalidChoice }),
  allowed: z.boolean({ error: m.invalidValue }),
  superowner_allowed: z.boolean({ error: m.invalidValue }),
});

/**
 * Body of `PUT /api/schools/{id}/roles/{roleId}/permissions/`: the role's whole row of the
 * grid, each view of PERMISSION_GRID_VIEWS once; a view outside the grid is refused on its
 * cell (`permissions.3.view`), one named twice too, and a row without every view on
 * `permissions`.
 */
export const permissionRowSchema = z.object({
  permissions: z
    .array(cellSchema, { error: m.invalidValue })
    .max(PERMISSION_GRID_VIEWS.length, {
      error: validationRef('maxValue', { max: PERMISSION_GRID_VIEWS.length }),
    })
    .superRefine((cells, ctx) => {
      const seen = new Set<string>();
      for (const [index, cell] of cells.entries()) {
        const name = permissionViewName(cell);
        if (!isGridView(cell.app, cell.view)) {
          ctx.addIssue({ code: 'custom', path: [index, 'view'], message: m.invalidChoice });
        } else if (seen.has(name)) {
          const message = ROLE_SETTINGS_REFS.duplicateView;
          ctx.addIssue({ code: 'custom', path: [index, 'view'], message });
        }
        seen.add(name);
      }
      const missing = PERMISSION_GRID_VIEWS.map(permissionViewName).filter((n) => !seen.has(n));
      if (missing.length) {
        const message = roleSettingsRef('missingViews', { views: missing.join(', ') });
        ctx.addIssue({ code: 'custom', message });
      }
    }),
});
export type PermissionRowInput = z.output<typeof permissionRowSchema>;

/**
 * A role's row of the grid over every view (PERMISSION_GRID_VIEWS order), from the school's
 * permission entries for role code `code`; a view without an entry is off. Never throws.
 */
export function permissionRowOf(
  school: Pick<PermissionSchool, 'school_role_view_permission'>,
  code: number,
): PermissionCell[] {
  return PERMISSION_GRID_VIEWS.map((view) => {
    const entry = school.school_role_view_permission.find(
      (p) => p.school_role === code && p.app === view.app && p.view === view.view,
    );
    return {
      app: view.app,
      view: view.view,
      allowed: entry?.allowed ?? false,
      superowner_allowed: entry?.superowner_allowed ?? false,
    };
  });
}

/**
 * Whether the user holds owner rights on an app view in `school` (spec 2 §6 "An owner check
 * allows … roles with superowner_allowed"): a super user, or one of their counted roles has
 * `superowner_allowed` on it. Never throws.
 */
export function holdsOwnerRight(
  user: PermissionUser,
  school: PermissionSchool,
  view: AppView,
): boolean {
  if (isSuperUser(user)) return true;
  return activeRoles(user, school).some((held) =>
    school.school_role_view_permission.some(
      (p) =>
        p.school_role === held.role &&
        p.app === view.app &&
        p.view === view.view &&
        p.superowner_allowed,
    ),
  );
}

/**
 * What the user may switch on in the grid (issue 31: "nobody grants a permission they do not
 * hold"): per view, `allowed` when they may use it (hasPermission), `superowner_allowed` when
 * they hold owner rights on it. Everything for a super user. Never throws.
 */
export function grantableCells(user: PermissionUser, school: PermissionSchool): PermissionCell[] {
  return PERMISSION_GRID_VIEWS.map((view) => ({
    app: view.app,
    view: view.view,
    allowed: hasPermission(user, school, view),
    superowner_allowed: holdsOwnerRight(user, school, view),
  }));
}

/**
 * The switches `next` turns on that `current` has off and that the user does not hold
 * (grantableCells), in grid order: empty when the change grants nothing beyond the user's
 * own rights, always empty for a super user. Switching off is never an escalation, nor a cell
 * left on as it was. Judge with the school as it is before the change. Never throws.
 */
export function ungrantedCells(
  user: PermissionUser,
  school: PermissionSchool,
  current: readonly PermissionCell[],
  next: readonly PermissionCell[],
): { view: AppView; field: PermissionField }[] {
  if (isSuperUser(user)) return [];
  const held = grantableCells(user, school);
  const refused: { view: AppView; field: PermissionField }[] = [];
  for (const view of PERMISSION_GRID_VIEWS) {
    const find = (row: readonly PermissionCell[]) =>
      row.find((c) => c.app === view.app && c.view === view.view);
    const before = find(current);
    const after = find(next);
    const mine = find(held);
    for (const field of ['allowed', 'superowner_allowed'] as const) {
      if (after?.[field] && !before?.[field] && !mine?.[field]) refused.push({ view, field });
    }
  }
  return refused;
}

/** The 403 reason for `refused` cells (ungrantedCells), or null when there are none. */
export function grantRefusal(
  refused: readonly { view: AppView; field: PermissionField }[],
  key: 'grantNotHeld' | 'enableNotHeld' = 'grantNotHeld',
): string | null {
  if (!refused.length) return null;
  const views = [...new Set(refused.map((r) => permissionViewName(r.view)))].join(', ');
  return roleSettingsRef(key, { views });
}

/**
 * The 403 reason when switching role `code` on would grant its members what the user does not
 * hold (a role switched off counts for nobody, spec 2 §6 "Any other user is allowed if any of
 * their active roles is enabled"; switching it on grants its whole row), else null. Only a
 * role going from off to on is judged. Never throws.
 */
export function enableRefusal(
  user: PermissionUser,
  school: PermissionSchool,
  code: number,
  patch: Pick<RoleSettingsPatch, 'enabled'>,
): string | null {
  const role = school.roles.find((r) => r.role === code);
  if (patch.enabled !== true || role?.enabled !== false) return null;
  const off = permissionRowOf({ school_role_view_permission: [] }, code);
  const row = permissionRowOf(school, code);
  return grantRefusal(ungrantedCells(user, school, off, row), 'enableNotHeld');
}

/**
 * Field issues of a role's settings that depend on which role it is: the school admin role
 * (code 2) is never open to free registration (anyone could make themselves an admin).
 * Returns `{field: [reference]}`, empty when none. Never throws.
 */
export function rolePatchIssues(code: number, patch: RoleSettingsPatch): Record<string, string[]> {
  if (code === ROLE.SchoolAdmin && patch.enable_free_reg === true) {
    return { enable_free_reg: [ROLE_SETTINGS_REFS.adminNotRegistrable] };
  }
  return {};
}

/**
 * Whether a patch switches the school admin role (code 2) off, which would leave the school
 * without an enabled admin whoever holds it (issue 31: "nobody removes the last active admin
 * of a school"): answered 409, even to a super user. Never throws.
 */
export function disablesAdminRole(code: number, patch: Pick<RoleSettingsPatch, 'enabled'>) {
  return code === ROLE.SchoolAdmin && patch.enabled === false;
}

/**
 * Whether a school is left without an active, enabled school admin once a change is made:
 * `remaining` counts the active school admin roles of the school after it (super users, who
 * are global, do not count). Never throws.
 */
export function leavesSchoolWithoutAdmin(remaining: number): boolean {
  return remaining < 1;
}

/**
 * Who may give a member role code `code` in `school` (spec 2 §6: super user is global, "only
 * super users" may make one; school admin is checked per school): returns the 403 reason, or
 * null when the user may. Role code 1 (or the `is_superuser` flag: pass 1) needs a super user;
 * any other code needs a school admin or a super user. Never throws.
 */
export function roleGrantRefusal(
  user: PermissionUser,
  school: PermissionSchool,
  code: number,
): string | null {
  if (isSuperUser(user)) return null;
  if (code === ROLE.SuperUser) return ROLE_SETTINGS_REFS.superUserOnly;
  return isSchoolAdmin(user, school) ? null : ROLE_SETTINGS_REFS.adminOnly;
}

/**
 * The validator scopes `next` adds to `current` that the user may not give (spec 2 §6 "Super
 * validators assign validation permissions"; issue 31: a super validator who is not an admin
 * assigns only the scopes they hold). School admins and super users, who manage the school's
 * roles anyway, may give any. Ascending; empty when allowed. Never throws.
 */
export function unheldValidatorScopes(
  user: PermissionUser,
  school: PermissionSchool,
  current: readonly ValidatorScope[],
  next: readonly ValidatorScope[],
): ValidatorScope[] {
  if (isSchoolAdmin(user, school)) return [];
  const held = validatorScopes(user, school);
  return [...new Set(next)]
    .filter((scope) => !current.includes(scope) && !held.includes(scope))
    .sort((a, b) => a - b);
}

/** The 403 reason for scopes unheldValidatorScopes refused, or null when there are none. */
export function scopeGrantRefusal(refused: readonly ValidatorScope[]): string | null {
  return refused.length ? roleSettingsRef('scopesNotHeld', { scopes: refused.join(', ') }) : null;
}
