import type { Me } from '@alumni/domain';
import { isSchoolAdmin } from '@alumni/domain';
import { useSchool } from '../school/useSchool.ts';
import { useCurrentUser } from './useCurrentUser.ts';

export interface Viewer {
  /** The identity check is still running. */
  loading: boolean;
  user: Me | null;
  authenticated: boolean;
  /** School admin of this school, or super user (spec 2 §6 Core rules). */
  isAdmin: boolean;
}

/** Who is looking at the current school. */
export function useViewer(): Viewer {
  const school = useSchool();
  const { data, isPending } = useCurrentUser();
  const user = data ?? null;
  return {
    loading: isPending,
    user,
    authenticated: user !== null,
    isAdmin: user !== null && isSchoolAdmin(user, school),
  };
}
