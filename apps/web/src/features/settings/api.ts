import type {
  DecidedRegistration,
  ErrorDetail,
  PasswordChangeInput,
  PendingRegistrationList,
  RegistrationDecision,
  SettingsBody,
  UserSchoolSettings,
} from '@alumni/domain';
import { apiPath, REGISTRATION_PATHS, USER_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** `POST /api/users/me/password/`: other sessions end, this one stays. */
export function postPasswordChange(input: PasswordChangeInput): Promise<ErrorDetail> {
  return api.post<ErrorDetail>(apiPath(USER_PATHS.password), input);
}

export const userSettingsKey = ['users', 'me', 'settings'] as const;

/** `GET /api/users/me/settings/`: the user school settings of this school (spec 1 §3). */
export function fetchUserSettings(signal?: AbortSignal): Promise<UserSchoolSettings> {
  return api.get<UserSchoolSettings>(apiPath(USER_PATHS.settings), signal);
}

/** `PATCH /api/users/me/settings/` with any subset; the full settings back. */
export function patchUserSettings(input: SettingsBody): Promise<UserSchoolSettings> {
  return api.patch<UserSchoolSettings>(apiPath(USER_PATHS.settings), input);
}

export const registrationsKey = ['registrations', 'pending'] as const;

/** `GET /api/registrations/`: school admins and User-scope validators. */
export function fetchRegistrations(signal?: AbortSignal): Promise<PendingRegistrationList> {
  return api.get(apiPath(REGISTRATION_PATHS.pending), signal);
}

/** `POST /api/registrations/{id}/accept/` or `/refuse/`. */
export function postRegistrationDecision(
  id: number,
  decision: RegistrationDecision,
): Promise<DecidedRegistration> {
  return api.post(apiPath(REGISTRATION_PATHS.decision, { id, decision }));
}
