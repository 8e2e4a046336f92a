import type {
  PasswordChangeInput,
  PersonalDataInput,
  UserSchoolSettings,
  UserSchoolSettingsUpdateSchema,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { CurrentUser, DetailResponse } from '../auth/types.ts';

type UserSchoolSettingsUpdate = ReturnType<(typeof UserSchoolSettingsUpdateSchema)['parse']>;

/** `PATCH /api/users/me/`: the personal data of Settings → Personal data; the updated user. */
export function patchMe(input: PersonalDataInput): Promise<CurrentUser> {
  return api.patch<CurrentUser>('/api/users/me/', input);
}

/** `POST /api/users/me/password/`: other sessions end, this one stays. */
export function postPasswordChange(input: PasswordChangeInput): Promise<DetailResponse> {
  return api.post<DetailResponse>('/api/users/me/password/', input);
}

export const userSettingsKey = ['users', 'me', 'settings'] as const;

/** `GET /api/users/me/settings/`: the user school settings of this school (spec 1 §3). */
export function fetchUserSettings(signal?: AbortSignal): Promise<UserSchoolSettings> {
  return api.get<UserSchoolSettings>('/api/users/me/settings/', signal);
}

/** `PATCH /api/users/me/settings/` with any subset; the full settings back. */
export function patchUserSettings(input: UserSchoolSettingsUpdate): Promise<UserSchoolSettings> {
  return api.patch<UserSchoolSettings>('/api/users/me/settings/', input);
}

/** A registration awaiting validation (`GET /api/registrations/`). */
export interface PendingRegistration {
  id: number;
  role: number;
  is_recruiter: boolean;
  graduation_year: number | null;
  degree: number | null;
  campus: number | null;
  created_at: string;
  user: { id: number; first_name: string; last_name: string; email: string; city: string | null };
}

export const registrationsKey = ['registrations', 'pending'] as const;

/** `GET /api/registrations/`: school admins and User-scope validators. */
export function fetchRegistrations(
  signal?: AbortSignal,
): Promise<{ count: number; results: PendingRegistration[] }> {
  return api.get('/api/registrations/', signal);
}

export type RegistrationDecision = 'accept' | 'refuse';

/** `POST /api/registrations/{id}/accept/` or `/refuse/`. */
export function postRegistrationDecision(
  id: number,
  decision: RegistrationDecision,
): Promise<PendingRegistration & { is_active: boolean }> {
  return api.post(`/api/registrations/${id}/${decision}/`);
}
