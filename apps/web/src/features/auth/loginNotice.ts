/** A message the login page shows when another account screen sends the visitor there. */
export interface LoginNotice {
  color: 'green' | 'blue' | 'yellow';
  message: string;
}

/** Router state carrying a login notice (password reset, activation awaiting validation). */
export interface LoginNoticeState {
  loginNotice: LoginNotice;
}

export function loginNoticeState(color: LoginNotice['color'], message: string): LoginNoticeState {
  return { loginNotice: { color, message } };
}

/** The notice in a location's state, when there is one. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  const notice = (state as LoginNoticeState).loginNotice;
  return typeof notice?.message === 'string' ? notice : null;
}
