import { localizePath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ArticleCard, useLatestArticles } from '../../blog/index.ts';
import { DashboardCards } from './DashboardCards.tsx';
import { DashboardSection } from './DashboardSection.tsx';

/** How many articles the dashboard shows. */
export const LATEST_NEWS_SHOWN = 3;

/** The dashboard's news (spec 1 §2 Dashboard "news"): the latest published articles as cards. */
export function LatestNews() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const latest = useLatestArticles(LATEST_NEWS_SHOWN);
  return (
    <DashboardSection
      id="dashboard-news-heading"
      title={t('blog_dashboard_title')}
      link={{ to: localizePath('/blog', locale), label: t('blog_dashboard_link') }}
      testId="latest-news"
    >
      <DashboardCards
        query={latest}
        shown={LATEST_NEWS_SHOWN}
        placeholderHeight={320}
        empty={t('blog_dashboard_empty')}
        card={(article) => <ArticleCard article={article} headingOrder={3} />}
      />
    </DashboardSection>
  );
}
