/** The routes of sign-in and password recovery, relative to `/api` (../paths.ts). */
export const AUTH_PATHS = {
  /** POST: sign in. */
  login: '/auth/login/',
  /** DELETE: sign out. */
  logout: '/auth/logout/',
  /** POST: mail a password reset link. */
  forgotPassword: '/auth/password/forgot/',
  /** POST: set a new password with the link's token. */
  resetPassword: '/auth/password/reset/',
} as const;
