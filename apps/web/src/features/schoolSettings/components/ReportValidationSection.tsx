import {
  type ReportValidationSettings,
  type ReportValidationSettingsInput,
  reportValidationSettingsSchema,
} from '@alumni/domain';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import {
  fetchReportValidation,
  putReportValidation,
  reportValidationKey,
} from '../reportValidationApi.ts';

/**
 * School settings → report validation (spec 1 §2 Settings, §3 School flags `validate_report`,
 * §4 Reports; docs/areas/feed.md "Report validation"): one switch, whether post reports wait
 * for a moderator (the post visible meanwhile) or are accepted on arrival (the post hidden at
 * once until an admin refuses the report), with what each choice does said under it.
 */
export function ReportValidationSection() {
  const school = useSchool();
  const setting = useQuery({
    queryKey: reportValidationKey(school.id),
    queryFn: ({ signal }) => fetchReportValidation(school.id, signal),
  });
  if (setting.isPending) return <PageLoader />;
  if (setting.isError) return null;
  return <ReportValidationForm key={school.id} schoolId={school.id} saved={setting.data} />;
}

function ReportValidationForm({
  schoolId,
  saved,
}: {
  schoolId: number;
  saved: ReportValidationSettings;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const form = useForm<ReportValidationSettingsInput>({
    initialValues: { validate_report: saved.validate_report },
    ...schemaRules(locale, reportValidationSettingsSchema),
  });
  const save = useMutation({
    mutationFn: (body: ReportValidationSettingsInput) => putReportValidation(schoolId, body),
    onSuccess: (next) => {
      queryClient.setQueryData(reportValidationKey(schoolId), next);
      form.setValues(next);
      form.resetDirty(next);
      // The flag is in the school's details: the Reports tab and the report dialog read it.
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_report_validation_saved'));
    },
    onError: (error) => showApiError(form, error),
  });
  const on = form.values.validate_report;

  return (
    <form
      noValidate
      data-testid="report-validation-form"
      onSubmit={form.onSubmit(
        (body) => save.mutate(body),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="lg" maw={720}>
        <Text>{t('schoolsettings_report_validation_intro')}</Text>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Switch
          label={t('schoolsettings_report_validation_validate')}
          description={t(
            on
              ? 'schoolsettings_report_validation_on_help'
              : 'schoolsettings_report_validation_off_help',
          )}
          {...form.getInputProps('validate_report', { type: 'checkbox' })}
        />
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle aria-hidden="true" size={18} />}
          data-testid="report-validation-members"
        >
          {t('schoolsettings_report_validation_members')}
        </Alert>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('schoolsettings_validation_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
