import type { ApiKey } from '@alumni/domain';
import { API_KEY_START } from '@alumni/domain';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';

/**
 * What goes out of the API keys' routes. Fields are listed one by one: the key's hash never
 * leaves, and a new column never leaks by default.
 */

type Person = { id: number; firstName: string; lastName: string; picture: string | null };

/** A key as School settings lists it: its public prefix, never its secret. */
export function presentApiKey(
  row: {
    id: number;
    name: string;
    prefix: string;
    createdAt: Date;
    lastUsedAt: Date | null;
    owner: Person;
    creator: Person | null;
  },
  mediaUrl: MediaUrl,
): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_START}${row.prefix}_`,
    owner: presentUserSummary(row.owner, mediaUrl),
    created_at: row.createdAt.toISOString(),
    created_by: row.creator ? presentUserSummary(row.creator, mediaUrl) : null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
