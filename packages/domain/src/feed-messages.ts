import type { Locale } from './locales.ts';

/** Messages of the feed rules that are not field formats, per locale. */
export interface FeedMessageCatalogue {
  emptyPost: string;
  /** `{max}`: POST_TEXT_MAX. */
  postTooLong: string;
  unknownImage: string;
  /** A `group_id` naming no group the member sees (issue 33 item 4). */
  unknownGroup: string;
  /** Writing in a group's feed needs its membership. */
  groupMembersOnly: string;
  /** A private group's feed is read by its members only. */
  groupPostsMembersOnly: string;
}

export const FEED_MESSAGES: Record<Locale, FeedMessageCatalogue> = {
  fr: {
    emptyPost: 'Écrivez quelque chose ou ajoutez une image.',
    postTooLong: 'La publication dépasse la longueur maximale de {max} caractères.',
    unknownImage: 'Cette image est introuvable\u00a0: ajoutez-la de nouveau.',
    unknownGroup: 'Ce groupe est introuvable.',
    groupMembersOnly: 'Rejoignez le groupe pour publier dans son fil.',
    groupPostsMembersOnly: 'Seuls les membres de ce groupe privé lisent ses publications.',
  },
  en: {
    emptyPost: 'Write something or add an image.',
    postTooLong: 'The post exceeds the maximum length of {max} characters.',
    unknownImage: 'This image could not be found: add it again.',
    unknownGroup: 'This group could not be found.',
    groupMembersOnly: 'Join the group to post in its feed.',
    groupPostsMembersOnly: 'Only the members of this private group read its posts.',
  },
};
