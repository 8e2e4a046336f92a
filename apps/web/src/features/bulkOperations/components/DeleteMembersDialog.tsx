import { fullName, type MemberContentChoice } from '@alumni/domain';
import { Alert, Checkbox, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { selectionFields } from '../api.ts';
import { deleteMembers, previewDeletion, searchHeirs } from '../deletionApi.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

/** What the dialog offers for the content of members who own some (none: keep them). */
type ContentAnswer = 'keep' | MemberContentChoice;

/**
 * Deleting members (issue 34 item 1; spec 1 §5 "Mass delete with content conflict: choose
 * delete or reassign; the reassignment target must be a different user", spec 2 §8 "Mass
 * deletion blocked when users own content"): first what the deletion would meet (how many own
 * content, the admin themselves, the last admin), then, when some own content, whether to
 * keep those members, delete their content or give it to another member, and a confirmation.
 */
export function DeleteMembersDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  const fields = selectionFields(props.selection);
  const preview = useQuery({
    queryKey: ['member-deletion-preview', fields],
    queryFn: () => previewDeletion(fields),
    retry: retryUnlessClientError,
  });
  const [answer, setAnswer] = useState<ContentAnswer>('keep');
  const [heir, setHeir] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const heirs = useQuery({
    queryKey: ['member-deletion-heirs', debounced],
    queryFn: ({ signal }) => searchHeirs(debounced, signal),
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ heir?: string; confirm?: string }>({});
  const owners = preview.data?.owning_content ?? 0;
  const options = (heirs.data?.results ?? []).map((m) => ({
    value: String(m.id),
    label: fullName(m),
  }));
  const check = () => {
    const next: typeof errors = {};
    if (owners > 0 && answer === 'reassign' && !heir) next.heir = t('bulk_delete_heir_required');
    if (!confirmed) next.confirm = t('bulk_delete_confirm_required');
    setErrors(next);
    return !next.heir && !next.confirm;
  };
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_delete_title')}
      submitLabel={t('bulk_delete_submit')}
      check={check}
      start={() =>
        deleteMembers({
          ...fields,
          ...(owners > 0 && answer !== 'keep' ? { content: answer } : {}),
          ...(owners > 0 && answer === 'reassign' && heir ? { reassign_to: Number(heir) } : {}),
        })
      }
      onFieldErrors={(found) => {
        if (!found.reassign_to) return false;
        setErrors({ heir: found.reassign_to });
        return true;
      }}
    >
      {preview.isPending ? (
        <Loader size="sm" aria-label={t('bulk_delete_checking')} />
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('bulk_delete_hint')}</Text>
          {preview.data?.includes_self && (
            <Text size="sm" c="dimmed">
              {t('bulk_delete_self')}
            </Text>
          )}
          {(preview.data?.last_admins ?? 0) > 0 && (
            <Text size="sm" c="dimmed">
              {t('bulk_delete_last_admin')}
            </Text>
          )}
        </Stack>
      )}
      {owners > 0 && (
        <Alert color="orange" variant="light" title={t('bulk_delete_owners', { count: owners })}>
          <Radio.Group
            value={answer}
            onChange={(value) => setAnswer(value as ContentAnswer)}
            label={t('bulk_delete_content_label')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="keep" label={t('bulk_delete_content_keep')} />
              <Radio value="delete" label={t('bulk_delete_content_delete')} />
              <Radio value="reassign" label={t('bulk_delete_content_reassign')} />
            </Stack>
          </Radio.Group>
          {answer === 'reassign' && (
            <Select
              mt="sm"
              label={t('bulk_delete_heir')}
              placeholder={t('bulk_delete_heir_placeholder')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={options}
              value={heir}
              onChange={setHeir}
              nothingFoundMessage={debounced.length >= 2 ? t('bulk_delete_heir_none') : undefined}
              filter={({ options: all }) => all}
              error={errors.heir}
              required
              data-testid="delete-heir"
            />
          )}
        </Alert>
      )}
      <Checkbox
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
        label={t('bulk_delete_confirm')}
        error={errors.confirm}
      />
    </BulkActionForm>
  );
}
