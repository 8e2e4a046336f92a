import { useEffect } from 'react';
import { documentTitle } from '../../../app/documentTitle.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';

/**
 * "Page title – School" as the document title while a custom page shows, rather than the
 * route's generic "Page". Set after the router's own title (app/useDocumentTitle.ts), whose
 * effect runs after its children's.
 */
export function usePageTitle(title: string | null): void {
  const school = useSchool();
  useEffect(() => {
    if (!title) return;
    const frame = requestAnimationFrame(() => {
      document.title = documentTitle(title, school.name);
    });
    return () => cancelAnimationFrame(frame);
  }, [title, school.name]);
}
