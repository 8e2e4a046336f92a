import type { Locale } from '@alumni/domain';

/** Messages of import decisions that are not field formats, per locale. */
export const IMPORT_MESSAGES: Record<Locale, { changedMeanwhile: string }> = {
  fr: {
    changedMeanwhile:
      'Cet import a changé depuis que vous l’avez ouvert (une autre personne l’a traité) ; rechargez-le.',
  },
  en: {
    changedMeanwhile:
      'This import changed since you opened it (someone else handled it); reload it.',
  },
};
