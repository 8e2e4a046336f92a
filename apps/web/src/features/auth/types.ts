import type { PostLoginUserRole } from '@alumni/domain';

/** A role the signed-in user holds (spec 1 §3 User role), as `GET /api/users/me/` returns it. */
export type CurrentUserRole = PostLoginUserRole;

/** The signed-in user (spec 2 §7 current-user call); only the fields the shell reads. */
export interface CurrentUser {
  id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
  is_superuser: boolean;
  roles: CurrentUserRole[];
}

export interface LoginCredentials {
  email: string;
  password: string;
}
