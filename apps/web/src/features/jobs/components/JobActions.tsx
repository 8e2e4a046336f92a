import type { JobAd } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { DeactivateDialog } from './DeactivateDialog.tsx';
import { ReactivateDialog } from './ReactivateDialog.tsx';

/**
 * What the author or an admin may do with an ad (spec 1 §4 Job ad): edit it (as the
 * publication rules allow, `can_edit`), deactivate an active one (asking how it was filled)
 * and reactivate an inactive or filled one (with new dates). Nothing for anyone else.
 */
export function JobActions({ ad }: { ad: JobAd }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [dialog, setDialog] = useState<'deactivate' | 'reactivate' | null>(null);
  const closable = ad.can_close && ad.status === 'active';
  const reopenable = ad.can_close && (ad.status === 'inactive' || ad.status === 'filled');
  if (!ad.can_edit && !closable && !reopenable) return null;
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
      <DeactivateDialog ad={ad} opened={dialog === 'deactivate'} onClose={() => setDialog(null)} />
      <ReactivateDialog ad={ad} opened={dialog === 'reactivate'} onClose={() => setDialog(null)} />
    </Group>
  );
}
