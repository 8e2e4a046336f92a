import type { ImportItem } from '@alumni/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSend, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { importsKey, submitImport, uploadMemberImport } from '../api.ts';
import { CsvFileField } from './CsvFileField.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import { MemberImportHelp } from './MemberImportHelp.tsx';

/**
 * Settings → School settings → Imports, members (spec 1 §5 User import): the admin uploads a
 * CSV file, reads its per-line report, then submits it for validation by a super user, or
 * cancels. A file the server cannot read (malformed quote, wrong header, too large) is refused
 * with its reason under the picker.
 */
export function MemberImportPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [draft, setDraft] = useState<ImportItem | null>(null);
  const [submitted, setSubmitted] = useState<ImportItem | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: importsKey });

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadMemberImport(chosen),
    onSuccess: (item) => {
      setDraft(item);
      setSubmitted(null);
      refresh();
      requestAnimationFrame(() => reportHeading.current?.focus());
    },
    onError: (error) => {
      const mapped = apiFormErrors(error);
      setFileError(mapped?.fields.file ?? mapped?.general[0]);
      notifyError(error);
    },
  });

  const submit = useMutation({
    mutationFn: (item: ImportItem) => submitImport(item.id),
    onSuccess: (item) => {
      setSubmitted(item);
      setDraft(null);
      setFile(null);
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });

  const cancel = () => {
    setDraft(null);
    setFile(null);
    setFileError(undefined);
  };

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
          <ImportReportView report={draft.report} />
          {draft.report.valid === 0 && <Text role="alert">{t('imports_nothing_valid')}</Text>}
          <Group>
            <Button
              onClick={() => submit.mutate(draft)}
              loading={submit.isPending}
              disabled={draft.report.valid === 0}
              leftSection={<IconSend aria-hidden="true" size={18} />}
            >
              {t('imports_submit')}
            </Button>
            <Button variant="default" onClick={cancel} disabled={submit.isPending}>
              {t('form_cancel')}
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
