import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import { canValidateUsers, isSchoolAdmin } from '@alumni/domain';

/** The tabs of `/settings` (spec 1 §2 Settings), in order. */
export const SETTINGS_TABS = [
  'personal',
  'mentorship',
  'reports',
  'applications',
  'school',
  'registrations',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tabs a user sees: school settings for admins, registrations for their validators. */
export function visibleSettingsTabs(user: PermissionUser, school: PermissionSchool): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    if (tab === 'school') return isSchoolAdmin(user, school);
    if (tab === 'registrations') return canValidateUsers(user, school);
    return true;
  });
}
