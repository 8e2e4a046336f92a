import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX_LENGTH,
  API_KEY_REFS,
  API_KEY_START,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyValues,
} from '@alumni/domain';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { apiKeys, userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { hashToken } from '../../platform/sessions.ts';
import { presentApiKey } from './presenters.ts';

/**
 * School settings → API key and docs (issue 31 item 9; spec 1 §2 Settings, §3 "API key with
 * owner", §5 "API key owner required"): the school's keys listed (never a secret), created
 * for an owner who is an active member of the school (the full key answered once, its
 * SHA-256 stored), and revoked. Every query names the school as well as the key: another
 * school's key is not found.
 */

const creators = alias(users, 'api_key_creators');

/** The row every read selects: the key with its owner and its creator. */
const keyRow = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    picture: users.picture,
  },
  creator: {
    id: creators.id,
    firstName: creators.firstName,
    lastName: creators.lastName,
    picture: creators.picture,
  },
};

/** The school's live keys (`also`: one more condition), with their owner and creator. */
function keysOf(db: Db, schoolId: number, also?: SQL) {
  return db
    .select(keyRow)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerId))
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.schoolId, schoolId), isNull(apiKeys.revokedAt), also));
}

/** The school's live keys (revoked ones are gone from the list), newest first. */
export async function listApiKeys(db: Db, schoolId: number, mediaUrl: MediaUrl): Promise<ApiKey[]> {
  const rows = await keysOf(db, schoolId).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => presentApiKey(row, mediaUrl));
}

/** Whether `userId` is an active member of the school: an active account and an active role. */
async function isActiveMember(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.isActive, true),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A new key for the owner `input.owner`, created by the actor: `alk_<8 hex>_<32 random bytes
 * as base64url>`. Answers the key's row with the full key, this once; stores its SHA-256.
 * 400 `{"owner"}` when the owner is not an active member of the actor's school.
 */
export async function createApiKey(
  db: Db,
  actor: Actor,
  input: ApiKeyValues,
  mediaUrl: MediaUrl,
): Promise<ApiKeyCreated> {
  const schoolId = actor.school.id;
  if (!(await isActiveMember(db, schoolId, input.owner))) {
    throw badRequest({ owner: [API_KEY_REFS.ownerNotMember] });
  }
  const prefix = randomBytes(API_KEY_PREFIX_LENGTH / 2).toString('hex');
  const key = `${API_KEY_START}${prefix}_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      schoolId,
      ownerId: input.owner,
      name: input.name,
      prefix,
      keyHash: hashToken(key),
      createdBy: actor.authUser.id,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
  const [created] = await keysOf(db, schoolId, eq(apiKeys.id, row.id));
  if (!created) throw notFound();
  return { ...presentApiKey(created, mediaUrl), key };
}

/**
 * Revokes a key of the school: from the next request on, on every instance (keys are looked
 * up on each request), it authenticates nobody. 404 when it is not the school's or already
 * revoked.
 */
export async function revokeApiKey(db: Db, schoolId: number, keyId: number): Promise<void> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.schoolId, schoolId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
}
