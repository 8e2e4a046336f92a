import type { Locale } from './locales.ts';

/** Messages of the feed rules that are not field formats, per locale. */
export interface FeedMessageCatalogue {
  emptyPost: string;
  /** `{max}`: POST_TEXT_MAX. */
  postTooLong: string;
  unknownImage: string;
}

export const FEED_MESSAGES: Record<Locale, FeedMessageCatalogue> = {
  fr: {
    emptyPost: 'Écrivez quelque chose ou ajoutez une image.',
    postTooLong: 'La publication dépasse la longueur maximale de {max} caractères.',
    unknownImage: 'Cette image est introuvable\u00a0: ajoutez-la de nouveau.',
  },
  en: {
    emptyPost: 'Write something or add an image.',
    postTooLong: 'The post exceeds the maximum length of {max} characters.',
    unknownImage: 'This image could not be found: add it again.',
  },
};
