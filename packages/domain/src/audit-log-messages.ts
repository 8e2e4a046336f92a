import type { Locale } from './locales.ts';

/**
 * Words of the audit log's CSV export (issue 31 item 2, spec 1 §2 Settings "logs"), per
 * locale: its column headers and how a row change is told (auditChangeText, audit-log.ts).
 * The web's page has its own namespace; these are what the server writes.
 */
export interface AuditLogMessageCatalogue {
  /** `{zone}`: the school's time zone, in which the dates are written. */
  csvDate: string;
  csvUser: string;
  csvEmail: string;
  csvAction: string;
  csvRoute: string;
  csvTargetType: string;
  csvTargetId: string;
  csvStatus: string;
  csvChanges: string;
  /** An account that no longer exists. */
  deletedUser: string;
  created: string;
  changed: string;
  deleted: string;
  /** A secret column set or changed: its name only. */
  hidden: string;
  /** `{count}` more changes than the cell shows. */
  more: string;
  /** What precedes a change's details (French: a no-break space, then `:`). */
  colon: string;
}

export const AUDIT_LOG_MESSAGES: Record<Locale, AuditLogMessageCatalogue> = {
  fr: {
    csvDate: 'Date ({zone})',
    csvUser: 'Auteur',
    csvEmail: 'E-mail',
    csvAction: 'Action',
    csvRoute: 'Requête',
    csvTargetType: 'Type de cible',
    csvTargetId: 'Cible',
    csvStatus: 'Statut',
    csvChanges: 'Modifications',
    deletedUser: 'Compte supprimé',
    created: 'créé',
    changed: 'modifié',
    deleted: 'supprimé',
    hidden: 'masqué',
    more: '… et {count} autres',
    colon: '\u00a0:',
  },
  en: {
    csvDate: 'Date ({zone})',
    csvUser: 'By',
    csvEmail: 'E-mail',
    csvAction: 'Action',
    csvRoute: 'Request',
    csvTargetType: 'Target type',
    csvTargetId: 'Target',
    csvStatus: 'Status',
    csvChanges: 'Changes',
    deletedUser: 'Deleted account',
    created: 'created',
    changed: 'changed',
    deleted: 'deleted',
    hidden: 'hidden',
    more: '… and {count} more',
    colon: ':',
  },
};
