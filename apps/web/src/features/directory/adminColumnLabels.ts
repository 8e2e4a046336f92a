import type { AdminColumn } from './adminColumns.ts';

/** The header of each admin-list column, as an i18n key. */
export const ADMIN_COLUMN_KEYS: Record<AdminColumn, string> = {
  email: 'directory_col_email',
  phone: 'field_phone',
  roles: 'directory_col_roles',
  graduationYear: 'field_graduation_year',
  degree: 'term_degree',
  campus: 'term_campus',
  city: 'field_city',
  externalRef: 'directory_col_external_ref',
  status: 'directory_col_status',
  activationDate: 'directory_col_activation_date',
  registrationDate: 'directory_col_registration_date',
  importDate: 'directory_col_import_date',
  lastProfileUpdate: 'directory_col_last_profile_update',
};
