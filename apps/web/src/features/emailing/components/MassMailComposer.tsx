import {
  type BulkOperation,
  MASS_MAIL_LISTS,
  MASS_MAIL_SUBJECT_MAX,
  type MassMailDraftInput,
  type MassMailList,
  type MassMailPreview,
} from '@alumni/domain';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type BulkSelection, selectionCount, selectionFields } from '../../bulkOperations/index.ts';
import { finishAutolink, PostTextEditor, usePostEditor } from '../../feed/index.ts';
import { massMailsKey, previewMassMail, sendMassMail, testMassMail } from '../api.ts';
import { MassMailPreviewModal } from './MassMailPreviewModal.tsx';

type Errors = Partial<Record<'subject' | 'body' | 'list' | 'user_ids', string>>;

/**
 * The mass mail composer (issue 34 item 2): the list it belongs to (members who turned it off
 * are skipped), the subject, the text in the app's rich-text editor, then a preview as the
 * recipients will see it, a test sent to oneself, and the send to the members chosen in the
 * admin directory (`selection`; none: a link to choose them there). The operation started
 * goes to `onStarted`.
 */
export function MassMailComposer({
  selection,
  onStarted,
}: {
  selection: BulkSelection | null;
  onStarted: (op: BulkOperation) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [list, setList] = useState<MassMailList>('newsletter');
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<MassMailPreview | null>(null);
  const editor = usePostEditor({ content: '' });

  /** The draft as written, or null (with the errors shown) when something is missing. */
  const draft = (): MassMailDraftInput | null => {
    if (editor) finishAutolink(editor);
    const next: Errors = {};
    if (!subject.trim()) next.subject = t('emailing_subject_required');
    if (!editor?.getText().trim()) next.body = t('emailing_body_required');
    setErrors(next);
    if (Object.keys(next).length || !editor) return null;
    return { subject, body: editor.getHTML(), list };
  };
  const onFailure = (failure: unknown) => {
    const fields = apiFormErrors(failure)?.fields ?? {};
    if (Object.keys(fields).length) setErrors(fields as Errors);
    else notifyError(failure);
  };
  const showPreview = useMutation({
    mutationFn: previewMassMail,
    onSuccess: setPreview,
    onError: onFailure,
  });
  const sendTest = useMutation({
    mutationFn: testMassMail,
    onSuccess: (sent) => notifySuccess(t('emailing_test_sent', { to: sent.to })),
    onError: onFailure,
  });
  const send = useMutation({
    mutationFn: (body: MassMailDraftInput) =>
      sendMassMail({ ...body, ...(selection ? selectionFields(selection) : {}) }),
    onSuccess: (op) => {
      notifySuccess(t('emailing_started', { count: op.total }));
      void queryClient.invalidateQueries({ queryKey: massMailsKey });
      onStarted(op);
    },
    onError: onFailure,
  });
  const withDraft = (action: (body: MassMailDraftInput) => void) => () => {
    const body = draft();
    if (body) action(body);
  };
  const count = selection ? selectionCount(selection) : 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('emailing_compose_title')}
        </Title>
        {selection ? (
          <Text data-testid="mass-mail-recipients">{t('emailing_recipients', { count })}</Text>
        ) : (
          <Alert color="blue" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('emailing_no_recipients')}</Text>
              <Button component={Link} to={localized('/directory?type=list')} size="xs">
                {t('emailing_choose_recipients')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Radio.Group
          label={t('emailing_list')}
          description={t('emailing_list_hint')}
          value={list}
          onChange={(value) => setList(value as MassMailList)}
          error={errors.list}
        >
          <Group mt="xs">
            {MASS_MAIL_LISTS.map((value) => (
              <Radio key={value} value={value} label={t(`emailing_list_${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('emailing_subject')}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          maxLength={MASS_MAIL_SUBJECT_MAX}
          required
          error={errors.subject}
        />
        <PostTextEditor editor={editor} label={t('emailing_body')} error={errors.body} />
        {errors.user_ids && <Alert color="red">{errors.user_ids}</Alert>}
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={showPreview.isPending}
            onClick={withDraft((body) => showPreview.mutate(body))}
          >
            {t('emailing_preview')}
          </Button>
          <Button
            variant="default"
            loading={sendTest.isPending}
            onClick={withDraft((body) => sendTest.mutate(body))}
          >
            {t('emailing_test')}
          </Button>
          <Button
            disabled={!selection}
            loading={send.isPending}
            onClick={withDraft((body) => send.mutate(body))}
          >
            {t('emailing_send', { count })}
          </Button>
        </Group>
      </Stack>
      <MassMailPreviewModal preview={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
