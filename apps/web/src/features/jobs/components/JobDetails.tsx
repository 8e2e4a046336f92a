import type { JobAd } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Anchor, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMail, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import {
  PublicationHistory,
  PublicationRefusalNotice,
  PublicationReview,
  PublicationStatusBadge,
} from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { jobAttachmentUrl } from '../api.ts';
import { applyState } from '../applications/applyState.ts';
import { ApplyToJobAd } from '../applications/components/ApplyToJobAd.tsx';
import { JobAdApplications } from '../applications/components/JobAdApplications.tsx';
import { seesJobHistory } from '../jobRules.ts';
import { JOB_PUBLICATION } from '../publicationArea.ts';
import { JobActions } from './JobActions.tsx';
import { JobFacts } from './JobFacts.tsx';
import { JobLogo } from './JobLogo.tsx';

/**
 * A job ad's details (spec 1 §2 Jobs "details modal", §3 Job ad), in its page and in the
 * list's modal: logo, position (the page's heading when `titleOrder` is given; the modal
 * names it in its own title), status, its refusal reason for its author, validators and
 * admins, a Jobs validator's decision while it is pending, the author's and admins'
 * actions, the facts, the description, the attachment, how to apply (the application link,
 * the contact email, the application modal), the applications for its author and admins, and
 * its history for its author, Jobs validators and admins.
 */
export function JobDetails({ ad, titleOrder }: { ad: JobAd; titleOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  const history = seesJobHistory(user, school, ad.author.id);
  const applying = applyState(ad, user?.id ?? null) !== 'none';
  const contracts = useStaticOptions('contract_type');
  return (
    <Stack gap="lg" data-testid="job-details">
      <Group align="flex-start" gap="md">
        <JobLogo url={ad.logo_url} size={96} />
        {/* Beside the logo where there is room, under it on small screens. */}
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="dark" tt="none">
              {contracts.labelOf(ad.contract_type)}
            </Badge>
            {ad.status !== 'active' && (
              <PublicationStatusBadge area={JOB_PUBLICATION} status={ad.status} />
            )}
          </Group>
          {titleOrder && (
            <Title order={titleOrder} id="job-title" style={{ overflowWrap: 'anywhere' }}>
              {ad.position}
            </Title>
          )}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('jobs_company_city', { company: ad.company, city: ad.city })}
          </Text>
          <Text size="sm">{t('jobs_by_author', { name: fullName(ad.author) })}</Text>
        </Stack>
      </Group>
      {ad.status === 'refused' && ad.refusal_reason && history && (
        <PublicationRefusalNotice title={t('jobs_refused_notice')} reason={ad.refusal_reason} />
      )}
      {ad.can_review && (
        <Stack gap="xs">
          <Text fw={600}>{t('jobs_review_prompt')}</Text>
          <PublicationReview area={JOB_PUBLICATION} item={ad} />
        </Stack>
      )}
      <JobActions ad={ad} />
      <JobFacts ad={ad} />
      <Text
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        data-testid="job-description"
      >
        {ad.description}
      </Text>
      {ad.attachment && (
        <Anchor href={jobAttachmentUrl(ad.id)} download data-testid="job-attachment">
          <Group gap={6} component="span" wrap="nowrap">
            <IconPaperclip aria-hidden="true" size={18} />
            <span style={{ overflowWrap: 'anywhere' }}>
              {t('jobs_attachment_download', { name: ad.attachment.name })}
            </span>
          </Group>
        </Anchor>
      )}
      {(applying || ad.application_link || ad.contact_email) && (
        <>
          <Divider />
          <Stack component="section" gap="sm" aria-labelledby={`job-apply-heading-${ad.id}`}>
            <Title order={titleOrder === 1 ? 2 : 3} size="h4" id={`job-apply-heading-${ad.id}`}>
              {t('jobs_apply_title')}
            </Title>
            {/* Job applications (features/jobs/applications, issue 15 item 4): the modal. */}
            <ApplyToJobAd ad={ad} />
            {ad.application_link && (
              <Button
                component="a"
                href={ad.application_link}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                rightSection={<IconExternalLink aria-hidden="true" size={16} />}
                style={{ alignSelf: 'flex-start' }}
                data-testid="job-application-link"
              >
                {t('jobs_apply_link')}
              </Button>
            )}
            {ad.contact_email && (
              <Group gap={6} wrap="nowrap">
                <IconMail aria-hidden="true" size={18} />
                <Text size="sm">
                  {t('jobs_contact_email')}{' '}
                  <Anchor href={`mailto:${ad.contact_email}`} data-testid="job-contact-email">
                    {ad.contact_email}
                  </Anchor>
                </Text>
              </Group>
            )}
          </Stack>
        </>
      )}
      {/* Job applications (features/jobs/applications, issue 15 item 4): the author's list. */}
      {ad.can_close && <Divider />}
      <JobAdApplications ad={ad} headingOrder={titleOrder === 1 ? 2 : 3} />
      {history && (
        <>
          <Divider />
          <PublicationHistory area={JOB_PUBLICATION} id={ad.id} />
        </>
      )}
    </Stack>
  );
}
