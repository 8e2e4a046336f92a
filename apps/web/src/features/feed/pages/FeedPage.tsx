import { canUseFeed } from '@alumni/domain';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { FeedView } from '../components/FeedView.tsx';

/**
 * `/feed` (spec 1 §1 "feed with posts and comments", issue "Feed, reports and blocks"): the
 * composer, then the school's posts newest first, a page at a time (posts of no group and of
 * public groups, each named on its card). Members who may not use the feed get the 403 error
 * page.
 */
export default function FeedPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user, loading } = useViewer();
  if (loading || !user) return <PageLoader />;
  if (!canUseFeed(user, school)) return <ErrorPage status={403} message={t('feed_forbidden')} />;
  return (
    <Container size="sm" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{t('page_title_feed')}</Title>
        <FeedView />
      </Stack>
    </Container>
  );
}
