import { useQueryClient } from '@tanstack/react-query';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { customPagesRoot } from '../api.ts';

/**
 * After a change of a page: every custom page query is read again, and the school's details,
 * whose navbar holds the pages' entries and their public display.
 */
export function useCustomPagesChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  const school = useSchool();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: customPagesRoot }),
      queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) }),
    ]);
  };
}
