import { customPageTextIn } from '@alumni/domain';
import { useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { CustomPageView } from '../components/CustomPageView.tsx';
import { ReadState } from '../components/ReadState.tsx';
import { useCustomPage } from '../hooks/useCustomPageQueries.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';

/**
 * `/page/{slug}` (spec 1 §2; issue 31 item 6): a custom page, its text and its sub-pages, for
 * the school's members, and for everyone when it is public and the school has public pages
 * (an anonymous reader of a member-only page is sent to sign in, and back).
 */
export default function CustomPagePage() {
  const { slug = '' } = useParams();
  const { locale } = useRouteLocale();
  const query = useCustomPage(slug);
  usePageTitle(query.data ? (customPageTextIn(query.data.title, locale)?.text ?? null) : null);
  return (
    <ReadState query={query}>
      {(page) => (
        <CustomPageView
          slug={page.slug}
          pageId={page.id}
          title={page.title}
          body={page.body}
          subpages={page.subpages}
          canEdit={page.can_edit}
        />
      )}
    </ReadState>
  );
}
