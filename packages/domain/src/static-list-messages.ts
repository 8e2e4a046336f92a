import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the school's static lists (static-lists.ts), per locale. Schemas and the server
 * carry their references (`$msg:lists.<key>`, message-refs.ts); the API's error handler and the
 * web's forms put them into words. Refusing to delete an option in use is worded by
 * staticOptionInUse, which counts what uses it.
 */
export interface StaticListMessageCatalogue {
  /** Texts of an option: one language at least (spec 1 §5 General "Translation lists need at least one non-empty translation"). */
  textRequired: string;
  /** A code already held by another option of the list (400 on `ext_id`). */
  codeTaken: string;
  /** A code with other characters than lower-case letters, digits and underscores. */
  codeInvalid: string;
  /** The list holds STATIC_LIST_OPTIONS_MAX options already (400). */
  tooMany: string;
  /** A value that is not an option of the school's list (400 on the content's field). */
  notAnOption: string;
}

export const STATIC_LIST_MESSAGES: Record<Locale, StaticListMessageCatalogue> = {
  fr: {
    textRequired: 'Donnez un texte à l’option dans une langue au moins.',
    codeTaken: 'Une autre option de cette liste a déjà ce code.',
    codeInvalid: 'Le code ne peut contenir que des lettres minuscules, des chiffres et des _.',
    tooMany: 'Cette liste a atteint son nombre maximal d’options.',
    notAnOption: 'Choisissez une option de la liste de l’établissement.',
  },
  en: {
    textRequired: 'Give the option a text in one language at least.',
    codeTaken: 'Another option of this list already has this code.',
    codeInvalid: 'The code may only hold lower-case letters, digits and _.',
    tooMany: 'This list has reached its largest number of options.',
    notAnOption: 'Choose an option of the school’s list.',
  },
};

/** References to the messages, for schemas (message-refs.ts). */
export const STATIC_LIST_REFS = refsOf('lists', STATIC_LIST_MESSAGES.fr);

/** What may use an option of a static list: the content of the modules that own it. */
export const STATIC_LIST_USAGE_KINDS = [
  'articles',
  'events',
  'job_ads',
  'work_experiences',
] as const;
export type StaticListUsageKind = (typeof STATIC_LIST_USAGE_KINDS)[number];

/** How many items of one kind use an option. */
export interface StaticListUsage {
  kind: StaticListUsageKind;
  count: number;
}

const NOUNS: Record<Locale, Record<StaticListUsageKind, [one: string, many: string]>> = {
  fr: {
    articles: ['article', 'articles'],
    events: ['événement', 'événements'],
    job_ads: ['offre d’emploi', 'offres d’emploi'],
    work_experiences: ['expérience professionnelle', 'expériences professionnelles'],
  },
  en: {
    articles: ['article', 'articles'],
    events: ['event', 'events'],
    job_ads: ['job ad', 'job ads'],
    work_experiences: ['work experience', 'work experiences'],
  },
};

/**
 * "3 articles and 1 event" in `locale`: the uses with a count above 0, in the order given;
 * '' when none. Never throws.
 */
export function staticListUsageText(locale: Locale, uses: readonly StaticListUsage[]): string {
  const parts = uses
    .filter((use) => use.count > 0)
    .map((use) => {
      const [one, many] = NOUNS[locale][use.kind];
      return `${use.count}\u00a0${use.count === 1 ? one : many}`;
    });
  if (parts.length <= 1) return parts[0] ?? '';
  const and = locale === 'fr' ? ' et ' : ' and ';
  return `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}

/**
 * The refusal to delete an option that content uses (issue 31 item 3: "deleting an option in
 * use refused with what uses it"), naming what uses it: "Cannot delete: used by 3 articles."
 * Never throws.
 */
export function staticOptionInUse(locale: Locale, uses: readonly StaticListUsage[]): string {
  const what = staticListUsageText(locale, uses);
  return locale === 'fr'
    ? `Suppression impossible\u00a0: utilisée par ${what}. Changez-leur d’abord d’option.`
    : `Cannot delete: used by ${what}. Give them another option first.`;
}
