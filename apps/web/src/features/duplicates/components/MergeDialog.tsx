import {
  type DuplicateMember,
  type DuplicatePair,
  fullName,
  type MergeChoice,
  type MergeField,
} from '@alumni/domain';
import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { mergeDuplicates } from '../api.ts';

/** Which of the pair's two accounts is kept (its index). */
type Kept = '0' | '1';

/**
 * The merge screen of a pair (issue 34 item 5; spec 1 §5 "duplicate merge needs a choice per
 * conflict"): which account stays, then for each field the two disagree on whose value is
 * kept; everything else of the other account (roles, profile, posts, applications,
 * registrations…) moves to the kept one, and the other is deleted.
 */
export function MergeDialog({
  pair,
  acrossSchools,
  onClose,
}: {
  pair: DuplicatePair;
  acrossSchools: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<Kept>('0');
  const [choices, setChoices] = useState<Partial<Record<MergeField, Kept>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const keep = pair.users[Number(kept)] as DuplicateMember;
  const other = pair.users[kept === '0' ? 1 : 0] as DuplicateMember;
  const merge = useMutation({
    mutationFn: () =>
      mergeDuplicates({
        keep_id: keep.id,
        merge_id: other.id,
        across_schools: acrossSchools,
        choices: Object.fromEntries(
          pair.conflicts.map((field): [MergeField, MergeChoice] => [
            field,
            choices[field] === kept ? 'keep' : 'merge',
          ]),
        ),
      }),
    onSuccess: () => {
      notifySuccess(t('duplicates_merged', { name: fullName(keep) }));
      void queryClient.invalidateQueries({ queryKey: ['duplicates'] });
      onClose();
    },
    onError: (failure) => {
      const fields = apiFormErrors(failure)?.fields ?? {};
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(failure);
    },
  });
  const submit = () => {
    const missing = pair.conflicts.filter((field) => !choices[field]);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, t('duplicates_choice_required')])));
      return;
    }
    setErrors({});
    merge.mutate();
  };
  const general = errors.non_field_errors ?? errors.merge_id ?? errors.keep_id;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('duplicates_merge_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            value={kept}
            onChange={(value) => setKept(value as Kept)}
            label={t('duplicates_keep_account')}
            description={t('duplicates_keep_hint')}
          >
            <Stack gap="xs" mt="xs">
              {pair.users.map((user, index) => (
                <Radio
                  key={user.id}
                  value={String(index)}
                  label={`${fullName(user)} · ${user.email}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {pair.conflicts.length === 0 ? (
            <Text size="sm">{t('duplicates_no_conflict')}</Text>
          ) : (
            <Table captionSide="top">
              <Table.Caption>{t('duplicates_conflicts_caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('duplicates_col_field')}</Table.Th>
                  <Table.Th scope="col">{t('duplicates_col_value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pair.conflicts.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row">{t(`duplicates_field_${field}`)}</Table.Th>
                    <Table.Td>
                      <Radio.Group
                        value={choices[field] ?? null}
                        onChange={(value) =>
                          setChoices((current) => ({ ...current, [field]: value as Kept }))
                        }
                        aria-label={t(`duplicates_field_${field}`)}
                        error={errors[field]}
                      >
                        <Group gap="md">
                          {pair.users.map((user, index) => (
                            <Radio
                              key={user.id}
                              value={String(index)}
                              label={String(user[field] ?? '')}
                            />
                          ))}
                        </Group>
                      </Radio.Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {general && (
            <Text c="red" size="sm" role="alert">
              {general}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('duplicates_merge_warning', { name: fullName(other) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('duplicates_cancel')}
            </Button>
            <Button type="submit" loading={merge.isPending}>
              {t('duplicates_merge_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
