import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the report rules that are not field formats, per locale. */
export interface ReportMessageCatalogue {
  notFound: string;
  ownObject: string;
  ownMessage: string;
  alreadyReported: string;
  statusNotAllowed: string;
  changedMeanwhile: string;
  descriptionRequiredForOther: string;
}

export const REPORT_MESSAGES: Record<Locale, ReportMessageCatalogue> = {
  fr: {
    notFound: 'Ce contenu ou ce membre est introuvable.',
    ownObject: 'Vous ne pouvez pas vous signaler vous-même ni signaler votre propre publication.',
    ownMessage: 'Vous ne pouvez pas signaler votre propre message.',
    alreadyReported: 'Vous avez déjà signalé ce contenu\u202f; votre signalement est en cours.',
    statusNotAllowed: 'Vous ne pouvez pas donner ce statut à ce signalement.',
    changedMeanwhile:
      'Ce signalement a changé depuis que vous l’avez ouvert\u202f; rechargez-le avant de décider.',
    descriptionRequiredForOther:
      'Décrivez le problème lorsque vous choisissez «\u00a0Autre\u00a0».',
  },
  en: {
    notFound: 'This content or member could not be found.',
    ownObject: 'You cannot report yourself or your own post.',
    ownMessage: 'You cannot report your own message.',
    alreadyReported: 'You have already reported this; your report is being handled.',
    statusNotAllowed: 'You cannot give this report that status.',
    changedMeanwhile: 'This report changed since you opened it; reload it before deciding.',
    descriptionRequiredForOther: 'Describe the problem when you choose “Other”.',
  },
};

/** References to the report messages, for schemas (message-refs.ts). */
export const REPORT_REFS = refsOf('report', REPORT_MESSAGES.fr);
