import { localizePath } from '@alumni/domain';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PublicationResults } from '../../publication/index.ts';
import { JobCard } from '../components/JobCard.tsx';
import { JobDetailsModal } from '../components/JobDetailsModal.tsx';
import { JobFilters } from '../components/JobFilters.tsx';
import { useAddressParams } from '../hooks/useAddressParams.ts';
import { useJobAds } from '../hooks/useJobAds.ts';
import { canPostJobs, filtersOf, idOf, jobBoardUrl, listStatuses } from '../jobRules.ts';

/**
 * `/jobs` (spec 1 §2 Jobs "list … details modal"; issue 15 item 6): the school's active job
 * ads as cards, filtered by contract type, sector, experience, city and text; those who post
 * also filter by status and their own ads, and get "Post a job ad"; the school's external
 * job board when it has one (`jt_button`). A card opens the ad's details modal. Filters, page
 * and the open ad live in the address.
 */
export default function JobsListPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { user, loading } = useViewer();
  const { searchParams, setSearchParams } = useAddressParams();
  const statuses = listStatuses(user, school);
  const filters = filtersOf(searchParams, statuses);
  const paged = useJobAds(filters);
  if (loading) return <PageLoader />;
  const board = jobBoardUrl(school);
  // The details modal's ad lives in the address (`?ad=`), so Back closes it.
  const opened = idOf(searchParams.get('ad'));
  const openAd = (id: number | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('ad');
      else next.set('ad', String(id));
      return next;
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>{t('jobs_title')}</Title>
          <Group gap="sm">
            {board && (
              <Button
                component="a"
                href={board}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                rightSection={<IconExternalLink aria-hidden="true" size={16} />}
                data-testid="job-board"
              >
                {t('jobs_board')}
              </Button>
            )}
            {canPostJobs(user, school) && (
              <Button
                component={Link}
                to={localizePath('/jobs/create', locale)}
                leftSection={<IconBriefcase aria-hidden="true" size={18} />}
              >
                {t('jobs_post')}
              </Button>
            )}
          </Group>
        </Group>
        <JobFilters filters={filters} statuses={statuses} />
        <PublicationResults
          paged={paged}
          countText={(count) => t(`jobs_count_${filters.status}`, { count })}
          countTestId="jobs-count"
          card={(ad) => <JobCard ad={ad} onOpen={openAd} />}
        />
        <JobDetailsModal id={opened} onClose={() => openAd(null)} />
      </Stack>
    </Container>
  );
}
