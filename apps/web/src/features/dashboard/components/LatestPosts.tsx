import { localizePath } from '@alumni/domain';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { postPlainText } from '../../../shared/postText.ts';
import { AuthorLine, SHARED_ITEM_KEYS, useLatestPosts } from '../../feed/index.ts';
import { DashboardSection } from './DashboardSection.tsx';

/** How many posts the dashboard shows. */
export const LATEST_POSTS_SHOWN = 3;

/** The dashboard's latest posts (spec 1 §2 Dashboard): the newest posts, compact, and a link to the feed. */
export function LatestPosts() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const latest = useLatestPosts(LATEST_POSTS_SHOWN, true);
  return (
    <DashboardSection
      id="dashboard-posts-heading"
      title={t('dashboard_posts_title')}
      link={{ to: localizePath('/feed', locale), label: t('dashboard_posts_feed_link') }}
      testId="latest-posts"
    >
      {latest.isPending ? (
        <SimpleGrid cols={{ base: 1, md: LATEST_POSTS_SHOWN }} spacing="sm" aria-hidden="true">
          {Array.from({ length: LATEST_POSTS_SHOWN }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : latest.isError ? (
        <Text role="alert">{t('error_base_message')}</Text>
      ) : latest.data.results.length === 0 ? (
        <Text>{t('dashboard_posts_empty')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: LATEST_POSTS_SHOWN }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {latest.data.results.map((post) => (
            <Paper
              component="li"
              key={post.id}
              withBorder
              radius="md"
              p="md"
              data-testid="latest-post"
            >
              <Stack gap="xs">
                <AuthorLine
                  author={post.author}
                  createdAt={post.created_at}
                  editedAt={post.edited_at}
                  compact
                />
                <Text lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {post.subject
                    ? `${t(SHARED_ITEM_KEYS[post.subject.type].action)} – ${post.subject.title}`
                    : postPlainText(post.content)}
                </Text>
                {post.images.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('dashboard_posts_images', { count: post.images.length })}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
