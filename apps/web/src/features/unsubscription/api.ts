import type { UnsubscribeResult } from '@alumni/domain';
import { apiPath, UNSUBSCRIPTION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * `POST /api/unsubscription/` `{token}`: spends a mailing's unsubscribe link. Resolves to the
 * list it turned off; rejects with the API error (400 "Error! Invalid token" for an unknown,
 * expired, used or other school's token).
 */
export function postUnsubscribe(token: string): Promise<UnsubscribeResult> {
  return api.post<UnsubscribeResult>(apiPath(UNSUBSCRIPTION_PATHS.unsubscribe), { token });
}
