import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the custom pages' rules (custom-pages.ts), per locale. Schemas carry their
 * references (`$msg:pages.<key>`, message-refs.ts); the API's error handler and the web's forms
 * put them into words. `{max}` is filled in from the reference.
 */
export interface CustomPageMessageCatalogue {
  /** A page or sub-page title: one language at least (spec 1 §5 "Translation lists…"). */
  titleRequired: string;
  /** Another page of the school has this slug (one slug per page and school). */
  slugTaken: string;
  /** A text longer than CUSTOM_PAGE_TEXT_MAX characters once its tags are gone. */
  textTooLong: string;
  /** The school already has CUSTOM_PAGES_MAX pages. */
  pagesFull: string;
  /** The page already has CUSTOM_SUBPAGES_MAX sub-pages. */
  subpagesFull: string;
  /** The navbar already holds FEATURE_ENTRIES_MAX entries: the page cannot join it. */
  navbarFull: string;
  /** An anonymous visitor on a member-only page, or on a school without public pages. */
  signInRequired: string;
}

export const CUSTOM_PAGE_MESSAGES: Record<Locale, CustomPageMessageCatalogue> = {
  fr: {
    titleRequired: 'Donnez un titre à la page dans une langue au moins.',
    slugTaken: 'Une autre page a déjà cette adresse.',
    textTooLong: 'Ce texte ne doit pas dépasser {max}\u00a0caractères.',
    pagesFull: 'L’école a déjà {max}\u00a0pages, le maximum.',
    subpagesFull: 'Cette page a déjà {max}\u00a0sous-pages, le maximum.',
    navbarFull:
      'Le menu compte déjà {max}\u00a0entrées\u00a0: retirez-en une avant d’y ajouter cette page.',
    signInRequired: 'Connectez-vous pour lire cette page.',
  },
  en: {
    titleRequired: 'Give the page a title in one language at least.',
    slugTaken: 'Another page already has this address.',
    textTooLong: 'This text must not exceed {max} characters.',
    pagesFull: 'The school already has {max} pages, the most it may have.',
    subpagesFull: 'This page already has {max} sub-pages, the most it may have.',
    navbarFull: 'The menu already holds {max} entries: remove one before adding this page.',
    signInRequired: 'Sign in to read this page.',
  },
};

/** References to the messages, for schemas and services (message-refs.ts). */
export const CUSTOM_PAGE_REFS = refsOf('pages', CUSTOM_PAGE_MESSAGES.fr);
