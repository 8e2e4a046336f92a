import { localizePath } from '@alumni/domain';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../blog/components/ArticleCard.tsx';
import { useLatestArticles } from '../../blog/hooks/useLatestArticles.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
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
      {latest.isPending ? (
        <SimpleGrid cols={{ base: 1, md: LATEST_NEWS_SHOWN }} spacing="sm" aria-hidden="true">
          {Array.from({ length: LATEST_NEWS_SHOWN }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : latest.isError ? (
        <Text role="alert">{t('error_base_message')}</Text>
      ) : latest.data.results.length === 0 ? (
        <Text>{t('blog_dashboard_empty')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: LATEST_NEWS_SHOWN }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {latest.data.results.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingOrder={3} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
