import type {
  ErrorDetail,
  PasswordChangeInput,
  SettingsBody,
  UserSchoolSettings,
} from '@alumni/domain';
import { apiPath, USER_PATHS } from '@alumni/domain';
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
