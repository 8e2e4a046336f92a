import { canResubmitApplication } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../i18n/format.ts';
import { useRouteLocale } from '../../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../../shared/viewer/useViewer.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { Notice } from '../../../../ui/Notice.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { type ApplicationTarget, applyState } from '../applyState.ts';
import { useMyApplications } from '../hooks/useMyApplications.ts';
import { ApplicationForm, applicationStart, profileStart } from './ApplicationForm.tsx';

/**
 * Applying to a job ad (spec 1 §2 Jobs "application modal", §3 Job application, §5 Job "A
 * warning appears when reapplying … maxJobApplication 2"; issue 15 item 4). Shows, for a
 * signed-in member who is not the ad's author: a closed notice when the ad takes no
 * application (not active, or past its deadline; the server's 409 says the same), else an
 * "Apply" button opening the modal with the application form. After a first application the
 * modal opens on the "already applied" warning and sends it again once (PUT, replacing it;
 * the form starts from what was sent); after the second, it says no more may be sent.
 * Renders nothing for the author.
 */
export function ApplyToJobAd({ ad }: { ad: ApplicationTarget }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const [opened, setOpened] = useState(false);
  const state = applyState(ad, user?.id ?? null);
  if (!user || state === 'none') return null;
  if (state === 'closed' || state === 'deadlinePassed') {
    return (
      <Notice
        color="yellow"
        role="status"
        icon={<IconInfoCircle aria-hidden="true" size={20} />}
        data-testid="application-closed"
      >
        {t(state === 'closed' ? 'jobapply_closed' : 'jobapply_deadline_passed')}
      </Notice>
    );
  }

  const close = () => setOpened(false);
  return (
    <Stack gap="xs" align="flex-start">
      {state === 'again' && (
        <Text size="sm" data-testid="application-applied">
          {t('jobapply_applied_note')}
        </Text>
      )}
      <Button
        leftSection={<IconSend aria-hidden="true" size={18} />}
        onClick={() => setOpened(true)}
        variant={state === 'again' ? 'default' : 'filled'}
      >
        {t(state === 'again' ? 'jobapply_open_again' : 'jobapply_open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('jobapply_modal_title', { position: ad.position, company: ad.company })}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        {opened &&
          (state === 'again' ? (
            <ApplyAgain ad={ad} onSent={close} onCancel={close} />
          ) : (
            <ApplicationForm
              adId={ad.id}
              start={profileStart(user)}
              again={false}
              onSent={() => {
                notifySuccess(t('jobapply_sent'));
                close();
              }}
              onCancel={close}
            />
          ))}
      </Modal>
    </Stack>
  );
}

/**
 * The modal of a member who has applied (spec 1 §5 Job "A warning appears when reapplying"):
 * the warning with the first application's date and, while fewer than maxJobApplication (2)
 * were sent, the form to send it once more; else why no more may be sent.
 */
function ApplyAgain({
  ad,
  onSent,
  onCancel,
}: {
  ad: ApplicationTarget;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { user } = useViewer();
  const mine = useMyApplications();
  if (!user) return null;
  if (mine.isPending) return <PageLoader />;
  if (mine.isError) return <LoadError onRetry={() => void mine.refetch()} />;
  const application = mine.data.find((item) => item.job_ad_id === ad.id);
  const date = application ? formatDate(application.created_at, locale) : '';
  const more = !application || canResubmitApplication(application.submissions);
  return (
    <Stack gap="md">
      <Notice
        color="yellow"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" size={20} />}
        data-testid="already-applied"
      >
        <Text fw={600} size="sm">
          {application ? t('jobapply_already_applied_on', { date }) : t('jobapply_already_applied')}
        </Text>
        <Text size="sm">{t(more ? 'jobapply_again_once' : 'jobapply_no_more')}</Text>
      </Notice>
      {more ? (
        <ApplicationForm
          adId={ad.id}
          start={application ? applicationStart(application) : profileStart(user)}
          again
          onSent={() => {
            notifySuccess(t('jobapply_sent_again'));
            onSent();
          }}
          onCancel={onCancel}
        />
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
