import type { MentorCard } from '@alumni/domain';
import {
  fullName,
  MatchCreateBodySchema,
  MENTOR_REQUEST_EXPIRY_DAYS,
  MENTORSHIP_MESSAGE_MAX,
} from '@alumni/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createMatch } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';
import { requestFailure } from '../mentorshipRules.ts';

interface Values {
  mentor_id: number;
  message: string;
  mentoring_type: string | null;
}

/**
 * Asking a mentor (issue 33 item 2 "request with a message"): the kind of mentoring (among
 * those the mentor offers) and a message, sent with `POST /api/mentorship/matches/`. What a
 * person can fix (two requests already waiting, a request to this mentor open) shows the
 * server's sentence; any other failure says the invitation was not sent (spec 2 §8).
 */
export function RequestDialog({
  mentor,
  onClose,
}: {
  /** The mentor asked; null: the dialog is closed. */
  mentor: MentorCard | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={mentor !== null}
      onClose={onClose}
      title={mentor ? t('mentorship_request_title', { name: fullName(mentor) }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
    >
      {mentor && <RequestForm key={mentor.id} mentor={mentor} onClose={onClose} />}
    </Modal>
  );
}

function RequestForm({ mentor, onClose }: { mentor: MentorCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm({
    initialValues: {
      mentor_id: mentor.id,
      message: '',
      mentoring_type: mentor.types.length === 1 ? (mentor.types[0] ?? null) : null,
    } as Values,
    ...schemaRules(locale, MatchCreateBodySchema),
  });
  const send = useMentorshipChange(createMatch);
  const submit = form.onSubmit((values) => {
    setFailure([]);
    send.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('mentorship_request_sent', { name: fullName(mentor) }));
        onClose();
      },
      onError: (error) => {
        const status = isApiError(error) ? error.status : undefined;
        const server = apiFormErrors(error);
        if (requestFailure(status) === 'server' && server) {
          form.setErrors(server.fields);
          setFailure(server.general);
        } else {
          setFailure([t('mentorship_invitation_failed')]);
        }
        notifyError(error, { hide: requestFailure(status) === 'server' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert errors={failure} />
        <Text size="sm">{t('mentorship_request_intro', { days: MENTOR_REQUEST_EXPIRY_DAYS })}</Text>
        {mentor.types.length > 0 && (
          <Select
            label={t('mentorship_request_type')}
            placeholder={t('mentorship_request_type_any')}
            data={mentor.types.map((type) => ({
              value: type,
              label: t(`choice_mentoring_${type}`, { defaultValue: type }),
            }))}
            clearable
            {...form.getInputProps('mentoring_type')}
          />
        )}
        <Textarea
          label={t('mentorship_request_message')}
          description={t('mentorship_request_message_hint', { max: MENTORSHIP_MESSAGE_MAX })}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={MENTORSHIP_MESSAGE_MAX}
          data-autofocus
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form_cancel')}
          </Button>
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend aria-hidden="true" size={16} />}
          >
            {t('mentorship_request_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
