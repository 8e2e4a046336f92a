import type { JobAdByLink } from '@alumni/domain';
import { Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { fetchJobAdByLink, jobAdByLinkKey } from './api.ts';
import { CloseJobAdForm } from './CloseJobAdForm.tsx';
import { JobUpdateForm } from './JobUpdateForm.tsx';
import { STATUS_KEYS } from './labels.ts';

/** The words of spec 2 §8 "Invalid or expired job update link: 'Link invalid'". */
function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('jobupdate_page_title')}
      </Title>
      <Notice
        color="red"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" size={20} />}
        data-testid="job-update-invalid"
      >
        <strong>{t('jobupdate_link_invalid')}</strong>
        <div>{t('jobupdate_link_invalid_hint')}</div>
      </Notice>
    </Stack>
  );
}

/** The ad the link opens: its status, its form while it may be edited, and its closing. */
function LinkedAd({ ad, token }: { ad: JobAdByLink; token: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const show = (next: JobAdByLink) => queryClient.setQueryData(jobAdByLinkKey(token), next);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('jobupdate_heading', { position: ad.position, company: ad.company })}
        </Title>
        <Text data-testid="job-update-status">
          {t('jobupdate_status_label')} <strong>{t(STATUS_KEYS[ad.status])}</strong>
        </Text>
        <Text size="sm">
          {t('jobupdate_link_until', { date: format.date(ad.link_expires_at) })}
        </Text>
      </Stack>
      <Divider />
      <Title order={2} size="h3" id="job-update-form-title">
        {t('jobupdate_form_heading')}
      </Title>
      {ad.can_edit ? (
        <JobUpdateForm key={ad.id} ad={ad} token={token} onSaved={show} />
      ) : (
        <Notice color="blue" role="status" icon={<IconInfoCircle aria-hidden="true" size={20} />}>
          {t('jobupdate_locked')}
        </Notice>
      )}
      <Divider />
      <Title order={2} size="h3" id="job-close-title">
        {t('jobupdate_close_heading')}
      </Title>
      {ad.can_close ? (
        <>
          <Text>{t('jobupdate_close_intro')}</Text>
          <CloseJobAdForm token={token} onClosed={show} />
        </>
      ) : (
        <Text data-testid="job-update-not-active">{t('jobupdate_not_active')}</Text>
      )}
    </Stack>
  );
}

/**
 * `/jobs/update?token=…` (spec 1 §2 Jobs "job-update page reached by a token link", spec 2 §8
 * "Invalid or expired job update link: 'Link invalid'"; issue 15 item 3), in the blank
 * layout, without signing in: the recruiter who got the link edits the ad's fields and
 * closes it once the position is filled, saying how. A missing, bad, expired or revoked
 * token shows "Link invalid".
 */
export default function JobUpdatePage() {
  const school = useSchool();
  const token = useSearchParams()[0].get('token') ?? '';
  const query = useQuery({
    queryKey: jobAdByLinkKey(token),
    queryFn: ({ signal }) => fetchJobAdByLink(token, signal),
    enabled: token !== '',
    retry: retryUnlessClientError,
  });
  const invalid =
    token === '' ||
    (query.isError &&
      isApiError(query.error) &&
      (query.error.status === 404 || query.error.status === 400));
  let content: ReactNode;
  if (invalid) content = <InvalidLink />;
  else if (query.isError) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <PageLoader />;
  else content = <LinkedAd ad={query.data} token={token} />;
  return (
    <Container size="md" py="xl">
      <Text fw={600} mb="sm">
        {school.name}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {content}
      </Paper>
    </Container>
  );
}
