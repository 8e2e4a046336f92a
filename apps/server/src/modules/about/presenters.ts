import type { KeyNumber, TeamCard, TeamMemberAdmin, TeamMemberPage } from '@alumni/domain';
import type { keyNumbers } from '../../db/schema/index.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { bothLanguages, type TeamRow } from './store.ts';

/**
 * What goes out of the about API. Fields are listed one by one: a new column never leaks by
 * default.
 */

/** A key number as the details, the about page and School settings read it. */
export function presentKeyNumber(row: typeof keyNumbers.$inferSelect): KeyNumber {
  return { id: row.id, value: row.value, label: bothLanguages(row.label), order: row.order };
}

/** A person of the team as their card shows them. */
export function presentTeamCard(row: TeamRow, mediaUrl: MediaUrl): TeamCard {
  return {
    id: row.id,
    name: row.name,
    position: bothLanguages(row.title),
    photo: mediaUrl(row.photo),
  };
}

/**
 * One person of the team on their page: the linked profile only for a `member` viewer, and
 * only while the linked person is a member of the school too.
 */
export function presentTeamMemberPage(
  row: TeamRow,
  mediaUrl: MediaUrl,
  member: boolean,
): TeamMemberPage {
  return {
    ...presentTeamCard(row, mediaUrl),
    biography: bothLanguages(row.biography),
    profile: member && row.linkedIsMember && row.userId !== null ? row.userId : null,
  };
}

/** A person of the team as School settings edits them, at place `order`. */
export function presentTeamMemberAdmin(
  row: TeamRow,
  mediaUrl: MediaUrl,
  order: number,
): TeamMemberAdmin {
  return {
    ...presentTeamCard(row, mediaUrl),
    biography: bothLanguages(row.biography),
    user:
      row.userId === null
        ? null
        : {
            id: row.userId,
            first_name: row.userFirstName ?? '',
            last_name: row.userLastName ?? '',
          },
    order,
  };
}
