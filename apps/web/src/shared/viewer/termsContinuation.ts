// Where post-login routing goes once the member accepted the school's new terms (domain
// post-login.ts step 0 `accept-terms`): the sign-in keeps the next step's path here, and the
// acceptance dialog (features/terms) follows it. Nothing is kept when the dialog shows on a
// page load: the member then stays on the page they opened.

let pending: string | null = null;

/** Keeps `path` as the place to go once the terms are accepted. */
export function continueAfterTerms(path: string): void {
  pending = path;
}

/** The place to go once the terms are accepted, forgotten as it is read; null when none. */
export function takeTermsContinuation(): string | null {
  const path = pending;
  pending = null;
  return path;
}
