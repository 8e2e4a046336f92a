import { canUseFeed } from '@alumni/domain';
import { Button, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import type { ReportTarget } from '../../reports/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import { PostCard } from '../components/PostCard.tsx';
import composerClasses from '../components/PostComposer.module.css';
import { useFeed } from '../hooks/useFeed.ts';

// The rich-text editor is most of the page's code: the posts show without waiting for it.
const PostComposer = lazy(() =>
  import('../components/PostComposer.tsx').then((m) => ({ default: m.PostComposer })),
);

function FeedList({ onReport }: { onReport: (target: ReportTarget) => void }) {
  const { t } = useTranslation();
  const feed = useFeed();
  if (feed.isPending) return <PageLoader />;
  if (feed.isError) {
    return <LoadError onRetry={() => void feed.refetch()} />;
  }
  const posts = feed.data.pages.flatMap((page) => page.results);
  if (posts.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="feed-empty">
        <Center>
          <Stack align="center" gap="xs" ta="center">
            <IconMessages aria-hidden="true" size={40} stroke={1.5} />
            <Text fw={600}>{t('feed_empty_title')}</Text>
            <Text c="dimmed">{t('feed_empty_text')}</Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Stack component="section" gap="md" aria-label={t('feed_posts_label')}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onReport={onReport} />
        ))}
      </Stack>
      {feed.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
          >
            {t('feed_load_more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/**
 * `/feed` (spec 1 §1 "feed with posts and comments", issue "Feed, reports and blocks"): the
 * composer, then the school's posts newest first, a page at a time. Members who may not use
 * the feed get the 403 error page.
 */
export default function FeedPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user, loading } = useViewer();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  if (loading || !user) return <PageLoader />;
  if (!canUseFeed(user, school)) return <ErrorPage status={403} message={t('feed_forbidden')} />;
  return (
    <Container size="sm" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{t('page_title_feed')}</Title>
        <Suspense
          fallback={
            <Paper withBorder radius="md" className={composerClasses.composer} aria-hidden="true" />
          }
        >
          <PostComposer />
        </Suspense>
        <FeedList onReport={setReporting} />
      </Stack>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </Container>
  );
}
