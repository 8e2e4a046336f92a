import { z } from 'zod';
import { DB_ID_MAX } from './api/shared.ts';
import { ROLE } from './roles.ts';
import { type ValidationMessageCatalogue, validationRef } from './validation-messages.ts';

/**
 * Building blocks of the field validation schemas (validation.ts, settings-validation.ts).
 * Internal to packages/domain: not exported from its index.
 */

export type Messages = ValidationMessageCatalogue;

/** "Required" when the value is missing, `otherwise` when it is there but of the wrong type. */
export function requiredOr(m: Messages, otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? m.required : otherwise);
}

/**
 * Wraps a rule so it passes the empty string: "required" is then the only issue of an empty
 * field. (zod's `abort: true` would do it too, but it also stops the object's cross-field
 * checks, which must still run.)
 */
export function unlessEmpty(rule: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || rule(value);
}

/** Text that must be given (trimmed, not empty); at most `max` characters when given. */
export function requiredText(m: Messages, max?: number) {
  const text = z.string({ error: m.required }).trim().min(1, { error: m.required });
  return max === undefined ? text : text.max(max, { error: validationRef('tooLong', { max }) });
}

/** Longest name or city a person record keeps (characters; the users table's columns). */
export const PERSON_TEXT_MAX = 150;

/**
 * Cross-field checks run even when a field already failed, so a form shows every problem at
 * once; zod would skip them after any aborting issue. They read the fields defensively.
 */
export const RUN_ON_ANY_OBJECT = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export function addIssue(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

export function passwordConfirmSchema(m: Messages) {
  return z.string({ error: m.required }).min(1, { error: m.required });
}

/** Adds the mismatch issue on `password_confirm` (spec 1 §5 "confirmation must match"). */
export function checkPasswordsMatch(
  value: { password?: unknown; password_confirm?: unknown },
  ctx: z.RefinementCtx,
  m: Messages,
): void {
  const { password, password_confirm: confirm } = value;
  // An empty confirmation already says "required"; a mismatch on top would only add noise.
  if (typeof password !== 'string' || typeof confirm !== 'string' || confirm === '') return;
  if (password !== confirm) addIssue(ctx, 'password_confirm', m.passwordMismatch);
}

/** Full years between a birth date and `today`'s local calendar date; negative if unborn. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const beforeBirthday =
    month < birth.month || (month === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * Compares names as people read them: case, accents and surrounding spaces ignored. False
 * when either is not text (an object's refinement runs even when a field has the wrong type).
 */
export function sameName(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');
  return fold(a) === fold(b);
}

/** A role one may register or ask for (codes Student 3 to Prospect 8, spec 1 §4). */
export function registrableRoleSchema(m: Messages) {
  return z
    .number({ error: requiredOr(m, m.invalidRole) })
    .int({ error: m.invalidRole })
    .min(ROLE.Student, { error: m.invalidRole })
    .max(ROLE.Prospect, { error: m.invalidRole });
}

/**
 * The id of a row the person picks (a degree, a campus): a positive integer that fits a
 * PostgreSQL integer; anything else is `invalidChoice` (an id past 2^31 − 1 names no row).
 */
export function choiceIdSchema(m: Messages) {
  return z
    .number({ error: m.invalidChoice })
    .int({ error: m.invalidChoice })
    .positive({ error: m.invalidChoice })
    .max(DB_ID_MAX, { error: m.invalidChoice });
}
