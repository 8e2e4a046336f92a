import { parseHexColor } from './colors.ts';

/** Role codes (spec 2 §6 Role codes). Super user is global; the others are held per school. */
export const ROLE = {
  SuperUser: 1,
  SchoolAdmin: 2,
  Student: 3,
  Alumni: 4,
  Teacher: 5,
  Staff: 6,
  External: 7,
  Prospect: 8,
} as const;
export type RoleName = keyof typeof ROLE;
export type RoleCode = (typeof ROLE)[RoleName];

export const ROLE_CODES: readonly RoleCode[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Codes accepted in the user-import CSV (spec 1 §5, spec 2 §6): super user cannot be imported. */
export const IMPORT_ROLE_CODES: readonly RoleCode[] = [2, 3, 4, 5, 6, 7, 8];

/**
 * Tells whether a value is a role code (spec 2 §6): an integer 1–8, not a numeric string,
 * so callers parse CSV cells first. Never throws.
 */
export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'number' && (ROLE_CODES as readonly number[]).includes(value);
}

/** Validator scopes (spec 2 §6 Validator scopes), the keys of `userrole_validators`. */
export const VALIDATOR_SCOPE = {
  User: 1,
  Jobs: 2,
  Blog: 3,
  SuperValidator: 4,
  Report: 5,
  Evenement: 6,
  Club: 7,
} as const;
export type ValidatorScopeName = keyof typeof VALIDATOR_SCOPE;
export type ValidatorScope = (typeof VALIDATOR_SCOPE)[ValidatorScopeName];

export const VALIDATOR_SCOPES: readonly ValidatorScope[] = [1, 2, 3, 4, 5, 6, 7];

/** Tells whether a value is a validator scope id 1–7 (spec 2 §6). Never throws. */
export function isValidatorScope(value: unknown): value is ValidatorScope {
  return typeof value === 'number' && (VALIDATOR_SCOPES as readonly number[]).includes(value);
}

/** Grey shown for a member none of whose roles carries a colour (spec 2 §6, §9). */
export const DEFAULT_ROLE_COLOR = '#dbdbdb';

/** Admin, teacher, alumni, student, staff, external, prospect (spec 2 §6 Core rules). */
export const ROLE_COLOR_PRECEDENCE: readonly RoleCode[] = [2, 5, 4, 3, 6, 7, 8];

/**
 * Colour that represents a member (spec 2 §6 "Display colour precedence").
 * Takes the member's roles with the school's colour for each (`color` null when the school
 * set none) and returns the colour of the first role in ROLE_COLOR_PRECEDENCE that the member
 * holds and that has a valid hex colour, as lowercase '#rrggbb'; otherwise DEFAULT_ROLE_COLOR.
 * Roles outside the precedence list (super user, unknown codes) never give the colour.
 * Never throws.
 */
export function roleDisplayColor(roles: { role: number; color: string | null }[]): string {
  for (const code of ROLE_COLOR_PRECEDENCE) {
    for (const held of roles) {
      if (held.role !== code) continue;
      // An invalid stored colour would render as nothing, so it counts as no colour.
      const color = parseHexColor(held.color);
      if (color) return color;
    }
  }
  return DEFAULT_ROLE_COLOR;
}
