import type { Locale } from './locales.ts';

/**
 * Messages of personal data (issue 34 item 6: export, erasure, field visibility), per locale:
 * the API's errors, the name an erased member keeps and the mails. French typography: a
 * no-break space before « : ; ! ? ».
 */
export interface PersonalDataMessageCatalogue {
  /** 409: an erasure already waits for its date. */
  erasurePending: string;
  /** 404: no erasure waits (nothing to cancel). */
  noPendingErasure: string;
  /** 409: an export is being built already. */
  exportPending: string;
  /** 404: the export is not ready, expired or not the member's. */
  exportUnavailable: string;
  /** 403: an admin's erasure of themselves goes through their own settings. */
  selfErasure: string;
  /** 403: the member is a school admin or a super user: another super user erases them. */
  privilegedMember: string;
  /** The name an erased member's remaining content shows (first name; the last is empty). */
  formerMember: string;
  exportMailSubject: string;
  exportMailBody: string;
  exportMailButton: string;
  erasureMailSubject: string;
  erasureMailBody: string;
  erasureAdminMailBody: string;
  erasureMailButton: string;
}

export const PERSONAL_DATA_MESSAGES: Record<Locale, PersonalDataMessageCatalogue> = {
  fr: {
    erasurePending: 'Un effacement est déjà prévu pour ce compte.',
    noPendingErasure: 'Aucun effacement n’est prévu.',
    exportPending: 'Un export de vos données est déjà en préparation.',
    exportUnavailable: 'Cet export n’est pas disponible (en préparation ou expiré).',
    selfErasure: 'Demandez l’effacement de votre propre compte depuis vos paramètres.',
    privilegedMember:
      'Ce membre administre l’école ou la plateforme\u00a0: seul un super utilisateur peut l’effacer.',
    formerMember: 'Ancien membre',
    exportMailSubject: '{school}\u00a0: vos données sont prêtes',
    exportMailBody:
      'L’archive de vos données personnelles est prête. Téléchargez-la depuis vos paramètres, connecté à votre compte, avant le {date}\u00a0: elle sera supprimée ensuite.',
    exportMailButton: 'Télécharger mes données',
    erasureMailSubject: '{school}\u00a0: effacement de votre compte prévu le {date}',
    erasureMailBody:
      'Vous avez demandé l’effacement de votre compte. Il sera effacé le {date}. D’ici là, vous pouvez l’annuler en vous connectant.',
    erasureAdminMailBody:
      'Un administrateur de l’école a demandé l’effacement de vos données. Il aura lieu le {date}.',
    erasureMailButton: 'Voir mes données personnelles',
  },
  en: {
    erasurePending: 'An erasure is already scheduled for this account.',
    noPendingErasure: 'No erasure is scheduled.',
    exportPending: 'An export of your data is already being prepared.',
    exportUnavailable: 'This export is not available (being prepared or expired).',
    selfErasure: 'Ask the erasure of your own account from your settings.',
    privilegedMember:
      'This member administers the school or the platform: only a super user can erase them.',
    formerMember: 'Former member',
    exportMailSubject: '{school}: your data is ready',
    exportMailBody:
      'The archive of your personal data is ready. Download it from your settings, signed in to your account, before {date}: it is deleted after that.',
    exportMailButton: 'Download my data',
    erasureMailSubject: '{school}: your account will be erased on {date}',
    erasureMailBody:
      'You asked for your account to be erased. It will be erased on {date}. Until then, you can cancel by signing in.',
    erasureAdminMailBody:
      'An administrator of the school asked for your data to be erased. It will happen on {date}.',
    erasureMailButton: 'See my personal data',
  },
};
