import { localizePath } from '@alumni/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { JobForm } from '../components/JobForm.tsx';
import { JobLoadFailure } from '../components/JobLoadFailure.tsx';
import { useJobAd } from '../hooks/useJobAd.ts';
import { canPostJobs, idOf } from '../jobRules.ts';

/**
 * `/jobs/create` and `/jobs/d/{id}` (spec 1 §2 Jobs "creation, edit"): the job ad form, empty
 * or with the ad to edit (its author; a Jobs validator while it is pending; an admin once,
 * after validation). `/jobs/d` without an id posts a new ad, as the other `…/{id?}` edit
 * routes do; an ad the viewer may not edit is a 403 page. (`/jobs/update` is the page an
 * author without an account reaches by a token link: spec 1 §2, not this one.)
 */
export default function JobFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale, path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/jobs/d');
  const id = idOf(params.id);
  const query = useJobAd(editing ? id : null);

  if (editing && params.id === undefined) {
    return <Navigate to={localizePath('/jobs/create', locale)} replace />;
  }
  if (editing && id === null) return <ErrorPage status={404} message={t('error_not_found')} />;
  if (!canPostJobs(user, school)) return <ErrorPage status={403} message={t('error_forbidden')} />;
  if (editing && query.isPending) return <PageLoader />;
  if (editing && query.isError) {
    return <JobLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  const ad = editing ? (query.data ?? null) : null;
  if (ad && !ad.can_edit) return <ErrorPage status={403} message={t('jobs_edit_forbidden')} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="job-form-title">
            {ad ? t('jobs_edit_title') : t('page_title_job_create')}
          </Title>
          <Text size="sm">{t('jobs_form_required_hint')}</Text>
        </Stack>
        <JobForm key={ad?.id ?? 'new'} ad={ad} />
      </Stack>
    </Container>
  );
}
