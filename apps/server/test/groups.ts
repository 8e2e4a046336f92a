import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { groupMembers, groups } from '../src/db/schema/index.ts';
import { sessionHeaders } from './api.ts';
import { hostOf } from './app.ts';
import { multipart, tinyPng } from './tenant-bodies.ts';

/**
 * Factories of interest groups (issue 33): a group written directly with its members, and
 * the two images a group's body names, uploaded through the API by a member on their host.
 */

let sequence = 0;

/**
 * A group of `authorId` in school `schoolId` (active, public unless `opts`), its author its
 * manager, with `members` (each a user id, or `{userId, status, role}`) and the member count
 * kept exact. Image keys are made up: a body sending them back keeps them (current images).
 */
export async function buildGroup(
  db: Db,
  schoolId: number,
  authorId: number,
  opts: Partial<typeof groups.$inferInsert> = {},
  members: (number | { userId: number; status?: string; role?: string; message?: string })[] = [],
) {
  sequence += 1;
  const rows = [
    { userId: authorId, status: 'member', role: 'manager' },
    ...members.map((m) => (typeof m === 'number' ? { userId: m } : m)),
  ].map((m) => ({
    userId: m.userId,
    status: 'status' in m && m.status ? m.status : 'member',
    role: 'role' in m && m.role ? m.role : 'member',
    message: 'message' in m && m.message ? m.message : '',
  }));
  const [group] = await db
    .insert(groups)
    .values({
      schoolId,
      authorId,
      title: `Group ${sequence}`,
      slug: `group-${sequence}`,
      description: 'A group.',
      thumbnailKey: `groups/thumbnail/${schoolId}/${authorId}/${'0'.repeat(31)}${sequence % 10}.webp`,
      headerKey: `groups/header/${schoolId}/${authorId}/${'0'.repeat(31)}${sequence % 10}.webp`,
      category: 'sport',
      visibility: 'public',
      state: 3,
      validated: false,
      memberCount: rows.filter((r) => r.status === 'member').length,
      ...opts,
    })
    .returning();
  if (!group) throw new Error('group insert returned nothing');
  await db.insert(groupMembers).values(rows.map((r) => ({ ...r, groupId: group.id, schoolId })));
  return group;
}

/** Uploads a thumbnail and a header as `userId` on the school's host: `{thumbnail, header}`. */
export async function uploadGroupImages(
  app: FastifyInstance,
  db: Db,
  w: { userId: number; schoolId: number; subdomain: string },
): Promise<{ thumbnail: string; header: string }> {
  const headers = await sessionHeaders(db, w);
  const send = async (kind: 'thumbnail' | 'header') => {
    const body = multipart(`${kind}.png`, 'image/png', await tinyPng());
    const res = await app.inject({
      method: 'POST',
      url: `/api/groups/images/?kind=${kind}`,
      headers: { ...headers, host: hostOf(w.subdomain), 'content-type': body.contentType },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`group ${kind}: ${res.statusCode} ${res.body}`);
    return (res.json() as { key: string }).key;
  };
  return { thumbnail: await send('thumbnail'), header: await send('header') };
}

/** A group's body as the form sends it, naming images `keys`. */
export const groupBody = (
  keys: { thumbnail: string; header: string },
  opts: Record<string, unknown> = {},
) => ({
  title: 'Suite group',
  description: 'Suite group text',
  thumbnail: keys.thumbnail,
  header: keys.header,
  category: 'culture',
  visibility: 'public',
  ...opts,
});
