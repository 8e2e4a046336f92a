import type { JobAdByLink, JobFilledHow } from '@alumni/domain';
import { JOB_FILLED_HOW } from '@alumni/domain';
import { Button, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { FILLED_HOW_KEYS } from '../labels.ts';
import { closeJobAdByLink } from './api.ts';

/** The answers in the order the question offers them: the likeliest first. */
const ANSWERS: readonly JobFilledHow[] = ['network', 'outside', 'unknown', 'open'];

/**
 * "This position is filled? Close the ad" by its update link (spec 1 §4 Job ad "Deactivation
 * asks how it was filled: unknown, via this network, outside it, still open"): one required
 * answer, then the server closes the active ad (filled, or archived for unknown and still
 * open). Calls `onClosed` with the ad.
 */
export function CloseJobAdForm({
  token,
  onClosed,
}: {
  token: string;
  onClosed: (ad: JobAdByLink) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ filled_how: string }>({
    initialValues: { filled_how: '' },
    validate: {
      filled_how: (value) =>
        (JOB_FILLED_HOW as readonly string[]).includes(value)
          ? null
          : t('jobupdate_close_required'),
    },
  });
  const close = useMutation({ mutationFn: (how: JobFilledHow) => closeJobAdByLink(token, how) });
  const submit = form.onSubmit(
    ({ filled_how }) =>
      close.mutate(filled_how as JobFilledHow, {
        onSuccess: (closed) => {
          notifySuccess(t('jobupdate_closed'));
          onClosed(closed);
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="job-close-title"
      data-testid="job-close-form"
    >
      <Stack gap="md" align="flex-start">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Radio.Group
          label={t('jobupdate_close_question')}
          required
          {...form.getInputProps('filled_how')}
        >
          <Stack gap="xs" mt="xs">
            {ANSWERS.map((how) => (
              <Radio key={how} value={how} label={t(FILLED_HOW_KEYS[how])} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" variant="default" loading={close.isPending}>
          {t('jobupdate_close_submit')}
        </Button>
      </Stack>
    </form>
  );
}
