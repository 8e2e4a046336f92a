import type { PermissionSchool, PermissionUser, PublicationStatus } from '@alumni/domain';
import {
  canUseBlog,
  canValidateArticles,
  isSchoolAdmin,
  PUBLICATION_STATUSES,
  STATIC_OPTION_CODE_MAX,
  STATIC_OPTION_CODE_PATTERN,
} from '@alumni/domain';

/**
 * What the blog's pages offer whom (spec 1 §2 Blog "filters draft, published, scheduled,
 * pending", §4 Publication; spec 2 §6), free of React so it is unit-tested on its own. The
 * server decides; these only show the buttons and filters that will work.
 */

/** The list's status filters, in the order shown: published first (the default). */
export const LIST_STATUSES: readonly PublicationStatus[] = [
  'published',
  'scheduled',
  'draft',
  'pending',
  'refused',
];

/** Who writes articles: members with the blog view (domain canUseBlog). Never throws. */
export function canWriteArticles(user: PermissionUser | null, school: PermissionSchool): boolean {
  return user !== null && canUseBlog(user, school);
}

/**
 * The status filters `user` gets on the list: none for anonymous readers (published only);
 * members who write see their own drafts, scheduled, pending and refused articles, validators
 * and admins everyone's (the server filters). Never throws.
 */
export function listStatuses(
  user: PermissionUser | null,
  school: PermissionSchool,
): readonly PublicationStatus[] {
  return canWriteArticles(user, school) ? LIST_STATUSES : ['published'];
}

/** Whether `user` sees an article's history: its author, Blog validators and admins. */
export function seesHistory(
  user: (PermissionUser & { id: number }) | null,
  school: PermissionSchool,
  authorId: number,
): boolean {
  if (!user) return false;
  return user.id === authorId || canValidateArticles(user, school) || isSchoolAdmin(user, school);
}

/** A status read from the address (`?status=`), kept when the viewer has it, else published. */
export function parseStatus(
  raw: string | null,
  allowed: readonly PublicationStatus[],
): PublicationStatus {
  const status = PUBLICATION_STATUSES.find((value) => value === raw);
  return status && allowed.includes(status) ? status : 'published';
}

/**
 * A category read from the address (`?category=`): a code in the form of the school's list
 * options (STATIC_OPTION_CODE_PATTERN); null for any other value. An unknown code lists
 * nothing.
 */
export function parseCategory(raw: string | null): string | null {
  return raw !== null &&
    raw.length <= STATIC_OPTION_CODE_MAX &&
    STATIC_OPTION_CODE_PATTERN.test(raw)
    ? raw
    : null;
}

// The date-time inputs' conversions are shared with events (ui/form/localDateTime.ts).
export { fromLocalInput, toLocalInput } from '../../ui/form/localDateTime.ts';
