import type { ArticleSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from '../../../ui/cover/CoverImage.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { PublicationStatusBadge } from '../../publication/components/PublicationStatusBadge.tsx';
import { CATEGORY_KEYS } from '../labels.ts';
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
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="dark" tt="none" data-testid="article-category">
            {t(CATEGORY_KEYS[article.category])}
          </Badge>
          {article.status !== 'published' && (
            <PublicationStatusBadge area={ARTICLE_PUBLICATION} status={article.status} />
          )}
          {article.restricted && (
            <Badge
              variant="outline"
              color="dark"
              tt="none"
              leftSection={<IconLock aria-hidden="true" size={12} />}
            >
              {t('blog_restricted_badge')}
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={to} c="inherit" data-testid="article-link">
            {article.title}
          </Anchor>
        </Title>
        <ArticleByline author={article.author} publishAt={article.publish_at} />
      </Stack>
      <Group mt="sm">
        <ArticleStats likes={article.like_count} views={article.view_count} />
      </Group>
    </Card>
  );
}
