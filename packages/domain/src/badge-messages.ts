import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the badge rules (badges.ts), per locale. Schemas carry their references
 * (`$msg:badges.<key>`, message-refs.ts); the API's error handler and the web's forms put them
 * into words.
 */
export interface BadgeMessageCatalogue {
  /** The icon is not exactly one emoji (spec 1 §5 "badge icon must be an emoji"). */
  notEmoji: string;
  /** Titles of a badge: one language at least (spec 1 §5 "title is required per language"). */
  titleRequired: string;
}

export const BADGE_MESSAGES: Record<Locale, BadgeMessageCatalogue> = {
  fr: {
    notEmoji: 'Choisissez un seul émoji (par exemple 🎓), sans texte autour.',
    titleRequired: 'Donnez un titre au badge dans une langue au moins.',
  },
  en: {
    notEmoji: 'Choose a single emoji (for example 🎓), with no text around it.',
    titleRequired: 'Give the badge a title in one language at least.',
  },
};

/** References to the messages, for schemas (message-refs.ts). */
export const BADGE_REFS = refsOf('badges', BADGE_MESSAGES.fr);
