import { ERASURE_GRACE_DAYS } from '@alumni/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { currentUserKey } from '../../../shared/viewer/api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteErasure, erasureKey, fetchErasure, postErasure } from '../personalDataApi.ts';

/**
 * Settings → personal data → "Delete my account" (issue 34 item 6): asks the erasure, done
 * ERASURE_GRACE_DAYS later unless cancelled here; while it waits, the notice says when and
 * offers to cancel (an erasure an admin asked is cancelled by the admins).
 */
export function ErasureSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({ queryKey: erasureKey, queryFn: ({ signal }) => fetchErasure(signal) });
  const settle = (message: string) => (state: Awaited<ReturnType<typeof fetchErasure>>) => {
    queryClient.setQueryData(erasureKey, state);
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    setConfirming(false);
    notifySuccess(message);
  };
  const ask = useMutation({
    mutationFn: postErasure,
    onSuccess: settle(t('personal_data_erasure_asked')),
    onError: (error) => void notifyError(error),
  });
  const cancel = useMutation({
    mutationFn: deleteErasure,
    onSuccess: settle(t('personal_data_erasure_cancelled')),
    onError: (error) => void notifyError(error),
  });
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const erasure = query.data?.erasure;
  if (erasure) {
    const date = format.date(erasure.due_at, 'long');
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t('personal_data_erasure_pending_title')}
        data-testid="erasure-notice"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {t(
              erasure.by_admin
                ? 'personal_data_erasure_pending_admin'
                : 'personal_data_erasure_pending',
              { date },
            )}
          </Text>
          {!erasure.by_admin && (
            <Button
              variant="white"
              color="red.8"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('personal_data_erasure_cancel')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('personal_data_erasure_intro', { days: ERASURE_GRACE_DAYS })}</Text>
      <Button
        color="red.8"
        variant="outline"
        leftSection={<IconTrash aria-hidden="true" size={18} />}
        disabled={!query.data}
        onClick={() => setConfirming(true)}
      >
        {t('personal_data_erasure_ask')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('personal_data_erasure_confirm_title')}
        message={t('personal_data_erasure_confirm', { days: ERASURE_GRACE_DAYS })}
        confirmLabel={t('personal_data_erasure_confirm_button')}
        loading={ask.isPending}
        onConfirm={() => ask.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
