import {
  type CustomPageAccess,
  type CustomPageReader,
  canManageCustomPages,
  customPageRef,
  hasRoleInSchool,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { policyContext } from '../../platform/policy.ts';

/**
 * Who reads the custom pages (spec 2 §6 Feature visibility; domain customPageAccess): the
 * school's members read every page that is not switched off, anyone else the public pages of a
 * school with public pages; admins everything.
 */

/** The reader of a request, with their school. */
export interface ReaderContext {
  schoolId: number;
  hasPublicPages: boolean;
  reader: CustomPageReader;
}

/**
 * The gate of the reading routes: anonymous visitors are let in only where the school has
 * public pages (401 "sign in to read this page" otherwise), signed-in users who are no member
 * of the school likewise (403). Returns the reader.
 */
export async function customPageReader(request: FastifyRequest, db: Db): Promise<ReaderContext> {
  const ctx = await policyContext(request, db);
  const user = ctx.authUser && ctx.user ? ctx.user : null;
  const reader: CustomPageReader = {
    signedIn: user !== null,
    member: user !== null && hasRoleInSchool(user, ctx.permissionSchool),
    admin: user !== null && canManageCustomPages(user, ctx.permissionSchool),
  };
  const hasPublicPages = ctx.school.hasPublicPages;
  if (!reader.member && !hasPublicPages) refuse(reader.signedIn ? 'forbidden' : 'sign-in');
  return { schoolId: ctx.school.id, hasPublicPages, reader };
}

/** Throws the answer of an access other than `read`: 401, 403 or 404. */
export function refuse(access: Exclude<CustomPageAccess, 'read'>): never {
  if (access === 'sign-in') throw unauthorized(customPageRef('signInRequired'));
  if (access === 'forbidden') throw forbidden();
  throw notFound();
}
