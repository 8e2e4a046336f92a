import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { apiKeys } from '../src/db/schema/index.ts';
import { hashToken } from '../src/platform/sessions.ts';

/** A school's API key for the tenant-isolation and fuzz suites (issue 31 item 9). */
export interface ApiKeyWorld {
  /** A live key of the school, owned by its member: the sanity run revokes it. */
  apiKey: number;
}

/** Adds the key, its name carrying the school's marker (its secret is never used). */
export async function buildApiKeyWorld(
  db: Db,
  world: { schoolId: number; marker: string; member: number },
): Promise<ApiKeyWorld> {
  const [row] = await db
    .insert(apiKeys)
    .values({
      schoolId: world.schoolId,
      ownerId: world.member,
      name: `${world.marker} key`,
      prefix: randomBytes(4).toString('hex'),
      keyHash: hashToken(randomBytes(32).toString('base64url')),
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned nothing');
  return { apiKey: row.id };
}
