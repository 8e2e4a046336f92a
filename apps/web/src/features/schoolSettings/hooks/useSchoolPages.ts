import { useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { aboutKey, fetchSchoolPages, schoolPagesKey } from '../../about/index.ts';

/** What School settings → school pages edits (presentations, key numbers, team). */
export function useSchoolPages() {
  const school = useSchool();
  return useQuery({
    queryKey: schoolPagesKey(school.id),
    queryFn: ({ signal }) => fetchSchoolPages(school.id, signal),
  });
}

/**
 * What every change of the school pages refreshes: the section, the about page and the
 * school's details (the home presentation and the key numbers travel there). Resolves once
 * the section is read again.
 */
export function useSchoolPagesChanged() {
  const queryClient = useQueryClient();
  const school = useSchool();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: aboutKey });
    void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
    await queryClient.invalidateQueries({ queryKey: schoolPagesKey(school.id) });
  };
}
