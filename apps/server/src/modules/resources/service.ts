import {
  canManageResources,
  moveOption,
  RESOURCE_REFS,
  RESOURCES_MAX,
  type Resource,
  type ResourceCreate,
  type ResourcePatch,
  viewerRoleCodes,
} from '@alumni/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources, schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { renumber as renumberRows } from '../../platform/row-order.ts';
import { resourceFileOf, type StoredResourceFile } from './files.ts';
import { presentResource } from './presenters.ts';
import { formatOf, type ResourceRow, resourceRow, resourceRows } from './store.ts';

/**
 * The school's resources (issue 31 item 7; spec 1 §3 Resource): listed to whoever may see
 * each, added, changed, moved and deleted by the school's admins, counted at each download.
 * Every query names the school; another school's resource is not found (404). Changes to the
 * list take the school's row lock first, so that two admins' changes never mix their places
 * nor name one file twice.
 */

/** The role codes that filter what `actor` sees: null for those who see every resource. */
export const codesOf = (actor: Actor): number[] | null =>
  canManageResources(actor.user, actor.permissionSchool)
    ? null
    : viewerRoleCodes(actor.user, actor.permissionSchool);

/** The resources `actor` may see, in the admins' order; admins see each one's roles and downloads. */
export async function listResources(db: Db, actor: Actor): Promise<Resource[]> {
  const codes = codesOf(actor);
  const rows = await resourceRows(db, actor.school.id, codes);
  return rows.map((row) => presentResource(row, codes === null));
}

/** One resource of the school as its admins see it, or 404. */
async function resourceOf(db: Db, actor: Actor, id: number): Promise<Resource> {
  const row = await resourceRow(db, actor.school.id, id, null);
  if (!row) throw notFound();
  return presentResource(row, true);
}

/** Serialises the changes of one school's list (its row, `FOR NO KEY UPDATE`). */
async function lockSchool(db: Db, schoolId: number): Promise<void> {
  await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('no key update');
}

/** The ids of the school's resources in their order. */
async function orderedIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.schoolId, schoolId))
    .orderBy(asc(resources.position), asc(resources.id));
  return rows.map((row) => row.id);
}

/** Sets the places of `ids` to 0, 1, 2… (platform/row-order.ts). */
const renumber = (db: Db, schoolId: number, ids: readonly number[]) =>
  renumberRows(
    db,
    resources,
    { id: resources.id, schoolId: resources.schoolId, position: resources.position },
    schoolId,
    ids,
  );

/** 400 `{"roles"}` unless every code is an enabled role of the school. */
function checkRoles(actor: Actor, roles: readonly number[] | undefined): void {
  if (!roles) return;
  const offered = new Set(actor.permissionSchool.roles.filter((r) => r.enabled).map((r) => r.role));
  if (roles.some((code) => !offered.has(code))) {
    throw badRequest({ roles: [RESOURCE_REFS.roleNotOffered] });
  }
}

/** Whether a resource of the school uses the file `key` already. */
const usedBy = (db: Db, schoolId: number) => async (key: string) => {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.schoolId, schoolId), eq(resources.fileKey, key)));
  return row !== undefined;
};

/**
 * Adds a resource at the end of the school's list, naming a file the admin uploaded (400
 * `{"file"}` when it is not theirs, gone or used by another resource; `{"roles"}` for a role
 * the school has not enabled; `{"detail"}` when the school holds RESOURCES_MAX already).
 */
export async function createResource(
  db: Db,
  actor: Actor,
  input: ResourceCreate,
  mediaRoot: string,
): Promise<Resource> {
  checkRoles(actor, input.roles);
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const ids = await orderedIds(tx, schoolId);
    if (ids.length >= RESOURCES_MAX) throw badRequest({ detail: RESOURCE_REFS.tooMany });
    const file = await resourceFileOf(actor, input.file, { mediaRoot, used: usedBy(tx, schoolId) });
    const [row] = await tx
      .insert(resources)
      .values({
        schoolId,
        icon: input.icon,
        title: input.title,
        description: input.description,
        roles: input.roles,
        fileKey: file.key,
        fileName: file.name,
        fileFormat: file.format,
        fileSize: file.size,
        position: ids.length,
        createdBy: actor.user.id,
      })
      .returning({ id: resources.id });
    if (!row) throw notFound();
    return resourceOf(tx, actor, row.id);
  });
}

/** The stored file of a row. */
const fileOfRow = (row: ResourceRow): StoredResourceFile => ({
  key: row.fileKey,
  name: row.fileName,
  format: formatOf(row),
  size: row.fileSize,
});

/**
 * Changes a resource's fields, replaces its file and/or moves it to place `order` (from 0; the
 * others keep their order around it; past the end is last). Returns the resource and the key
 * of the file it no longer uses (to remove once committed), or null. 404 when not the
 * school's; 400 as createResource.
 */
export async function updateResource(
  db: Db,
  actor: Actor,
  id: number,
  input: ResourcePatch,
  mediaRoot: string,
): Promise<{ resource: Resource; replacedKey: string | null }> {
  checkRoles(actor, input.roles);
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const current = await resourceRow(tx, schoolId, id, null);
    if (!current) throw notFound();
    const file = input.file
      ? await resourceFileOf(actor, input.file, {
          mediaRoot,
          current: fileOfRow(current),
          used: usedBy(tx, schoolId),
        })
      : undefined;
    const { order, file: _file, ...fields } = input;
    const changes = {
      ...fields,
      ...(file
        ? { fileKey: file.key, fileName: file.name, fileFormat: file.format, fileSize: file.size }
        : {}),
    };
    // A move alone changes the places, not the resource.
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx
        .update(resources)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(resources.id, id), eq(resources.schoolId, schoolId)));
    }
    if (order !== undefined) {
      await renumber(tx, schoolId, moveOption(await orderedIds(tx, schoolId), id, order));
    }
    const replacedKey = file && file.key !== current.fileKey ? current.fileKey : null;
    return { resource: await resourceOf(tx, actor, id), replacedKey };
  });
}

/**
 * Deletes a resource; the others close up. Returns the key of its file, to remove once the
 * deletion is committed. 404 when not the school's.
 */
export async function deleteResource(db: Db, actor: Actor, id: number): Promise<string> {
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const [row] = await tx
      .delete(resources)
      .where(and(eq(resources.id, id), eq(resources.schoolId, schoolId)))
      .returning({ fileKey: resources.fileKey });
    if (!row) throw notFound();
    await renumber(tx, schoolId, await orderedIds(tx, schoolId));
    return row.fileKey;
  });
}

/**
 * The resource `actor` downloads, if they may see it (404 otherwise, hidden or another
 * school's), with its download counted: one `UPDATE … SET downloads = downloads + 1`, which
 * PostgreSQL's row lock keeps exact however many download at once. `exists(row)` is asked
 * first: a file gone from disk is not found and not counted.
 */
export async function downloadResource(
  db: Db,
  actor: Actor,
  id: number,
  exists: (row: ResourceRow) => Promise<boolean>,
): Promise<ResourceRow> {
  const row = await resourceRow(db, actor.school.id, id, codesOf(actor));
  if (!row || !(await exists(row))) throw notFound();
  await db
    .update(resources)
    .set({ downloads: sql`${resources.downloads} + 1` })
    .where(and(eq(resources.id, id), eq(resources.schoolId, actor.school.id)));
  return row;
}
