import { localizePath } from '@alumni/domain';
import { Anchor, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useJobAd } from '../hooks/useJobAd.ts';
import { JobDetails } from './JobDetails.tsx';

/**
 * The list's details modal (spec 1 §2 Jobs "details modal"): ad `id` (null: closed) with
 * its details, titled by its position, with a link to its own page. Restricted and missing
 * ads say so in the modal.
 */
export function JobDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const query = useJobAd(id);
  const status = isApiError(query.error) ? query.error.status : undefined;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={query.data?.position ?? t('page_title_job')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        status === 403 || status === 404 ? (
          <Text>{t(status === 403 ? 'jobs_restricted' : 'error_not_found')}</Text>
        ) : (
          <LoadError inline onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <JobDetails ad={query.data} />
          <Group justify="flex-end" mt="lg">
            <Anchor component={Link} to={localizePath(`/jobs/${query.data.id}`, locale)}>
              {t('jobs_open_page')}
            </Anchor>
          </Group>
        </>
      )}
    </Modal>
  );
}
