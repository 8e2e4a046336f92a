import { isSchoolAdmin, isSuperUser } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SignedInPolicyContext } from '../../platform/policy.ts';
import { acrossSchools } from '../../platform/request-scope.ts';

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

/**
 * Runs `fn` where the caller's imports are: a super user reviews every school's, so their
 * work crosses schools through the audited path (row-level security then lets every
 * school's imports through); anyone else's stays in the request's school scope.
 */
export function withImportScope<T>(
  request: FastifyRequest,
  db: Db,
  ctx: SignedInPolicyContext,
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  if (importScope(ctx) !== null) return fn(db);
  return acrossSchools(request, db, 'imports: super-user review', ctx.user.id, fn);
}
