import { localizePath } from '@alumni/domain';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { ErrorPage } from '../../errors/index.ts';

/**
 * Why an ad could not be opened, as a page: "restricted access" for a 403 (spec 2 §8
 * "Restricted article or job: cannot be viewed because access is restricted"), the 404 page,
 * or a retry for anything else.
 */
export function JobLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return <ErrorPage status={404} message={t('error_not_found')} />;
  if (status !== 403) {
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={onRetry} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('jobs_restricted_title')}</Title>
        <Notice color="yellow" role="status" icon={<IconLock aria-hidden="true" size={20} />}>
          {t('jobs_restricted')}
        </Notice>
        <Button component={Link} to={localizePath('/jobs', locale)} variant="default">
          {t('jobs_back_to_list')}
        </Button>
      </Stack>
    </Container>
  );
}
