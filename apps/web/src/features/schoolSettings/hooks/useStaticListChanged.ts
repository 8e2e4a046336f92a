import type { StaticListScope } from '@alumni/domain';
import { useQueryClient } from '@tanstack/react-query';
import { staticListAdminKey, staticListsKey } from '../../staticLists/index.ts';

/**
 * What every change of a static list refreshes: the list as School settings shows it, and the
 * school's lists as its forms and pages read them. Returns a function that resolves once both
 * are fetched again.
 */
export function useStaticListChanged(schoolId: number, scope: StaticListScope) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staticListAdminKey(schoolId, scope) }),
      queryClient.invalidateQueries({ queryKey: staticListsKey }),
    ]);
}
