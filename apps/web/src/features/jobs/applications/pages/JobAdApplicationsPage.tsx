import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../../api/ApiError.ts';
import { formatDate } from '../../../../i18n/format.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../../errors/components/ErrorPage.tsx';
import { useRouteLocale } from '../../../navigation/hooks/useRouteLocale.ts';
import { ApplyToJobAd } from '../components/ApplyToJobAd.tsx';
import { JobAdApplications } from '../components/JobAdApplications.tsx';
import { useJobAd } from '../hooks/useJobAd.ts';

/**
 * `/jobs/{id}`, a stand-in until the jobs feature's details page lands (issue 15 item 6): the
 * ad's position, company, city and deadline, with the application screens of item 4 mounted
 * as that page will mount them (ApplyToJobAd, JobAdApplications). Replace it with the details
 * page, keeping those two lines.
 */
export default function JobAdApplicationsPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { id = '' } = useParams();
  const query = useJobAd(Number(id));
  if (
    !/^\d+$/.test(id) ||
    (query.isError && isApiError(query.error) && query.error.status === 404)
  ) {
    return <ErrorPage status={404} message={t('error_not_found')} />;
  }
  if (query.isError) {
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (query.isPending) return <PageLoader />;
  const ad = query.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{ad.position}</Title>
          <Text fw={600}>
            {ad.company} · {ad.city}
          </Text>
          <Text size="sm">
            {t('jobapply_deadline', { date: formatDate(ad.application_deadline, locale) })}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{ad.description}</Text>
        {/* Job applications (issue 15 item 4): */}
        <ApplyToJobAd ad={ad} />
        <JobAdApplications ad={ad} />
      </Stack>
    </Container>
  );
}
