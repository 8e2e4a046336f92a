import type { JobFileUpload, Me } from '@alumni/domain';
import {
  JOB_APPLICANT_PHONE_MAX,
  JOB_APPLICANT_TEXT_MAX,
  JOB_APPLICATION_MESSAGE_MAX,
  JOB_ATTACHMENT_MAX_BYTES,
  jobApplicationSchema,
} from '@alumni/domain';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../../shared/locale/useRouteLocale.ts';
import { DocumentUploadField } from '../../../../ui/form/DocumentUploadField.tsx';
import { FormErrorAlert } from '../../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../../ui/form/showApiError.ts';
import { uploadJobFile } from '../../api.ts';
import { useSendApplication } from '../hooks/useSendApplication.ts';

interface ApplicationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  cv: JobFileUpload | null;
  cover_letter: JobFileUpload | null;
}

/** The text fields a form starts from: the member's profile, or their first application. */
export type ApplicationStart = Pick<
  ApplicationValues,
  'first_name' | 'last_name' | 'email' | 'phone' | 'message'
>;

/** A first application's start: the contact details of the member's profile. */
export const profileStart = (user: Me): ApplicationStart => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
  message: '',
});

/** Sending again starts from what was sent the first time. */
export const applicationStart = (sent: ApplicationStart): ApplicationStart => ({
  first_name: sent.first_name,
  last_name: sent.last_name,
  email: sent.email,
  phone: sent.phone,
  message: sent.message,
});

/**
 * The fields of an application (spec 1 §3 Job application; issue 15 item 4): first name, last
 * name, email and phone prefilled (`start`: the member's profile, or what they sent the first
 * time, message included), a message, the CV (required) and
 * a cover letter, checked with the domain's jobApplicationSchema, then sent (`again`: once
 * more, replacing the first). The server's 400s go on their fields, a 409 above the form.
 */
export function ApplicationForm({
  adId,
  start,
  again,
  onSent,
  onCancel,
}: {
  adId: number;
  start: ApplicationStart;
  again: boolean;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const send = useSendApplication(adId);
  const initialValues: ApplicationValues = { ...start, cv: null, cover_letter: null };
  const form = useForm({
    initialValues,
    ...schemaRules(locale, jobApplicationSchema(), (values: ApplicationValues) => ({
      ...values,
      cv: values.cv ?? undefined,
    })),
  });
  const text = (name: 'first_name' | 'last_name' | 'email' | 'phone' | 'message') => ({
    name,
    ...form.getInputProps(name),
  });
  const max = JOB_ATTACHMENT_MAX_BYTES / 1024 / 1024;
  const upload = (name: 'cv' | 'cover_letter', label: string) => ({
    value: form.values[name],
    onChange: (value: JobFileUpload | null) => {
      form.setFieldValue(name, value);
      form.clearFieldError(name);
    },
    error: fieldError(form, name),
    disabled: send.isPending,
    upload: uploadJobFile,
    labels: {
      label,
      hint: t('jobapply_file_hint', { max }),
      none: t('jobapply_file_none'),
      choose: t('jobapply_file_choose'),
      change: t('jobapply_file_change'),
      remove: t('jobapply_file_remove'),
      tooHeavy: t('jobapply_file_too_heavy', { max }),
    },
  });

  const submit = form.onSubmit(
    (body) =>
      send.mutate({ again, body }, { onSuccess: onSent, onError: (e) => showApiError(form, e) }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="application-form">
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field_first_name')}
            required
            maxLength={JOB_APPLICANT_TEXT_MAX}
            autoComplete="given-name"
            {...text('first_name')}
          />
          <TextInput
            label={t('field_last_name')}
            required
            maxLength={JOB_APPLICANT_TEXT_MAX}
            autoComplete="family-name"
            {...text('last_name')}
          />
          <TextInput
            label={t('jobapply_email')}
            type="email"
            required
            maxLength={JOB_APPLICANT_TEXT_MAX}
            autoComplete="email"
            {...text('email')}
          />
          <TextInput
            label={t('field_phone')}
            type="tel"
            maxLength={JOB_APPLICANT_PHONE_MAX}
            autoComplete="tel"
            {...text('phone')}
          />
        </SimpleGrid>
        <Textarea
          label={t('jobapply_message')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={JOB_APPLICATION_MESSAGE_MAX}
          {...text('message')}
        />
        <DocumentUploadField required testId="cv-field" {...upload('cv', t('jobapply_cv'))} />
        <DocumentUploadField
          testId="cover-letter-field"
          {...upload('cover_letter', t('jobapply_cover_letter'))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t(again ? 'jobapply_send_again' : 'jobapply_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
