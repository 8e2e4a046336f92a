import {
  GROUP_IMAGE_SIZES,
  GROUP_MESSAGES,
  type GroupData,
  type GroupImageKind,
  PUBLICATION_STATE,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groupMembershipHistory, groups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { coverOf, type StoredCover, storeCover } from '../../platform/covers.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { keepOldSlug } from '../../platform/publication/old-slugs.ts';
import { createItem, editItem, removeItem, type Tx } from '../../platform/publication/saves.ts';
import { checkSlugFree, newItemSlug, slugSafe } from '../../platform/publication/slugs.ts';
import { accessOf, seesGroup } from './access.ts';
import { publicationActor } from './policy.ts';
import { groupsArea, noSchedule } from './publication.ts';
import { findGroup, type GroupRecord, isActive, membershipOf } from './store.ts';

/**
 * Writing groups (spec 1 §5 Group, §4 Group "Pending validation (on creation), then active";
 * spec 2 §6 "A group manager ... edits or deletes the group"; issue 33 items 1 and 2): create,
 * edit and delete through the shared publication workflow (platform/publication saves.ts,
 * `groupsArea`), and the two images' upload. The creator becomes the group's first manager
 * in the creating transaction.
 */

/** Images of groups: `groups/{kind}/{school}/{user}/{32 hex}.webp` (platform covers). */
const imageFolder = (kind: GroupImageKind) => `groups/${kind}`;

/**
 * Stores an uploaded thumbnail (cropped to 300×300) or header (800×480) as WebP without
 * metadata (spec 1 §5 Images). Returns the image; 400 `{"file"}` for what is not an image.
 */
export function storeGroupImage(
  actor: Actor,
  upload: Buffer,
  kind: GroupImageKind,
  mediaRoot: string,
): Promise<StoredCover> {
  return storeCover(actor, upload, {
    folder: imageFolder(kind),
    mediaRoot,
    size: GROUP_IMAGE_SIZES[kind],
  });
}

/**
 * The key a group's image `kind` is saved with: its `current` one, or one this member uploaded
 * here as that kind (platform coverOf). 400 `{"thumbnail"}` / `{"header"}` otherwise.
 */
async function imageKeyOf(
  actor: Actor,
  kind: GroupImageKind,
  key: string,
  opts: { mediaRoot: string; current?: string },
): Promise<string> {
  const size = GROUP_IMAGE_SIZES[kind];
  const image = await coverOf(actor, key, {
    folder: imageFolder(kind),
    mediaRoot: opts.mediaRoot,
    unknown: GROUP_MESSAGES[actor.locale].unknownImage,
    field: kind,
    size,
    ...(opts.current ? { current: { key: opts.current, ...size } } : {}),
  });
  return image.key;
}

/** The columns a group's body sets as it is (create and edit alike). */
function groupColumns(input: GroupData) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    visibility: input.visibility,
  };
}

/** Both images' keys, checked (imageKeyOf), and the filters (audienceFilters). */
async function checkedValues(
  db: Db,
  actor: Actor,
  input: GroupData,
  mediaRoot: string,
  current?: GroupRecord,
) {
  const thumbnailKey = await imageKeyOf(actor, 'thumbnail', input.thumbnail, {
    mediaRoot,
    ...(current ? { current: current.thumbnailKey } : {}),
  });
  const headerKey = await imageKeyOf(actor, 'header', input.header, {
    mediaRoot,
    ...(current ? { current: current.headerKey } : {}),
  });
  const filters = await audienceFilters(db, actor, groupsArea, input);
  return { thumbnailKey, headerKey, ...filters };
}

/** Makes the creator the group's first manager, counted, with the history's `join` row. */
async function addCreator(tx: Tx, actor: Actor, group: { id: number }): Promise<void> {
  await tx.insert(groupMembers).values({
    groupId: group.id,
    userId: actor.user.id,
    schoolId: actor.school.id,
    status: 'member',
    role: 'manager',
  });
  await tx.insert(groupMembershipHistory).values({
    schoolId: actor.school.id,
    groupId: group.id,
    userId: actor.user.id,
    actorId: actor.user.id,
    action: 'join',
    fromStatus: null,
    toStatus: 'member',
  });
}

/**
 * The actor creates a group (spec 1 §5 Group; issue 33 items 1–2): pending validation where
 * the school has `validate_club` and the actor is no Club validator, else active at once
 * (domain decideSave; `draft` keeps it a draft). Its images must be the actor's uploads, its
 * filters the school's (while `has_filter_club`). Group, slug, history row and the creator's
 * manager row in one transaction. Returns the group's id; 400 per field.
 */
