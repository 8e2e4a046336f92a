import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inviteMembers } from '../actionsApi.ts';
import { selectionFields } from '../api.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

/**
 * Inviting in bulk (issue 34 item 1; spec 1 §5 "new invitations only for inactive users"):
 * each member whose account is not activated gets a new invitation e-mail; the active ones
 * are listed at the end.
 */
export function InviteDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_invite_title')}
      submitLabel={t('bulk_invite_submit')}
      start={() => inviteMembers(selectionFields(props.selection))}
    >
      <Text size="sm" c="dimmed">
        {t('bulk_invite_hint')}
      </Text>
    </BulkActionForm>
  );
}
