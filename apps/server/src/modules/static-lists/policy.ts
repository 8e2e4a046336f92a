import { canReadStaticLists } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../platform/errors.ts';
import { authorize, policyContext } from '../../platform/policy.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * The gate of `GET /api/static-lists/` (issue 31 item 3): the school's members and super users
 * (domain canReadStaticLists; 403 for anyone else signed in), and anonymous visitors where the
 * school has public pages (its public blog names the categories; 401 otherwise). Returns the
 * school.
 */
export async function authorizeListReader(request: FastifyRequest, db: Db): Promise<SchoolRow> {
  const ctx = await policyContext(request, db);
  if (!ctx.authUser) {
    if (!ctx.school.hasPublicPages) throw unauthorized();
    return ctx.school;
  }
  const actor = await authorize(request, db, (a) => canReadStaticLists(a.user, a.permissionSchool));
  return actor.school;
}
