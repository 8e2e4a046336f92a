import { createHash } from 'node:crypto';
import { SchoolDetailsResponses } from '@alumni/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PrecompressedBody } from '../../platform/precompressed.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { replySerializerCompiler } from '../../platform/reply-serializer.ts';
import type { CachedDetails } from '../../platform/school-caches.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { findSchoolBySubdomain } from '../../platform/tenancy.ts';
import { presentSchoolDetails } from './presenters.ts';
import { getSchoolParts, type SchoolParts } from './service.ts';

/** The writer of the details' JSON: the contract's (only its fields leave), compiled once. */
type DetailsWriter = (data: unknown) => string;

const writers = new WeakMap<FastifyInstance, DetailsWriter>();

function writerOf(app: FastifyInstance): DetailsWriter {
  let write = writers.get(app);
  if (!write) {
    write = replySerializerCompiler({ check: app.config.checkReplies })({
      schema: SchoolDetailsResponses[200],
      method: 'GET',
      url: '/api/schools/:subdomain/details/',
      httpStatus: '200',
    }) as DetailsWriter;
    writers.set(app, write);
  }
  return write;
}

/** The parts the public details show: all but the validator assignments (presentSchoolDetails). */
const DETAILS_PARTS: (keyof SchoolParts)[] = [
  'features',
  'links',
  'roles',
  'permissions',
  'campuses',
  'degrees',
  'keyNumbers',
  'badges',
  'home',
];

/**
 * A school's public details (spec 2 §7) from the instance's cache (platform/school-caches.ts:
 * kept for its TTL, dropped on every instance when the school changes), read in the named
 * school's scope on a miss, with their JSON text and ETag written once per cached copy by
 * the contract's serializer. Null for an unknown subdomain (`subdomain` lower-case).
 */
export async function cachedSchoolDetails(
  app: FastifyInstance,
  deps: { db: Db; mediaUrl: MediaUrl },
  subdomain: string,
): Promise<Required<CachedDetails> | null> {
  const cached = await app.schoolCaches.details.get(subdomain, async () => {
    const school = await findSchoolBySubdomain(deps.db, subdomain);
    if (!school) return null;
    const parts = await withSchool(deps.db, school.id, (tx) =>
      getSchoolParts(tx, school, { only: DETAILS_PARTS }),
    );
    return { details: presentSchoolDetails(school, parts, deps.mediaUrl) };
  });
  if (!cached) return null;
  if (cached.body === undefined || cached.etag === undefined) {
    const json = writerOf(app)(cached.details);
    cached.etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    cached.body = new PrecompressedBody(json, 'application/json; charset=utf-8');
  }
  return cached as Required<CachedDetails>;
}

/**
 * For the SPA serving (platform/web.ts): the details of the request's school as the details
 * route sends them (the same cached text), to write into the page so that the app starts
 * without asking for them (issue 16, Lighthouse), with what the app shell shows of the school
 * (platform/app-shell.ts). Null when the host names no school.
 */
export function schoolDetailsForPage(deps: { db: Db; mediaUrl: MediaUrl }) {
  return async (request: FastifyRequest) => {
    const subdomain = request.schoolSubdomain;
    if (!subdomain) return null;
    const cached = await cachedSchoolDetails(request.server, deps, subdomain);
    if (!cached) return null;
    const { name, logo, primary_color: primaryColor } = cached.details;
    return {
      subdomain,
      json: cached.body.text,
      brand: { name, logo, primaryColor },
      details: cached.details,
    };
  };
}
