import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import { isSchoolAdmin, isValidator, VALIDATOR_SCOPE } from '@alumni/domain';

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

/**
 * Who validates registrations (spec 2 §6: school admins, and validators of the User scope):
 * the rule of the server's registrations policy, composed from the domain's engine.
 */
export function canValidateRegistrations(user: PermissionUser, school: PermissionSchool): boolean {
  return isSchoolAdmin(user, school) || isValidator(user, school, VALIDATOR_SCOPE.User);
}

/** The tabs a user sees: school settings for admins, registrations for their validators. */
export function visibleSettingsTabs(user: PermissionUser, school: PermissionSchool): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    if (tab === 'school') return isSchoolAdmin(user, school);
    if (tab === 'registrations') return canValidateRegistrations(user, school);
    return true;
  });
}
