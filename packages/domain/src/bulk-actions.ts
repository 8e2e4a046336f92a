import type { MemberStatus } from './directory.ts';
import type { Locale } from './locales.ts';

/**
 * The admin directory's bulk actions other than messages, mails and deletion (issue 34 item 1;
 * spec 2 §6 "School admins … change roles in bulk, give badges, invite, regenerate tokens,
 * export"; spec 1 §5 "Mass actions need a selection (new invitations only for inactive users;
 * role action only for active users)"). Each runs as a bulk operation (bulk-operations.ts).
 */

/** What a role change does to each member: give them the role, or take it away. */
export const BULK_ROLE_ACTIONS = ['add', 'remove'] as const;
export type BulkRoleAction = (typeof BULK_ROLE_ACTIONS)[number];

/** Badges given at once, at most. */
export const BULK_BADGES_MAX = 20;

/** The file formats of an export. */
export const BULK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type BulkExportFormat = (typeof BULK_EXPORT_FORMATS)[number];

/**
 * The columns an export may hold: the member's name, then the admin list's columns (the web's
 * column chooser, features/directory adminColumns), in this order.
 */
export const BULK_EXPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'roles',
  'graduation_year',
  'degree',
  'campus',
  'city',
  'external_ref',
  'status',
  'activation_date',
  'registration_date',
  'import_date',
  'last_profile_update',
] as const;
export type BulkExportColumn = (typeof BULK_EXPORT_COLUMNS)[number];

/** The columns in export order, duplicates dropped. Never throws. */
export function orderedExportColumns(columns: readonly BulkExportColumn[]): BulkExportColumn[] {
  const chosen = new Set(columns);
  return BULK_EXPORT_COLUMNS.filter((column) => chosen.has(column));
}

/** An export's file stays downloadable this long after the operation completed (24 h), in ms. */
export const BULK_EXPORT_TTL_MS = 24 * 3600 * 1000;

/** The export's header line and member statuses, per locale (the school's language). */
export const BULK_EXPORT_LABELS: Record<
  Locale,
  { columns: Record<BulkExportColumn, string>; statuses: Record<MemberStatus, string> }
> = {
  fr: {
    columns: {
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      roles: 'Rôles',
      graduation_year: 'Promotion',
      degree: 'Diplôme',
      campus: 'Campus',
      city: 'Ville',
      external_ref: 'Référence externe',
      status: 'Statut',
      activation_date: 'Date d’activation',
      registration_date: 'Date d’inscription',
      import_date: 'Date d’import',
      last_profile_update: 'Dernière mise à jour du profil',
    },
    statuses: {
      active: 'Actif',
      invited: 'Invité',
      not_invited: 'Non invité',
      waiting: 'En attente de validation',
    },
  },
  en: {
    columns: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone',
      roles: 'Roles',
      graduation_year: 'Graduation year',
      degree: 'Degree',
      campus: 'Campus',
      city: 'City',
      external_ref: 'External reference',
      status: 'Status',
      activation_date: 'Activation date',
      registration_date: 'Registration date',
      import_date: 'Import date',
      last_profile_update: 'Last profile update',
    },
    statuses: {
      active: 'Active',
      invited: 'Invited',
      not_invited: 'Not invited',
      waiting: 'Waiting for validation',
    },
  },
};
