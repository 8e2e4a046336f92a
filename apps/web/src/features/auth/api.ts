import { api } from '../../api/client.ts';
import type { CurrentUser, LoginCredentials } from './types.ts';

export const currentUserKey = ['users', 'me'] as const;

/**
 * `GET /api/users/me/` (spec 2 §7): the signed-in user, or null when the visitor is anonymous.
 * Any failure counts as anonymous ("any failure resets the user state").
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const user = await api.get<CurrentUser | undefined>('/api/users/me/', signal);
    return user && typeof user.id === 'number' ? user : null;
  } catch {
    return null;
  }
}

/** `POST /api/auth/login/` with `{ email, password }`. */
export function postLogin(credentials: LoginCredentials): Promise<unknown> {
  return api.post<unknown>('/api/auth/login/', credentials);
}

/** `DELETE /api/auth/logout/` (spec 2 §7). */
export function deleteSession(): Promise<unknown> {
  return api.delete<unknown>('/api/auth/logout/');
}
