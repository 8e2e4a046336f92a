import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import type { ReportTarget } from '../../reports/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import { useFeed } from '../hooks/useFeed.ts';
import { PostCard } from './PostCard.tsx';
import composerClasses from './PostComposer.module.css';

// The rich-text editor is most of the page's code: the posts show without waiting for it.
const PostComposer = lazy(() =>
  import('./PostComposer.tsx').then((m) => ({ default: m.PostComposer })),
);

function FeedList({
  groupId,
  onReport,
}: {
  groupId: number | undefined;
  onReport: (target: ReportTarget) => void;
}) {
  const { t } = useTranslation();
  const feed = useFeed(groupId);
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
            <Text c="dimmed">
              {t(groupId === undefined ? 'feed_empty_text' : 'feed_group_empty_text')}
            </Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Stack component="section" gap="md" aria-label={t('feed_posts_label')}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onReport={onReport} inGroup={groupId !== undefined} />
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
 * A feed with its composer (spec 1 §1 "feed with posts and comments"): the school's, or group
 * `groupId`'s (issue 33 item 4: its posts, written by its members). `canPost` false leaves the
 * composer out (a group's page passes the group's `can_post`). The caller checks the viewer may
 * read it (the feed's `canUseFeed`, a group's `can_read_posts`); it needs the `feed` catalogue.
 */
export function FeedView({ groupId, canPost = true }: { groupId?: number; canPost?: boolean }) {
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  return (
    <Stack gap="lg">
      {canPost && (
        <Suspense
          fallback={
            <Paper withBorder radius="md" className={composerClasses.composer} aria-hidden="true" />
          }
        >
          <PostComposer {...(groupId === undefined ? {} : { groupId })} />
        </Suspense>
      )}
      <FeedList groupId={groupId} onReport={setReporting} />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
