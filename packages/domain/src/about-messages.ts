import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the school pages' rules (about.ts, key-numbers.ts), per locale. Schemas carry
 * their references (`$msg:about.<key>`, message-refs.ts); the API's error handler and the
 * web's forms put them into words. `{max}` is filled in from the reference.
 */
export interface AboutMessageCatalogue {
  /** More key numbers than the banner shows (spec 2 §9 "Key stats: … 6 maximum"). */
  keyNumbersTooMany: string;
  /** A key number's label: one language at least (spec 1 §5 "Translation lists…"). */
  keyNumberLabelRequired: string;
  /** A presentation longer than PAGE_TEXT_MAX characters of text. */
  textTooLong: string;
  /** The team already has TEAM_MEMBERS_MAX people. */
  teamFull: string;
  /** The profile a team card links to is not a member of the school. */
  notAMember: string;
}

export const ABOUT_MESSAGES: Record<Locale, AboutMessageCatalogue> = {
  fr: {
    keyNumbersTooMany: '{max}\u00a0chiffres clés au plus.',
    keyNumberLabelRequired: 'Donnez un libellé à ce chiffre dans une langue au moins.',
    textTooLong: 'Ce texte ne doit pas dépasser {max}\u00a0caractères.',
    teamFull: 'L’équipe compte déjà {max}\u00a0personnes, le maximum.',
    notAMember: 'Cette personne n’est pas membre de l’école.',
  },
  en: {
    keyNumbersTooMany: '{max} key numbers at most.',
    keyNumberLabelRequired: 'Give this number a label in one language at least.',
    textTooLong: 'This text must not exceed {max} characters.',
    teamFull: 'The team already has {max} people, the most it may have.',
    notAMember: 'This person is not a member of the school.',
  },
};

/** References to the messages, for schemas (message-refs.ts). */
export const ABOUT_REFS = refsOf('about', ABOUT_MESSAGES.fr);
