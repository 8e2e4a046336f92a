import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../src/db/client.ts';
import { bulkOperationItems, bulkOperations } from '../src/db/schema/index.ts';
import { exportFileKey } from '../src/modules/bulk-actions/export-file.ts';

/** A school's bulk operation for the tenant-isolation and fuzz suites (issue 32 item 5). */
export interface BulkOperationWorld {
  /** A finished mass message of the admin, its member not reached (their name in the answer). */
  bulkOperation: number;
  /** A completed CSV export of the admin, its file (the member's name in it) on disk. */
  bulkExport: number;
}

/**
 * Adds a completed mass message of the school's admin to its member, who refused it: reading
 * it shows the member's name, so another school's operation read on A's host would leak.
 */
export async function buildBulkOperationWorld(
  db: Db,
  mediaDir: string,
  world: { schoolId: number; marker: string; member: number; admin: number },
): Promise<BulkOperationWorld> {
  const [op] = await db
    .insert(bulkOperations)
    .values({
      schoolId: world.schoolId,
      kind: 'mass_message',
      status: 'completed',
      createdBy: world.admin,
      params: { body: `${world.marker} mass message`, target: { selected: 1 } },
      targetIds: [world.member],
      total: 1,
      processed: 1,
      notReached: 1,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .returning({ id: bulkOperations.id });
  if (!op) throw new Error('bulk operation insert returned nothing');
  await db.insert(bulkOperationItems).values({
    operationId: op.id,
    userId: world.member,
    schoolId: world.schoolId,
    outcome: 'skipped',
    reason: 'refused_mass_messages',
  });
  const [exported] = await db
    .insert(bulkOperations)
    .values({
      schoolId: world.schoolId,
      kind: 'export',
      status: 'completed',
      createdBy: world.admin,
      params: { format: 'csv', columns: ['last_name'], target: { selected: 1 } },
      targetIds: [world.member],
      total: 1,
      processed: 1,
      notReached: 0,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .returning({ id: bulkOperations.id });
  if (!exported) throw new Error('bulk export insert returned nothing');
  const file = path.join(mediaDir, exportFileKey(world.schoolId, exported.id, 'csv'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `Last name\r\n${world.marker} exported member\r\n`);
  return { bulkOperation: op.id, bulkExport: exported.id };
}
