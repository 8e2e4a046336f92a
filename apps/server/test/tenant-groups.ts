import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { sessionHeaders } from './api.ts';
import { hostOf } from './app.ts';
import { buildGroup, groupBody, uploadGroupImages } from './groups.ts';

/** A school's group identifiers for the tenant-isolation, fuzz and audit suites (issue 33). */
export interface GroupWorld {
  /** An active public group created by the member through the API, `other` a member of it. */
  group: number;
  groupSlug: string;
  /** Another active group of the member: read, edited, then deleted by the suites. */
  groupDeletable: number;
  /** Its images' keys (a body naming them keeps them). */
  groupDeletableImages: { thumbnail: string; header: string };
  /** A pending group of `other`, for a Club validator's decision. */
  groupPending: number;
  /** Images the member uploaded and no group uses yet, for a new group's body. */
  groupUploads: { thumbnail: string; header: string };
}

/**
 * Builds the groups part of a school's world through the API on its host (the member creates
 * two groups, `other` joins the first) plus a pending group of `other` written directly, every
 * text carrying the school's marker.
 */
export async function buildGroupWorld(
  app: FastifyInstance,
  db: Db,
  w: { schoolId: number; subdomain: string; marker: string; member: number; other: number },
): Promise<GroupWorld> {
  const as = (userId: number) => ({ userId, schoolId: w.schoolId, subdomain: w.subdomain });
  const send = async (userId: number, method: 'POST', url: string, payload: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(await sessionHeaders(db, as(userId))), host: hostOf(w.subdomain) },
      payload: payload as Record<string, unknown>,
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as {
      id: number;
      slug: string;
      thumbnail: { key: string };
      header: { key: string };
    };
  };
  const slug = `${w.marker.toLowerCase()}-group`;
  const text = { title: `${w.marker} group`, description: `${w.marker} group text` };
  const first = await send(w.member, 'POST', '/api/groups/', {
    ...groupBody(await uploadGroupImages(app, db, as(w.member))),
    ...text,
    slug,
  });
  await send(w.other, 'POST', `/api/groups/${first.id}/members/`, { message: `${w.marker} hello` });
  const second = await send(w.member, 'POST', '/api/groups/', {
    ...groupBody(await uploadGroupImages(app, db, as(w.member))),
    title: `${w.marker} second group`,
    description: `${w.marker} second group text`,
  });
  const pending = await buildGroup(db, w.schoolId, w.other, {
    title: `${w.marker} pending group`,
    slug: `${w.marker.toLowerCase()}-pending-group`,
    description: `${w.marker} pending group text`,
    state: 2,
  });
  return {
    group: first.id,
    groupSlug: first.slug,
    groupDeletable: second.id,
    groupDeletableImages: { thumbnail: second.thumbnail.key, header: second.header.key },
    groupPending: pending.id,
    groupUploads: await uploadGroupImages(app, db, as(w.member)),
  };
}
