import type { JobAd, JobFilledHow } from '@alumni/domain';
import { JOB_FILLED_HOW } from '@alumni/domain';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deactivateJobAd } from '../api.ts';
import { useJobChange } from '../hooks/useJobChange.ts';
import { FILLED_HOW_KEYS } from '../labels.ts';

/**
 * Deactivating an active ad (spec 1 §4 Job ad "Deactivation asks how it was filled: unknown,
 * via this network, outside it, still open"): the author or an admin picks the answer, kept
 * for statistics; the ad becomes filled (via this network or outside it) or inactive.
 */
export function DeactivateDialog({
  ad,
  opened,
  onClose,
}: {
  ad: Pick<JobAd, 'id' | 'position'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<string>('');
  const [missing, setMissing] = useState(false);
  const deactivate = useJobChange((how: JobFilledHow) => deactivateJobAd(ad.id, how));
  const close = () => {
    setAnswer('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('jobs_deactivate_title', { position: ad.position })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const how = JOB_FILLED_HOW.find((value) => value === answer);
          if (!how) {
            setMissing(true);
            return;
          }
          deactivate.mutate(how, {
            onSuccess: () => {
              notifySuccess(t('jobs_deactivated', { position: ad.position }));
              close();
            },
            onError: (error) => notifyError(error),
          });
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('jobs_deactivate_question')}
            required
            value={answer}
            onChange={(value) => {
              setAnswer(value);
              setMissing(false);
            }}
            error={missing ? t('jobs_deactivate_required') : undefined}
          >
            <Stack gap="xs" mt="xs">
              {JOB_FILLED_HOW.map((how) => (
                <Radio key={how} value={how} label={t(FILLED_HOW_KEYS[how])} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={deactivate.isPending}>
              {t('jobs_deactivate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
