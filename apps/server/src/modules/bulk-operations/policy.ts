import { isSchoolAdmin } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { authorize } from '../../platform/policy.ts';

/**
 * Who follows and starts bulk operations: the school's admins (and super users), spec 2 §6
 * "School admins use the admin directory view and can … mass-message …". 401 signed out, 403
 * for anyone else, through the policy layer.
 */
export function authorizeBulkAdmin(request: FastifyRequest, db: Db): Promise<Actor> {
  return authorize(request, db, (ctx) => isSchoolAdmin(ctx.user, ctx.permissionSchool));
}
