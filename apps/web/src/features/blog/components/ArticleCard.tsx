import type { ArticleSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { CoverImage } from '../../../ui/cover/CoverImage.tsx';
import { PublicationCardHeading } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { ARTICLE_PUBLICATION } from '../publicationArea.ts';
import { ArticleByline } from './ArticleByline.tsx';
import { ArticleStats } from './ArticleStats.tsx';

/**
 * An article in a list: its cover (room reserved), category, status when not published,
 * title linking to its page, date, author, likes and views. `headingOrder` follows the
 * page's outline.
 */
export function ArticleCard({
  article,
  headingOrder = 2,
}: {
  article: ArticleSummary;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const categories = useStaticOptions('article_category');
  const to = localizePath(`/blog/${article.slug}`, locale);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="article-card"
      data-slug={article.slug}
    >
      <Card.Section>
        <CoverImage cover={article.cover} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        <PublicationCardHeading
          area={ARTICLE_PUBLICATION}
          status={article.status}
          publicStatus="published"
          label={categories.labelOf(article.category)}
          labelTestId="article-category"
          restricted={article.restricted}
          restrictedLabel={t('blog_restricted_badge')}
          headingOrder={headingOrder}
          to={to}
          linkTestId="article-link"
        >
          {article.title}
        </PublicationCardHeading>
        <ArticleByline author={article.author} publishAt={article.publish_at} />
      </Stack>
      <Group mt="sm">
        <ArticleStats likes={article.like_count} views={article.view_count} />
      </Group>
    </Card>
  );
}
