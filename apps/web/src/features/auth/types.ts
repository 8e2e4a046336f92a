import type { PostLoginUserRole } from '@alumni/domain';

/** A role the signed-in user holds (spec 1 §3 User role), as `GET /api/users/me/` returns it. */
export interface CurrentUserRole extends PostLoginUserRole {
  requires_validation: boolean;
  school_subdomain: string | null;
  school_name: string | null;
  degree: number | null;
  graduation_year: number | null;
  campus: number | null;
  has_pending_change: boolean;
}

export type Civility = 'M.' | 'Mme.';

/** The signed-in user (spec 2 §7 current-user call), as `GET /api/users/me/` returns it. */
export interface CurrentUser {
  id: number;
  first_name: string;
  last_name: string;
  summary: string | null;
  email: string;
  phone: string | null;
  /** yyyy-mm-dd. */
  date_birth: string | null;
  city: string | null;
  /** ISO 3166 alpha-2 code. */
  country: string | null;
  picture: string | null;
  banner: string | null;
  civility: Civility | null;
  birth_name: string | null;
  roles: CurrentUserRole[];
  opportunities_enabled: boolean;
  mentors: number[];
  is_superuser: boolean;
  terms_use: boolean;
  privacy_policy: boolean;
  settings_per_school: unknown[];
  links: unknown[];
  last_profile_update: string | null;
  job_application: unknown[];
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** `{ detail }`: what the account calls answer on success. */
export interface DetailResponse {
  detail: string;
}

/** `GET /api/registration/activation/?token=`: whom a valid activation link is for. */
export interface ActivationCheck {
  email: string;
  first_name: string;
  needs_password: boolean;
}

/** `POST /api/registration/activation/`: the user is set when a session was opened. */
export interface ActivationResult {
  detail: string;
  awaiting_validation: boolean;
  user: CurrentUser | null;
}
