import { z } from 'zod';
import { DB_ID_MAX } from './api/shared.ts';
import { API_KEY_REFS } from './api-key-messages.ts';
import { isSchoolAdmin, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's API keys (spec 1 §2 Settings "API key and docs", §3 "API key with owner", §5
 * "API key owner required"; issue 31 item 9). An admin creates a key for an owner, a member of
 * the school; the full key is shown once and stored hashed. A request carrying it
 * (`Authorization: Bearer <key>`) on the school's host reads what its owner may read there,
 * with the owner's current roles; it never writes.
 */

/** What every key starts with: a scanner (or a person) recognises a leaked key by it. */
export const API_KEY_START = 'alk_';

/** Characters of the key's public prefix (hex), shown in lists to recognise a key. */
export const API_KEY_PREFIX_LENGTH = 8;

/**
 * The shape of a key: `alk_`, the 8-hex-digit prefix, `_`, then the secret, 32 random bytes as
 * base64url (43 characters). Anything else is no key of ours, refused without a lookup.
 */
export const API_KEY_PATTERN = /^alk_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

/** The public prefix of a well-formed key, or null (api-keys.ts API_KEY_PATTERN). Never throws. */
export function apiKeyPrefix(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** The methods a key may send (RFC 9110 reads): any other is refused 403 before routing. */
export const API_KEY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Longest name of a key (characters): a label the admin gives to recognise it. */
export const API_KEY_NAME_MAX = 100;

/**
 * `last_used_at` is written at most once per this interval per key (ms), so that reads with a
 * key stay reads and cost no write each.
 */
export const API_KEY_USE_INTERVAL_MS = 60_000;

const m = VALIDATION_REFS;

/**
 * Body of `POST /api/schools/{id}/api-keys/`: `owner` (a member's user id, required: spec 1
 * §5 "API key owner required") and `name` (optional label, trimmed, ≤ API_KEY_NAME_MAX).
 */
export const apiKeySchema = z.object({
  owner: z
    .union([z.number(), z.string().regex(/^[0-9]{1,10}$/)], {
      error: (issue) => (issue.input == null ? API_KEY_REFS.ownerRequired : m.invalidValue),
    })
    .transform(Number)
    .pipe(z.number().int().positive().max(DB_ID_MAX)),
  name: z
    .string({ error: m.invalidValue })
    .trim()
    .max(API_KEY_NAME_MAX, { error: validationRef('tooLong', { max: API_KEY_NAME_MAX }) })
    .default(''),
});
export type ApiKeyInput = z.input<typeof apiKeySchema>;
export type ApiKeyValues = z.output<typeof apiKeySchema>;

/** Who creates, lists and revokes the school's keys: its admins (and super users). */
export const canManageApiKeys = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);
