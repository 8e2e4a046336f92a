import {
  calendarDayIn,
  MENTORSHIP_MEETING_NOTES_MAX,
  MeetingCreateBodySchema,
} from '@alumni/domain';
import { Button, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { DateField } from '../../../ui/form/DateField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createMeeting } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';

/**
 * Logging a meeting of an accepted match (issue 33 item 4 "logged by either side (date,
 * notes)"): the day (today unless changed; not in the future, not before the acceptance, which
 * the server checks) and notes; the months above count it once saved.
 */
export function MeetingForm({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  // The school's day, as the server checks it: a browser elsewhere (or past midnight in UTC
  // while Paris is already on the next day) would otherwise offer a day the server refuses.
  const today = () => calendarDayIn(new Date(), school.time_zone);
  const form = useForm({
    initialValues: { met_on: today(), notes: '' },
    ...schemaRules(locale, MeetingCreateBodySchema),
  });
  const log = useMentorshipChange((body: { met_on: string; notes: string }) =>
    createMeeting(matchId, body),
  );
  const submit = form.onSubmit(
    (values) =>
      log.mutate(values, {
        onSuccess: () => {
          form.setValues({ met_on: today(), notes: '' });
          notifySuccess(t('mentorship_meeting_logged'));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="meeting-form">
      <Fieldset legend={t('mentorship_meeting_log')}>
        <Stack gap="sm">
          <FormErrorAlert errors={formErrorsOf(form)} />
          <DateField
            label={t('mentorship_meeting_date')}
            required
            maxDate={today()}
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('met_on')}
            error={fieldError(form, 'met_on')}
          />
          <Textarea
            label={t('mentorship_meeting_notes')}
            description={t('mentorship_meeting_notes_hint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MENTORSHIP_MEETING_NOTES_MAX}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={log.isPending}
              leftSection={<IconCalendarPlus aria-hidden="true" size={18} />}
            >
              {t('mentorship_meeting_submit')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
