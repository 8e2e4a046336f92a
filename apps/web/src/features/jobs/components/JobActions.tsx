import type { JobAd, PublicationState } from '@alumni/domain';
import { canDeletePublication, localizePath } from '@alumni/domain';
import { Button, Group } from '@mantine/core';
import {
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteJobAd, jobsKey, sendJobUpdateLink } from '../api.ts';
import { DeactivateDialog } from './DeactivateDialog.tsx';
import { ReactivateDialog } from './ReactivateDialog.tsx';

/**
 * What the author or an admin may do with an ad (spec 1 §4 Job ad): edit it (as the
 * publication rules allow, `can_edit`), deactivate an active one (asking how it was filled)
 * and reactivate an inactive or filled one (with new dates); delete it, after a
 * confirmation (its author until it is validated, admins always, as the server allows);
 * mail the contact email a link to update the ad without an account (issue 15 item 3).
 * Nothing for anyone else.
 */
export function JobActions({ ad }: { ad: JobAd }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isAdmin } = useViewer();
  const [dialog, setDialog] = useState<'deactivate' | 'reactivate' | 'delete' | 'link' | null>(
    null,
  );
  const remove = useMutation({ mutationFn: () => deleteJobAd(ad.id) });
  const sendLink = useMutation({ mutationFn: () => sendJobUpdateLink(ad.id) });
  // The recruiter named as contact, often without an account here, updates the ad by a link.
  const linkable =
    ad.can_close && Boolean(ad.contact_email) && ad.status !== 'inactive' && ad.status !== 'filled';
  const closable = ad.can_close && ad.status === 'active';
  const reopenable = ad.can_close && (ad.status === 'inactive' || ad.status === 'filled');
  const deletable = canDeletePublication(
    { state: ad.state as PublicationState, validated: ad.validated },
    { isAuthor: user?.id === ad.author.id, isValidator: false, isAdmin },
  );
  if (!ad.can_edit && !closable && !reopenable && !deletable && !linkable) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {ad.can_edit && (
        <Button
          component={Link}
          to={localizePath(`/jobs/d/${ad.id}`, locale)}
          variant="default"
          leftSection={<IconPencil aria-hidden="true" size={18} />}
        >
          {t('jobs_edit')}
        </Button>
      )}
      {closable && (
        <Button
          variant="default"
          color="red.8"
          leftSection={<IconPlayerStop aria-hidden="true" size={18} />}
          onClick={() => setDialog('deactivate')}
        >
          {t('jobs_deactivate')}
        </Button>
      )}
      {reopenable && (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay aria-hidden="true" size={18} />}
          onClick={() => setDialog('reactivate')}
        >
          {t('jobs_reactivate')}
        </Button>
      )}
      {linkable && (
        <Button
          variant="default"
          leftSection={<IconMailForward aria-hidden="true" size={18} />}
          onClick={() => setDialog('link')}
        >
          {t('jobs_update_link')}
        </Button>
      )}
      {deletable && (
        <Button
          variant="default"
          color="red.8"
          leftSection={<IconTrash aria-hidden="true" size={18} />}
          onClick={() => setDialog('delete')}
        >
          {t('jobs_delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('jobs_delete_title')}
        message={t('jobs_delete_message', { position: ad.position })}
        confirmLabel={t('jobs_delete')}
        loading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              notifySuccess(t('jobs_deleted', { position: ad.position }));
              void queryClient.invalidateQueries({ queryKey: jobsKey });
              void navigate(localizePath('/jobs', locale), { replace: true });
            },
            onError: (error) => notifyError(error),
          })
        }
      />
      <ConfirmDialog
        opened={dialog === 'link'}
        title={t('jobs_update_link_title')}
        message={t('jobs_update_link_message', { email: ad.contact_email })}
        confirmLabel={t('jobs_update_link_send')}
        loading={sendLink.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          sendLink.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              notifySuccess(t('jobs_update_link_sent', { email: ad.contact_email }));
            },
            onError: (error) => notifyError(error),
          })
        }
      />
      <DeactivateDialog ad={ad} opened={dialog === 'deactivate'} onClose={() => setDialog(null)} />
      <ReactivateDialog ad={ad} opened={dialog === 'reactivate'} onClose={() => setDialog(null)} />
    </Group>
  );
}
