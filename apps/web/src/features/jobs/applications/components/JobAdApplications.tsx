import type { JobAdApplication, JobAdSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../i18n/format.ts';
import { useRouteLocale } from '../../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { useAdApplications } from '../hooks/useAdApplications.ts';
import { ApplicationFiles } from './ApplicationFiles.tsx';
import { ApplicationMarkControl } from './ApplicationMarkControl.tsx';

/**
 * An ad's applications for its author and admins (issue 15 item 4 "The author sees
 * applications per ad, marks them, downloads files"; spec 1 §3 Job application): newest
 * first, each with the applicant (linked to their profile), the date (and the date it was
 * sent again), the contact details they gave, their message, links downloading the CV and
 * cover letter, and the author's mark (new, shortlisted, declined), changed in place. Renders
 * nothing for anyone who may not manage the ad (`can_close` false).
 */
export function JobAdApplications({
  ad,
  headingOrder = 2,
}: {
  ad: Pick<JobAdSummary, 'id' | 'can_close'>;
  /** The heading's level where it is mounted: 2 in a page, 3 in a dialog titled by the ad. */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  if (!ad.can_close) return null;
  const headingId = `job-applications-heading-${ad.id}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h4" id={headingId}>
        {t('jobapply_list_heading')}
      </Title>
      <ApplicationsList adId={ad.id} />
    </Stack>
  );
}

function ApplicationsList({ adId }: { adId: number }) {
  const { t } = useTranslation();
  const list = useAdApplications(adId);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Text>{t('jobapply_list_empty')}</Text>;
  return (
    <>
      <Text size="sm">{t('jobapply_list_count', { count: list.data.length })}</Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </Stack>
    </>
  );
}

function ApplicationCard({ application }: { application: JobAdApplication }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const name = `${application.first_name} ${application.last_name}`;
  return (
    <Card component="li" withBorder padding="md" data-testid="job-application">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={localizePath(`/profile/${application.applicant.id}`, locale)}
            fw={600}
          >
            {name}
          </Anchor>
          <Group gap="xs">
            <Text size="sm">
              {t('jobapply_applied_on', { date: formatDate(application.created_at, locale) })}
            </Text>
            {application.submissions > 1 && (
              <Badge variant="outline" color="dark" tt="none">
                {t('jobapply_sent_again_on', {
                  date: formatDate(application.updated_at, locale),
                })}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor href={`mailto:${application.email}`} size="sm">
            {application.email}
          </Anchor>
          {application.phone && (
            <Anchor href={`tel:${application.phone}`} size="sm">
              {application.phone}
            </Anchor>
          )}
        </Group>
        {application.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.message}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <ApplicationFiles application={application} />
          <ApplicationMarkControl application={application} name={name} />
        </Group>
      </Stack>
    </Card>
  );
}
