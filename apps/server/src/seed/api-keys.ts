import { randomBytes } from 'node:crypto';
import { API_KEY_START } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { hashToken } from '../platform/sessions.ts';

/**
 * The demo school's API key (issue 31 item 9): one key of the demo admin's, as they would have
 * created it for a CRM, used two days ago, so that School settings → API key and docs shows a
 * key in use. Its secret is random and never printed: nobody can use it; an admin creates a
 * new key to call the API. Runs in the seed's transaction `tx`.
 */
export async function seedApiKeys(
  tx: Db,
  opts: { schoolId: number; adminId: number; now: Date },
): Promise<void> {
  const prefix = randomBytes(4).toString('hex');
  const key = `${API_KEY_START}${prefix}_${randomBytes(32).toString('base64url')}`;
  const day = 86_400_000;
  await tx.insert(apiKeys).values({
    schoolId: opts.schoolId,
    ownerId: opts.adminId,
    name: 'CRM',
    prefix,
    keyHash: hashToken(key),
    createdAt: new Date(opts.now.getTime() - 30 * day),
    createdBy: opts.adminId,
    lastUsedAt: new Date(opts.now.getTime() - 2 * day),
  });
}
