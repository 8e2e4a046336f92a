import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { regenerateTokens } from '../actionsApi.ts';
import { selectionFields } from '../api.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

/**
 * New activation links in bulk (issue 34 item 1; spec 2 §6 "regenerate tokens"): for each
 * member not yet activated, the links sent before stop working and a new one is e-mailed.
 */
export function RegenerateTokensDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_tokens_title')}
      submitLabel={t('bulk_tokens_submit')}
      start={() => regenerateTokens(selectionFields(props.selection))}
    >
      <Text size="sm" c="dimmed">
        {t('bulk_tokens_hint')}
      </Text>
    </BulkActionForm>
  );
}
