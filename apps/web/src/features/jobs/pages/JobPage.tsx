import { localizePath } from '@alumni/domain';
import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useArticleTitle } from '../../blog/index.ts';
import { ErrorPage } from '../../errors/index.ts';
import { JobDetails } from '../components/JobDetails.tsx';
import { JobLoadFailure } from '../components/JobLoadFailure.tsx';
import { useJobAd } from '../hooks/useJobAd.ts';
import { idOf } from '../jobRules.ts';

/**
 * `/jobs/{id}` (spec 1 §2 Jobs "details"): one job ad's page, the list's details modal as a
 * page of its own that can be linked to. A member outside its restriction filters reads
 * "restricted access" (spec 2 §8); another's draft, pending or refused ad is not found.
 */
export default function JobPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const id = idOf(useParams().id);
  const query = useJobAd(id);
  // "Position – School" as the document title, as an article's page does.
  useArticleTitle(query.data?.position ?? null);
  if (id === null) return <ErrorPage status={404} message={t('error_not_found')} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <JobLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Container size="md" py="xl" component="article" aria-labelledby="job-title">
      <Stack gap="lg">
        <Button
          component={Link}
          to={localizePath('/jobs', locale)}
          variant="subtle"
          px={0}
          color="dark"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('jobs_back_to_list')}
        </Button>
        <JobDetails ad={query.data} titleOrder={1} />
      </Stack>
    </Container>
  );
}
