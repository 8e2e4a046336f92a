import type { ResourceFormat } from '@alumni/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';

/**
 * What the resources' reads share (docs/architecture.md "Data access"): the row every read
 * selects, the school's resources in their order and who may see which. Every query names the
 * school.
 */

export const resourceColumns = {
  id: resources.id,
  icon: resources.icon,
  title: resources.title,
  description: resources.description,
  roles: resources.roles,
  fileKey: resources.fileKey,
  fileName: resources.fileName,
  fileFormat: resources.fileFormat,
  fileSize: resources.fileSize,
  downloads: resources.downloads,
  position: resources.position,
  updatedAt: resources.updatedAt,
};
export type ResourceRow = {
  id: number;
  icon: string | null;
  title: string;
  description: string;
  roles: number[];
  fileKey: string;
  fileName: string;
  fileFormat: string;
  fileSize: number;
  downloads: number;
  position: number;
  updatedAt: Date;
};

/** The stored format of a row (the table's check holds it to the domain's list). */
export const formatOf = (row: Pick<ResourceRow, 'fileFormat'>) => row.fileFormat as ResourceFormat;

/**
 * The condition a viewer's resources meet: every one (`codes` null: admins and super users),
 * else those for every member and those whose roles share one of `codes` (the viewer's counted
 * role codes, domain viewerRoleCodes).
 */
export function visibleTo(codes: readonly number[] | null): SQL | undefined {
  if (codes === null) return undefined;
  // The codes are integers 1–8 from the engine: an array literal, one parameter.
  const list = `{${codes.map((code) => Math.trunc(code)).join(',')}}`;
  return sql`(${resources.roles} = '{}'::integer[] or ${resources.roles} && ${list}::integer[])`;
}

/** The school's resources a viewer may see (`codes` as visibleTo), in the admins' order. */
export function resourceRows(
  db: Db,
  schoolId: number,
  codes: readonly number[] | null,
): Promise<ResourceRow[]> {
  return db
    .select(resourceColumns)
    .from(resources)
    .where(and(eq(resources.schoolId, schoolId), visibleTo(codes)))
    .orderBy(asc(resources.position), asc(resources.id));
}

/** One resource of the school a viewer may see (`codes` as visibleTo), or undefined. */
export async function resourceRow(
  db: Db,
  schoolId: number,
  id: number,
  codes: readonly number[] | null,
): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select(resourceColumns)
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.schoolId, schoolId), visibleTo(codes)));
  return row;
}
