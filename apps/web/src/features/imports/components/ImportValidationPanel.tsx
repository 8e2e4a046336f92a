import type { ImportItem } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Alert, Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { importsKey, rejectImport, validateImport } from '../api.ts';
import { useImports } from '../hooks/useImports.ts';
import { ImportFigures } from './ImportFigures.tsx';
import { ImportWarnings } from './ImportWarnings.tsx';
import { InvalidLinesTable } from './InvalidLinesTable.tsx';
import { ListState } from './ListState.tsx';
import { RejectedRowsLink } from './RejectedRowsLink.tsx';

type Decision = 'validate' | 'reject';

const personName = (item: ImportItem) => (item.created_by ? fullName(item.created_by) : '–');

/**
 * Super-administration → Import file validation (spec 2 §6 "Super admins … validate imports"):
 * the member files every school submitted, each with its report; validating applies it (the
 * accounts are created and invited) after a confirmation, rejecting drops it.
 */
export function ImportValidationPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { query: list, pagination } = useImports('submitted');
  const [confirming, setConfirming] = useState<{ item: ImportItem; decision: Decision } | null>(
    null,
  );
  const [applied, setApplied] = useState<ImportItem | null>(null);
  // The dialog keeps its text while it fades out.
  const lastConfirming = useRef(confirming);
  if (confirming) lastConfirming.current = confirming;
  const dialog = confirming ?? lastConfirming.current;

  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: ImportItem; decision: Decision }) =>
      decision === 'validate' ? validateImport(item.id) : rejectImport(item.id),
    onSuccess: (item, { decision }) => {
      setConfirming(null);
      if (decision === 'validate') setApplied(item);
      else notifySuccess(t('superadmin_import_rejected', { file: item.file_name }));
    },
    onError: (error) => {
      setConfirming(null);
      notifyError(error);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importsKey }),
  });

  const dateOf = (iso: string | null) => (iso ? format.dateTime(iso) : '–');
  const state = (
    <ListState pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} />
  );

  return (
    <Stack gap="md">
      {applied?.result && (
        <Alert
          color="green"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          variant="light"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
          title={t('superadmin_import_applied_title', {
            file: applied.file_name,
            school: applied.school.name,
          })}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setApplied(null)}
          data-testid="import-applied"
        >
          {t('superadmin_import_applied_text', {
            created: applied.result.created,
            roles: applied.result.roles_added,
          })}
        </Alert>
      )}
      {list.data ? (
        list.data.results.length === 0 ? (
          <Text data-testid="imports-to-validate-empty">{t('superadmin_imports_none')}</Text>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.results.map((item) => (
              <Paper
                key={item.id}
                component="li"
                withBorder
                radius="md"
                p="md"
                data-testid="import-to-validate"
              >
                <Stack gap="sm">
                  <div>
                    <Title order={3} size="h4" id={`import-${item.id}-title`}>
                      {item.school.name} — {item.file_name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('superadmin_import_meta', {
                        person: personName(item),
                        email: item.created_by?.email ?? '–',
                        date: dateOf(item.submitted_at ?? item.created_at),
                      })}
                    </Text>
                  </div>
                  <ImportFigures
                    figures={[
                      { label: t('imports_rows'), value: item.report.rows, testId: 'report-rows' },
                      {
                        label: t('imports_valid'),
                        value: item.report.valid,
                        testId: 'report-valid',
                        tone: 'good',
                      },
                      {
                        label: t('imports_invalid'),
                        value: item.report.invalid.length,
                        testId: 'report-invalid',
                        tone: item.report.invalid.length ? 'bad' : undefined,
                      },
                    ]}
                  />
                  <ImportWarnings warnings={item.report.warnings} />
                  {item.report.invalid.length > 0 && (
                    <Box component="details">
                      <Box component="summary" fw={600} style={{ cursor: 'pointer' }}>
                        {t('superadmin_import_invalid_toggle', {
                          count: item.report.invalid.length,
                        })}
                      </Box>
                      <Box mt="xs">
                        <Group mb="xs">
                          <RejectedRowsLink importId={item.id} />
                        </Group>
                        <InvalidLinesTable
                          lines={item.report.invalid}
                          caption={t('imports_invalid_lines')}
                        />
                      </Box>
                    </Box>
                  )}
                  <Group>
                    <Button
                      leftSection={<IconCheck aria-hidden="true" size={18} />}
                      onClick={() => setConfirming({ item, decision: 'validate' })}
                      aria-label={t('superadmin_import_validate_file', {
                        file: item.file_name,
                        school: item.school.name,
                      })}
                    >
                      {t('superadmin_import_validate')}
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconX aria-hidden="true" size={18} />}
                      onClick={() => setConfirming({ item, decision: 'reject' })}
                      aria-label={t('superadmin_import_reject_file', {
                        file: item.file_name,
                        school: item.school.name,
                      })}
                    >
                      {t('superadmin_import_reject')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )
      ) : (
        state
      )}
      {list.data && (
        <ListPagination
          count={list.data.count}
          page={pagination.page}
          onChange={pagination.setPage}
          pageSize={pagination.pageSize}
        />
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          dialog?.decision === 'reject'
            ? t('superadmin_import_reject_title')
            : t('superadmin_import_validate_title')
        }
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        {dialog && (
          <Stack gap="md">
            <Text>
              {dialog.decision === 'validate'
                ? t('superadmin_import_validate_confirm', {
                    count: dialog.item.report.valid,
                    file: dialog.item.file_name,
                    school: dialog.item.school.name,
                  })
                : t('superadmin_import_reject_confirm', {
                    file: dialog.item.file_name,
                    school: dialog.item.school.name,
                  })}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setConfirming(null)}
                disabled={decide.isPending}
              >
                {t('form_cancel')}
              </Button>
              <Button
                color={dialog.decision === 'reject' ? 'red.8' : undefined}
                loading={decide.isPending}
                onClick={() => confirming && decide.mutate(confirming)}
                data-autofocus
              >
                {dialog.decision === 'validate'
                  ? t('superadmin_import_validate')
                  : t('superadmin_import_reject')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
