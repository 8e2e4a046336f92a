import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PresentationEditor, useSchoolPages } from '../../schoolSettings/index.ts';

/**
 * The mentorship presentation's French and English editors (School settings → school pages'
 * own, its `mentorship` text through `PATCH /api/schools/{id}/pages/`), in the mentorship
 * settings card; loaded with the rich-text editor only when an admin opens the card.
 */
export default function MentorshipPresentationEditor() {
  const pages = useSchoolPages();
  if (pages.isPending) return <PageLoader />;
  if (pages.isError) return <LoadError inline onRetry={() => void pages.refetch()} />;
  return <PresentationEditor field="mentorship" saved={pages.data.mentorship} />;
}
