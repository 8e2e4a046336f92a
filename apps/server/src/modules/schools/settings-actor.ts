import { canManageSchoolSettings } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';

/**
 * The gate of every School settings route under `/api/schools/{id}/…` (spec 2 §6 "School
 * settings: admin roles"): 401 signed out, 403 for anyone but the school's admins, and 404
 * when `{id}` is not the school of the request's host (a school is changed from its own
 * host only). Returns the request's Actor.
 */
export async function schoolSettingsActor(
  request: FastifyRequest<{ Params: { id: number } }>,
  db: Db,
): Promise<Actor> {
  const actor = await authorize(request as FastifyRequest, db, (c) =>
    canManageSchoolSettings(c.user, c.permissionSchool),
  );
  if (request.params.id !== actor.school.id) throw notFound();
  return actor;
}
