import type { JobAdStatus } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../i18n/format.ts';
import { useRouteLocale } from '../../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { useMyApplications } from '../hooks/useMyApplications.ts';
import { ApplicationFiles } from './ApplicationFiles.tsx';

/** The label of each ad status, as the applicant reads it. */
const AD_STATUS_KEYS: Record<JobAdStatus, string> = {
  draft: 'jobapply_status_draft',
  pending: 'jobapply_status_pending',
  scheduled: 'jobapply_status_scheduled',
  active: 'jobapply_status_active',
  inactive: 'jobapply_status_inactive',
  filled: 'jobapply_status_filled',
  refused: 'jobapply_status_refused',
};

/**
 * Settings → My applications (spec 1 §2 Settings tabs "my applications"; issue 15 item 4 "the
 * applicant follows them in settings"): the member's applications in this school, newest
 * first: date, position (linked to the ad), company, city, the ad's status, and links
 * downloading the CV and cover letter they sent.
 */
export function MyApplicationsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const list = useMyApplications();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Text>{t('jobapply_mine_empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" captionSide="top" data-testid="my-applications">
        <Table.Caption ta="start" c="var(--mantine-color-text)">
          {t('jobapply_mine_caption', { count: list.data.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('jobapply_col_date')}</Table.Th>
            <Table.Th scope="col">{t('jobapply_col_position')}</Table.Th>
            <Table.Th scope="col">{t('jobapply_col_company')}</Table.Th>
            <Table.Th scope="col">{t('jobapply_col_city')}</Table.Th>
            <Table.Th scope="col">{t('jobapply_col_status')}</Table.Th>
            <Table.Th scope="col">{t('jobapply_col_files')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((application) => (
            <Table.Tr key={application.id} data-testid="my-application">
              <Table.Td>{formatDate(application.created_at, locale)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={localizePath(`/jobs/${application.job_ad.id}`, locale)}
                  fw={600}
                >
                  {application.job_ad.position}
                </Anchor>
              </Table.Td>
              <Table.Td>{application.job_ad.company}</Table.Td>
              <Table.Td>{application.job_ad.city}</Table.Td>
              <Table.Td>
                <Badge variant="outline" color="dark" tt="none">
                  {t(AD_STATUS_KEYS[application.job_ad.status])}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ApplicationFiles application={application} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
