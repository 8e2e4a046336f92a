/** The routes of the signed-in user's own account, relative to `/api` (../paths.ts). */
export const USER_PATHS = {
  /** GET the signed-in user; PATCH their personal data. */
  me: '/users/me/',
  /** GET the session (`{user}` or `{user: null}`). */
  session: '/auth/session/',
  /** GET the session user's id (401 once the session is gone). */
  ping: '/users/ping/',
  /** POST: change the password. */
  password: '/users/me/password/',
  /** GET and PATCH the user's settings in this school. */
  settings: '/users/me/settings/',
} as const;
