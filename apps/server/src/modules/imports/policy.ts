import { isSchoolAdmin, isSuperUser } from '@alumni/domain';
import type { SignedInPolicyContext } from '../../platform/policy.ts';

/**
 * Who may do what with imports (spec 2 §6): school admins import users and degrees in their
 * school; super admins validate imports, of every school.
 */

/** Upload, submit and list the school's imports and logs: its admins (and super users). */
export const canImport = ({ user, permissionSchool }: SignedInPolicyContext) =>
  isSchoolAdmin(user, permissionSchool);

/** Validate or reject a submitted import, see every school's: super users only. */
export const canValidateImports = ({ user }: SignedInPolicyContext) => isSuperUser(user);

/**
 * The school whose imports the caller sees: null (every school) for a super user, else the
 * request's school. Another school's import is then not found (404), never forbidden.
 */
export const importScope = (ctx: SignedInPolicyContext): number | null =>
  isSuperUser(ctx.user) ? null : ctx.school.id;
