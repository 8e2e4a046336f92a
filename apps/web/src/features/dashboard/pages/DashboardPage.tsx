import { hasPermission, isMemberMapEnabled, PERMISSION_VIEWS } from '@alumni/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useVisibleFeatures } from '../../navigation/index.ts';
import { DashboardMap } from '../components/DashboardMap.tsx';
import { LatestJobs } from '../components/LatestJobs.tsx';
import { LatestNews } from '../components/LatestNews.tsx';
import { LatestPosts } from '../components/LatestPosts.tsx';
import { MentorshipPairs } from '../components/MentorshipPairs.tsx';
import { PublicWelcome } from '../components/PublicWelcome.tsx';
import { RecentJoiners } from '../components/RecentJoiners.tsx';
import { UpcomingEvents } from '../components/UpcomingEvents.tsx';

/**
 * `/dashboard` (spec 1 §2 Dashboard): for members, the latest posts (when the feed is theirs),
 * the latest news (when the blog is theirs), the upcoming events (when events are theirs), the
 * latest job ads (when jobs are theirs), the map of the members (when the school shows it),
 * the recent joiners, and the latest mentorship pairs (when mentorship is theirs). Anonymous
 * visitors of a school with public pages get its welcome instead.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user, loading } = useViewer();
  const features = useVisibleFeatures();
  if (loading) return <PageLoader />;
  const seesNews = features.some((entry) => entry.feature.path === 'blog');
  if (!user) return <PublicWelcome news={seesNews} />;
  const seesMembers = hasPermission(user, school, PERMISSION_VIEWS.userList);
  // The feed's posts show where its feature does (spec 2 §6 Feature visibility).
  const seesFeed = features.some((entry) => entry.feature.path === 'feed');
  const seesEvents = features.some((entry) => entry.feature.path === 'evenements');
  const seesJobs = features.some((entry) => entry.feature.path === 'jobs');
  const seesMentorship = features.some((entry) => entry.feature.path === 'mentorship');
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('page_title_dashboard')}</Title>
          <Text size="lg">
            {t('dashboard_hello', { name: user.first_name, school: school.name })}
          </Text>
        </Stack>
        {seesNews && <LatestNews />}
        {seesEvents && <UpcomingEvents />}
        {seesJobs && <LatestJobs />}
        {seesFeed && <LatestPosts />}
        {seesMembers && isMemberMapEnabled(school) && <DashboardMap />}
        {seesMembers && <RecentJoiners />}
        {seesMentorship && <MentorshipPairs />}
      </Stack>
    </Container>
  );
}
