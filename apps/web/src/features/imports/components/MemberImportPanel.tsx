import type { ImportItem } from '@alumni/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSend, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteImport, importsKey, submitImport, uploadMemberImport } from '../api.ts';
import { CsvFileField } from './CsvFileField.tsx';
import { ImportFilePreview } from './ImportFilePreview.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import { MemberImportHelp } from './MemberImportHelp.tsx';

/**
 * Settings → School settings → Imports, members (spec 1 §5 User import): the admin uploads a
 * CSV file or a workbook, checks how it was read (encoding, separator, first lines: issue 34
 * item 7), reads its per-line report (reasons naming the bad values, rejected lines to
 * download), then submits it for validation by a super user, deletes it, or closes it to
 * come back later (a draft reopens from the list: `draft` is held by the section). A file the
 * server cannot read is refused with its reason under the picker, in the page's language.
 */
export function MemberImportPanel({
  draft,
  onDraftChange,
}: {
  draft: ImportItem | null;
  onDraftChange: (draft: ImportItem | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState<ImportItem | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: importsKey });
  // A draft opened (uploaded now, or reopened from the list) takes the focus to its report.
  useEffect(() => {
    if (draft) requestAnimationFrame(() => reportHeading.current?.focus());
  }, [draft]);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadMemberImport(chosen),
    onSuccess: (item) => {
      onDraftChange(item);
      setSubmitted(null);
      refresh();
    },
    onError: (error) => {
      const mapped = apiFormErrors(error);
      const inline = mapped?.fields.file ?? mapped?.general[0];
      setFileError(inline);
      // Shown under the picker: the red list would repeat it with "file:" and a status code.
      notifyError(error, { hide: inline !== undefined });
    },
  });

  const close = () => {
    onDraftChange(null);
    setFile(null);
    setFileError(undefined);
  };

  const submit = useMutation({
    mutationFn: (item: ImportItem) => submitImport(item.id),
    onSuccess: (item) => {
      setSubmitted(item);
      close();
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (item: ImportItem) => deleteImport(item.id),
    onSuccess: (_nothing, item) => {
      notifySuccess(t('imports_deleted_notice', { file: item.file_name }));
      close();
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });

  return (
    <Stack gap="md">
      <MemberImportHelp />
      {submitted && (
        <Alert
          color="green"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          title={t('imports_submitted_title')}
          role="status"
          data-testid="import-submitted"
        >
          {t('imports_submitted_text', { file: submitted.file_name })}
        </Alert>
      )}
      {!draft && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <Stack gap="sm">
            <CsvFileField
              label={t('imports_members_file')}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(undefined);
              }}
              error={fileError}
              testId="member-import-file"
            />
            <Group>
              <Button
                type="submit"
                disabled={!file}
                loading={upload.isPending}
                leftSection={<IconUpload aria-hidden="true" size={18} />}
              >
                {t('imports_upload')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {draft && (
        <Stack gap="md" component="section" aria-labelledby="member-import-report-heading">
          <Title order={4} id="member-import-report-heading" ref={reportHeading} tabIndex={-1}>
            {t('imports_report_title', { file: draft.file_name })}
          </Title>
          {draft.file && <ImportFilePreview file={draft.file} />}
          <ImportReportView report={draft.report} importId={draft.id} />
          {draft.report.valid === 0 && <Text role="alert">{t('imports_nothing_valid')}</Text>}
          <Group>
            <Button
              onClick={() => submit.mutate(draft)}
              loading={submit.isPending}
              disabled={draft.report.valid === 0 || remove.isPending}
              leftSection={<IconSend aria-hidden="true" size={18} />}
            >
              {t('imports_submit')}
            </Button>
            <Button
              variant="default"
              color="red.8"
              loading={remove.isPending}
              disabled={submit.isPending}
              leftSection={<IconTrash aria-hidden="true" size={18} />}
              onClick={() =>
                confirmDecision(
                  {
                    title: t('imports_delete_title'),
                    message: t('imports_delete_confirm', { file: draft.file_name }),
                    confirmLabel: t('imports_delete'),
                  },
                  { cancel: t('form_cancel'), close: t('close') },
                  () => remove.mutate(draft),
                )
              }
            >
              {t('imports_delete')}
            </Button>
            <Button
              variant="subtle"
              onClick={close}
              disabled={submit.isPending || remove.isPending}
            >
              {t('imports_close_report')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('imports_submit_hint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