export async function createGroup(
  db: Db,
  actor: Actor,
  input: GroupData,
  mediaRoot: string,
): Promise<number> {
  const created = await createItem(
    db,
    actor,
    groupsArea,
    {
      draft: input.draft,
      values: async () => ({
        ...groupColumns(input),
        ...(await checkedValues(db, actor, input, mediaRoot)),
        slug: await newItemSlug(db, groupsArea, actor, input),
        publishAt: null,
        memberCount: 1,
      }),
      also: (tx, row) => addCreator(tx, actor, row),
    },
    { schedule: noSchedule },
  );
  return created.id;
}

/**
 * The actor edits group `id` (spec 2 §6 "A group manager ... edits ... the group"). An active
 * group is edited by its managers, school admins and super users as often as needed, and stays
 * active (no admin-level edit limit: it is the managers' group, not a validated article). A
 * draft, pending or refused group follows the publication rules (platform editItem): its
 * author or managers resubmit it, a Club validator validates it. Returns nothing; 404 for
 * what the actor may not see; 403; 400 per field.
 */
export async function editGroup(
  db: Db,
  actor: Actor,
  input: GroupData & { id: number },
  mediaRoot: string,
): Promise<void> {
  const found = await findGroup(db, actor.school.id, input.id);
  if (!found) throw notFound();
  const access = accessOf(actor, found, await membershipOf(db, found.id, actor.user.id));
  if (!access) throw notFound();
  if (input.slug && input.slug !== found.slug) {
    await checkSlugFree(db, groupsArea, actor, input.slug, found.id);
  }
  if (isActive(found)) {
    if (!access.isManager) throw forbidden(GROUP_MESSAGES[actor.locale].forbidden);
    await editActiveGroup(db, actor, input, found, mediaRoot);
    return;
  }
  // The group's managers count as its author (spec 2 §6).
  const area = {
    ...groupsArea,
    who: (a: Actor, authorId: number | null) => publicationActor(a, authorId, access.isManager),
  };
  await editItem(
    db,
    actor,
    area,
    {
      id: found.id,
      draft: input.draft,
      change: async (_tx, current) => ({
        ...groupColumns(input),
        ...(await checkedValues(db, actor, input, mediaRoot, current)),
        slug: input.slug ?? current.slug,
        publishAt: null,
      }),
    },
    {
      schedule: noSchedule,
      sees: (row) => seesGroup(actor, row, access.membership),
    },
  );
}

/** An active group's edit: its columns and old slug, under its row lock; it stays active. */
async function editActiveGroup(
  db: Db,
  actor: Actor,
  input: GroupData,
  found: GroupRecord,
  mediaRoot: string,
) {
  const values = await checkedValues(db, actor, input, mediaRoot, found);
  await slugSafe(groupsArea, actor, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(groups)
        .where(and(eq(groups.id, found.id), eq(groups.schoolId, actor.school.id)))
        .for('update');
      if (!current) throw notFound();
      const slug = input.slug ?? current.slug;
      await tx
        .update(groups)
        .set({ ...groupColumns(input), ...values, slug, updatedAt: new Date() })
        .where(eq(groups.id, current.id));
      await keepOldSlug(tx, groupSlugsTable(), {
        schoolId: actor.school.id,
        itemId: current.id,
        from: current.slug,
        to: slug,
      });
    }),
  );
}

/** The group's old-slugs table (groupsArea always describes one). */
function groupSlugsTable() {
  if (!groupsArea.slugs) throw new Error('groups: the area describes no slugs.');
  return groupsArea.slugs.old;
}

/**
 * Deletes group `id` with its members, posts and history (spec 2 §6 "A group manager ...
 * deletes the group"): its managers, school admins and super users; its author while it is
 * not active yet (a draft, pending or refused group). 404; 403.
 */
export async function removeGroup(db: Db, actor: Actor, id: number): Promise<void> {
  const found = await findGroup(db, actor.school.id, id);
  if (!found) throw notFound();
  const access = accessOf(actor, found, await membershipOf(db, found.id, actor.user.id));
  if (!access) throw notFound();
  await removeItem(db, actor, groupsArea, id, {
    sees: (row) => seesGroup(actor, row, access.membership),
    mayDelete: (row) =>
      access.isManager ||
      (row.authorId === actor.user.id && row.state !== PUBLICATION_STATE.published),
  });
}
