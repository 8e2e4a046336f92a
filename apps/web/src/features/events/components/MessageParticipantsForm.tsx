import { participantMessageSchema } from '@alumni/domain';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useMessageParticipants } from '../hooks/useParticipants.ts';

/**
 * "Message participants" (issue 14 item 4): a subject and a text sent by e-mail to each
 * confirmed participant through the job queue; checked with the domain's schema first.
 */
export function MessageParticipantsForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const send = useMessageParticipants(eventId);
  const rules = schemaRules(locale, participantMessageSchema());
  const form = useForm({
    initialValues: { subject: '', body: '' },
    validate: rules.validate,
  });
  const submit = form.onSubmit(
    (values) =>
      send.mutate(values, {
        onSuccess: ({ queued }) => {
          notifySuccess(t('events_message_sent', { count: queued }));
          form.reset();
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="message-participants-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="message-participants-heading">
          {t('events_message_title')}
        </Title>
        <TextInput
          label={t('events_message_subject')}
          required
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('events_message_body')}
          description={t('events_message_hint')}
          required
          autosize
          minRows={4}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend aria-hidden="true" size={18} />}
          >
            {t('events_message_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
