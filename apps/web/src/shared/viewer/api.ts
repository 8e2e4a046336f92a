import type { Me, PersonalDataInput, Session } from '@alumni/domain';
import { apiPath, USER_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * Who the viewer is, as every page asks it: the query key of the signed-in user and its
 * fetch (the session check of spec 2 §7). Features reach the user through `useViewer`.
 */

export const currentUserKey = ['users', 'me'] as const;

/**
 * The current user (spec 2 §7 "otherwise me"), or null when the visitor is anonymous, through
 * `GET /api/auth/session/`, which answers an anonymous visitor 200 `{user: null}` rather than
 * the 401 of `/api/users/me/` (no error in the console on every anonymous page load). Any
 * failure counts as anonymous ("any failure resets the user state").
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<Me | null> {
  try {
    const { user } = await api.get<Session>(apiPath(USER_PATHS.session), signal);
    return user && typeof user.id === 'number' ? user : null;
  } catch (error) {
    // A cancelled check says nothing about the session: let the query drop it.
    if (signal?.aborted) throw error;
    return null;
  }
}

/** `PATCH /api/users/me/`: the personal data of Settings → Personal data; the updated user. */
export function patchMe(input: PersonalDataInput): Promise<Me> {
  return api.patch<Me>(apiPath(USER_PATHS.me), input);
}
