import { canDeleteFeedItem, canEditFeedItem, canUseFeed } from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/** What the viewer may do with an item, decided by the routes through the domain rules. */
export interface ItemAbilities {
  canEdit: boolean;
  canDelete: boolean;
  canReport?: boolean;
}

/**
 * Who may do what on the feed (issue "Feed…", spec 2 §6 through the domain rules): members
 * with the feed list view read and write; only the author edits an item; its author, a
 * school admin, a super user or a superowner of the feed deletes it.
 */

/** The gate of every feed route: the feed list view (domain canUseFeed). */
export const canReadFeed = (actor: Actor) => canUseFeed(actor.user, actor.permissionSchool);

/** Whether the actor may rewrite an item by `authorId`. */
export const canEdit = (actor: Actor, authorId: number) => canEditFeedItem(actor.user, authorId);

/** Whether the actor may delete an item by `authorId`. */
export const canDelete = (actor: Actor, authorId: number) =>
  canDeleteFeedItem(actor.user, actor.permissionSchool, authorId);

/** What the actor may do with an item by `authorId`, as presenters show it. */
export function abilitiesOn(actor: Actor, authorId: number): Required<ItemAbilities> {
  return {
    canEdit: canEdit(actor, authorId),
    canDelete: canDelete(actor, authorId),
    canReport: authorId !== actor.user.id,
  };
}
