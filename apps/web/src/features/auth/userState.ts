import type { Me } from '@alumni/domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import { schoolDetailsKey } from '../../shared/school/api.ts';
import { currentUserKey } from '../../shared/viewer/api.ts';

const SCHOOL_KEY = schoolDetailsKey('')[0];

/** The school's details and the current-user entry itself survive a change of user. */
function belongsToNobody(query: Query): boolean {
  const [first, second] = query.queryKey;
  return first === SCHOOL_KEY || (first === currentUserKey[0] && second === currentUserKey[1]);
}

/** Drops everything cached for the previous user (their settings, lists…). */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !belongsToNobody(query) });
}

/**
 * Resets the user state (spec 1 §4 "a failed identity check resets the user state", spec 2 §7
 * logout): anonymous from now on, and nothing of theirs left in the cache.
 */
export function resetUserState(queryClient: QueryClient): void {
  forgetUserData(queryClient);
  queryClient.setQueryData<Me | null>(currentUserKey, null);
}

/** A session was opened (login, activation): this user from now on, nobody else's data. */
export function setSignedInUser(queryClient: QueryClient, user: Me): void {
  forgetUserData(queryClient);
  queryClient.setQueryData<Me | null>(currentUserKey, user);
}
