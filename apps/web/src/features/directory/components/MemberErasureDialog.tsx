import { ERASURE_GRACE_DAYS } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteMemberErasure, postMemberErasure } from '../api.ts';

/**
 * An admin erases a member's personal data (issue 34 item 6, "admins can erase a member"):
 * the erasure is scheduled ERASURE_GRACE_DAYS later, like the member's own; the same dialog
 * cancels a pending one an admin asked (the server answers 404 when there is none, 409 when
 * one already waits, 403 for oneself or another admin, each said in a notification).
 */
export function MemberErasureDialog({
  member,
  opened,
  onClose,
}: {
  member: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const ask = useMutation({
    mutationFn: () => postMemberErasure(member.id),
    onSuccess: (state) => {
      const date = state.erasure ? format.date(state.erasure.due_at, 'long') : '';
      notifySuccess(t('directory_erasure_asked', { name: member.name, date }));
      onClose();
    },
    onError: (error) => void notifyError(error),
  });
  const cancel = useMutation({
    mutationFn: () => deleteMemberErasure(member.id),
    onSuccess: () => {
      notifySuccess(t('directory_erasure_cancelled', { name: member.name }));
      onClose();
    },
    onError: (error) => void notifyError(error),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('directory_erasure_title', { name: member.name })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('directory_erasure_intro', { days: ERASURE_GRACE_DAYS })}</Text>
        <Group justify="space-between">
          <Button variant="subtle" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('directory_erasure_cancel')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('form_cancel')}
            </Button>
            <Button color="red.8" loading={ask.isPending} onClick={() => ask.mutate()}>
              {t('directory_erasure_confirm', { days: ERASURE_GRACE_DAYS })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
