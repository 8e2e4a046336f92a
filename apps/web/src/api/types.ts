/**
 * Shapes several API areas share (server `presentUserSummary`, page-numbered lists), written
 * once for every feature that reads them.
 */

/** A member as posts, comments, reports, notifications and validators name them. */
export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
}

/** A page of a page-numbered list (`?page=&page_size=`). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** "First Last" of a member. */
export function fullName(user: Pick<UserSummary, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
