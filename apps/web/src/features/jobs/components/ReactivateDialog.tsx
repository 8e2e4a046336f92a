import type { JobAd } from '@alumni/domain';
import { jobReactivationSchema } from '@alumni/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { DateField } from '../../../ui/form/DateField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { reactivateJobAd } from '../api.ts';
import { useJobChange } from '../hooks/useJobChange.ts';
import { dayAfter } from '../jobRules.ts';

/** A new publication's default: start in 30 days, applications for 30 days. */
const DEFAULT_DAYS = 30;

/**
 * Reactivating an inactive or filled ad (spec 1 §4 Job ad "Reactivation resets the
 * application deadline and start date"): both new dates, the deadline not before today
 * (domain jobReactivationSchema, the server's 400 on their fields); the ad is active again
 * for a new publication of 90 days. The dates are picked in the page's language (ui/form/DateField).
 */
export function ReactivateDialog({
  ad,
  opened,
  onClose,
}: {
  ad: Pick<JobAd, 'id' | 'position'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const rules = schemaRules(locale, jobReactivationSchema());
  const form = useForm({
    initialValues: {
      start_date: dayAfter(DEFAULT_DAYS),
      application_deadline: dayAfter(DEFAULT_DAYS),
    },
    ...rules,
  });
  const reactivate = useJobChange((body: typeof form.values) => reactivateJobAd(ad.id, body));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('jobs_reactivate_title', { position: ad.position })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (body) =>
            reactivate.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('jobs_reactivated', { position: ad.position }));
                close();
              },
              onError: (error) => showApiError(form, error),
            }),
          (errors, _values, event) => focusFirstError(form, errors, event),
        )}
      >
        <Stack gap="md">
          <Text size="sm">{t('jobs_reactivate_text')}</Text>
          <FormErrorAlert errors={formErrorsOf(form)} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t('jobs_field_start_date')}
              required
              {...form.getInputProps('start_date')}
            />
            <DateField
              label={t('jobs_field_application_deadline')}
              required
              {...form.getInputProps('application_deadline')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={reactivate.isPending}>
              {t('jobs_reactivate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
