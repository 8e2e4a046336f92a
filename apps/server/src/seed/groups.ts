import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GROUP_HEADER_SIZE, GROUP_THUMBNAIL_SIZE } from '@alumni/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  events,
  groupHistory,
  groupMembers,
  groupMembershipHistory,
  groups,
  posts,
} from '../db/schema/index.ts';

/**
 * The demo school's interest groups (issue 33): a public running club with members and two
 * posts in its feed, a private finance network managed by the demo member with a request
 * waiting for them, and a group waiting for a Club validator; one upcoming event is organised
 * by the running club. Images are SVGs of the groups' sizes under `<mediaDir>/groups/demo/`.
 */

interface DemoGroup {
  title: string;
  slug: string;
  description: string;
  category: string;
  visibility: 'public' | 'private';
  state: 2 | 3;
  color: string;
}

const DEMO_GROUPS: DemoGroup[] = [
  {
    title: 'Club de course à pied',
    slug: 'club-de-course-a-pied',
    description:
      'Sorties du dimanche matin, semi-marathon de Paris et relais inter-écoles\u00a0: tous niveaux bienvenus.',
    category: 'sport',
    visibility: 'public',
    state: 3,
    color: '#e4572e',
  },
  {
    title: 'Réseau Finance',
    slug: 'reseau-finance',
    description:
      'Le cercle des diplômés en banque, audit et gestion d’actifs\u00a0: offres, retours d’expérience et dîners trimestriels.',
    category: 'professional',
    visibility: 'private',
    state: 3,
    color: '#17bebb',
  },
  {
    title: 'Amicale de Lyon',
    slug: 'amicale-de-lyon',
    description: 'Les diplômés installés à Lyon et alentour\u00a0: afterworks et visites.',
    category: 'regional',
    visibility: 'public',
    state: 2,
    color: '#76b041',
  },
];

const GROUP_POSTS = [
  '<p>Sortie dimanche 9 h au parc de la Tête d’Or\u00a0: 10 km à allure tranquille, café ensuite\u00a0!</p>',
  '<p>Inscriptions ouvertes pour le relais inter-écoles\u00a0: il nous manque deux coureurs.</p>',
];

/** Writes a group's thumbnail and header as SVGs; returns their media keys. */
function writeImages(mediaDir: string, index: number, color: string) {
  const folder = path.join(mediaDir, 'groups', 'demo');
  mkdirSync(folder, { recursive: true });
  const svg = ({ width, height }: { width: number; height: number }) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${color}"/><g fill="#ffffff" opacity="0.18"><circle cx="${width * 0.25}" cy="${height * 0.3}" r="${height * 0.35}"/><circle cx="${width * 0.8}" cy="${height * 0.85}" r="${height * 0.45}"/></g></svg>`;
  const thumbnail = `thumbnail-${index + 1}.svg`;
  const header = `header-${index + 1}.svg`;
  writeFileSync(path.join(folder, thumbnail), svg(GROUP_THUMBNAIL_SIZE));
  writeFileSync(path.join(folder, header), svg(GROUP_HEADER_SIZE));
  return { thumbnailKey: `groups/demo/${thumbnail}`, headerKey: `groups/demo/${header}` };
}

/**
 * Seeds the demo school's groups in the seed's transaction: `adminId` manages the running club
 * (the demo member `memberId` and a few of `memberIds` in it), the demo member manages the
 * finance network (a member of `memberIds` asks to join it), and another of `memberIds` waits
 * for the Lyon group's validation.
 */
export async function seedGroups(
  tx: Db,
  opts: {
    schoolId: number;
    adminId: number;
    memberId: number;
    memberIds: readonly number[];
    mediaDir: string;
    now: Date;
  },
): Promise<void> {
  const { schoolId, now } = opts;
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const others = opts.memberIds.filter((id) => id !== opts.memberId && id !== opts.adminId);
  const runners = [opts.memberId, ...others.slice(0, 4)];
  const requester = others[5] ?? opts.adminId;
  const lyonAuthor = others[6] ?? opts.adminId;
  const authors = [opts.adminId, opts.memberId, lyonAuthor];
  const members: number[][] = [runners, others.slice(7, 9), []];

  const ids: number[] = [];
  for (const [i, demo] of DEMO_GROUPS.entries()) {
    const authorId = authors[i] ?? opts.adminId;
    const createdAt = daysAgo(30 - i * 10);
    const { color, ...fields } = demo;
    const [row] = await tx
      .insert(groups)
      .values({
        schoolId,
        authorId,
        ...fields,
        ...writeImages(opts.mediaDir, i, color),
        announcedAt: demo.state === 3 ? createdAt : null,
        memberCount: 1 + (members[i]?.length ?? 0),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!row) throw new Error('Group insert returned nothing.');
    ids.push(row.id);
    await tx.insert(groupHistory).values({
      schoolId,
      groupId: row.id,
      actorId: authorId,
      action: demo.state === 3 ? 'create' : 'submit',
      fromStatus: null,
      toStatus: demo.state === 3 ? 'published' : 'pending',
      createdAt,
    });
    const people = [
      { userId: authorId, role: 'manager' },
      ...(members[i] ?? []).map((userId) => ({ userId, role: 'member' })),
    ];
    await tx
      .insert(groupMembers)
      .values(
        people.map((p) => ({ ...p, groupId: row.id, schoolId, status: 'member', createdAt })),
      );
    await tx.insert(groupMembershipHistory).values(
      people.map((p) => ({
        schoolId,
        groupId: row.id,
        userId: p.userId,
        actorId: p.userId,
        action: 'join',
        toStatus: 'member',
        createdAt,
      })),
    );
  }

  const [running, finance] = ids;
  if (running === undefined || finance === undefined) return;
  // A request waiting for the demo member, who manages the finance network.
  const message = 'Analyste crédit depuis 2019, je serais ravie de rejoindre le réseau.';
  await tx.insert(groupMembers).values({
    groupId: finance,
    userId: requester,
    schoolId,
    status: 'pending',
    message,
    createdAt: daysAgo(1),
  });
  await tx.insert(groupMembershipHistory).values({
    schoolId,
    groupId: finance,
    userId: requester,
    actorId: requester,
    action: 'request',
    toStatus: 'pending',
    message,
    createdAt: daysAgo(1),
  });
  // Two posts in the running club's feed.
  await tx.insert(posts).values(
    GROUP_POSTS.map((content, i) => ({
      schoolId,
      authorId: runners[i] ?? opts.adminId,
      content,
      groupId: running,
      createdAt: daysAgo(3 - i),
      updatedAt: daysAgo(3 - i),
    })),
  );
  // The running club organises the school's next event.
  const [next] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.schoolId, schoolId), gt(events.startAt, now)))
    .orderBy(asc(events.startAt))
    .limit(1);
  if (next) await tx.update(events).set({ groupId: running }).where(eq(events.id, next.id));
}
