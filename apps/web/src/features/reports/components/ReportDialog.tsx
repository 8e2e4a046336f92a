import type { ReportReason } from '@alumni/domain';
import { REPORT_DESCRIPTION_MAX, REPORT_REASONS, reportCreateSchema } from '@alumni/domain';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { feedKey } from '../../../shared/queryKeys.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { ReportTarget } from '../api.ts';
import { createReport, reportsKey } from '../api.ts';
import { REPORT_REASON_KEYS } from '../reportLabels.ts';

/**
 * The words of the dialog for `type`: a post report waits for a validator where the school
 * validates reports (`validate_report`), else it hides the post at once (docs/areas/feed.md
 * "Report validation"); a message report always waits for a moderator.
 */
function reportWords(type: ReportTarget['type'], validateReport: boolean) {
  if (type === 'user') return { intro: 'report_intro_user', sent: 'report_sent_user' };
  if (type === 'message') return { intro: 'report_intro_message', sent: 'report_sent_message' };
  return validateReport
    ? { intro: 'report_intro_post', sent: 'report_sent_post' }
    : { intro: 'report_intro_post_direct', sent: 'report_sent_post_direct' };
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const words = reportWords(target.type, school.flags.validate_report);
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { reasons: [] as string[], description: '' },
    ...schemaRules(
      locale,
      reportCreateSchema(),
      (values: { reasons: string[]; description: string }) => ({
        type: target.type,
        object_id: target.objectId,
        ...values,
      }),
    ),
  });
  const send = useMutation({ mutationFn: createReport });
  const otherChosen = form.values.reasons.includes('other');

  const submit = form.onSubmit(
    (input) =>
      send.mutate(input, {
        onSuccess: () => {
          notifySuccess(t(words.sent, { name: target.name }));
          // A member's report blocks them at once, and a post report where the school does not
          // validate reports hides the post: the feed is read again.
          void queryClient.invalidateQueries({ queryKey: feedKey });
          void queryClient.invalidateQueries({ queryKey: reportsKey });
          onDone();
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(words.intro, { name: target.name })}</Text>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Checkbox.Group label={t('report_reasons')} withAsterisk {...form.getInputProps('reasons')}>
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((reason: ReportReason) => (
              <Checkbox
                key={reason}
                value={reason}
                label={t(REPORT_REASON_KEYS[reason])}
                aria-invalid={form.errors.reasons ? true : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('report_description')}
          description={t('report_description_hint', { max: REPORT_DESCRIPTION_MAX })}
          withAsterisk={otherChosen}
          required={otherChosen}
          maxLength={REPORT_DESCRIPTION_MAX}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={send.isPending}>
            {t('report_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog's title of each type, with the member's `{{name}}`. */
const TITLE_KEYS: Record<ReportTarget['type'], string> = {
  user: 'report_title_user',
  post: 'report_title_post',
  message: 'report_title_message',
};

/**
 * The report dialog (spec 1 §3 Report, §4 Reports): reasons to tick, a description (required
 * for "other"), checked with the domain's reportCreateSchema before sending; the server's
 * messages go on their fields. A member's report blocks them for the reporter at once; a
 * post's report waits for a validator, or hides the post at once where the school does not
 * validate reports, and the dialog says which; a message's (issue 32 item 6) waits for a
 * moderator, who deletes the message for everyone if they accept it.
 */
export function ReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(TITLE_KEYS[target.type], { name: target.name }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      {target && (
        <ReportForm key={`${target.type}-${target.objectId}`} target={target} onDone={onClose} />
      )}
    </Modal>
  );
}
