import { customPageTextIn } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ErrorPage } from '../../errors/index.ts';
import { CustomPageView } from '../components/CustomPageView.tsx';
import { ReadState } from '../components/ReadState.tsx';
import { useCustomSubpage } from '../hooks/useCustomPageQueries.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';

/**
 * `/page/{slug}/{id}` (spec 1 §2; issue 31 item 6): a sub-page of a custom page, under its
 * page's rules, with the way back to the page and the page's other sub-pages.
 */
export default function CustomSubpagePage() {
  const { t } = useTranslation();
  const { slug = '', id = '' } = useParams();
  const { locale } = useRouteLocale();
  const subpageId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0;
  const query = useCustomSubpage(slug, subpageId);
  usePageTitle(query.data ? (customPageTextIn(query.data.title, locale)?.text ?? null) : null);
  if (subpageId === 0) return <ErrorPage status={404} message={t('error_not_found')} />;
  return (
    <ReadState query={query}>
      {(subpage) => (
        <CustomPageView
          slug={subpage.page.slug}
          pageId={subpage.page.id}
          title={subpage.title}
          body={subpage.body}
          subpages={subpage.subpages}
          canEdit={subpage.can_edit}
          parentTitle={subpage.page.title}
          currentSubpage={subpage.id}
        />
      )}
    </ReadState>
  );
}
