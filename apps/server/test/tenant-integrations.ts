import type { Db } from '../src/db/client.ts';
import { integrations } from '../src/db/schema/index.ts';

/** A school's integration for the tenant-isolation, fuzz and audit suites (issue 31 item 9). */
export interface IntegrationWorld {
  /**
   * An integration whose base URL never resolves (`.invalid`, RFC 6761): the sanity run
   * changes it, tests it (unreachable, at once, with no network) and deletes it.
   */
  integration: number;
}

/** Adds the integration, its name and URL carrying the school's marker. */
export async function buildIntegrationWorld(
  db: Db,
  world: { schoolId: number; marker: string },
): Promise<IntegrationWorld> {
  const [row] = await db
    .insert(integrations)
    .values({
      schoolId: world.schoolId,
      name: `${world.marker} integration`,
      baseUrl: `https://${world.marker}.crm.invalid/`,
      mappings: [{ source: 'email', target: `${world.marker}_email` }],
    })
    .returning({ id: integrations.id });
  if (!row) throw new Error('integration insert returned nothing');
  return { integration: row.id };
}
