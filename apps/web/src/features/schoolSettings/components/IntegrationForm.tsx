import {
  INTEGRATION_NAME_MAX,
  INTEGRATION_URL_MAX,
  type Integration,
  type IntegrationValues,
  integrationSchema,
} from '@alumni/domain';
import { Button, Fieldset, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import {
  createIntegration,
  type IntegrationFormValues,
  integrationsKey,
  integrationValuesOf,
  toIntegrationInput,
  updateIntegration,
} from '../../integrations/index.ts';
import { AudienceFieldset } from '../../publication/index.ts';
import { IntegrationMappingsEditor } from './IntegrationMappingsEditor.tsx';
import { IntegrationTokenField } from './IntegrationTokenField.tsx';

/**
 * An integration's form, to add one (`integration` null) or change it (issue 31 item 9; spec 1
 * §3 "Integration: base URL, API token, filters, mappings"): its name, base URL (http or https,
 * spec 1 §5 URL rule), whether it is enabled, the write-only token (IntegrationTokenField),
 * the members it concerns (the publication kit's AudienceFieldset, always shown: roles,
 * degrees, campuses, graduation years) and its field mappings (IntegrationMappingsEditor).
 * Checked with the domain's integrationSchema; the API's 400s go on their fields. `onDone`
 * closes it (saved or cancelled).
 */
export function IntegrationForm({
  integration,
  onDone,
}: {
  integration: Integration | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const rules = schemaRules<IntegrationFormValues, IntegrationValues>(
    locale,
    integrationSchema,
    toIntegrationInput,
    'path',
  );
  const form = useForm<IntegrationFormValues>({
    initialValues: integrationValuesOf(integration),
    validate: rules.validate,
  });
  const idPrefix = `integration-${integration?.id ?? 'new'}`;
  const save = useMutation({
    mutationFn: (body: IntegrationValues) =>
      integration
        ? updateIntegration(school.id, integration.id, body)
        : createIntegration(school.id, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: integrationsKey(school.id) });
      notifySuccess(
        t(integration ? 'integrations_saved' : 'integrations_added', { name: saved.name }),
      );
      onDone();
    },
    onError: (error) => showApiError(form, error),
  });
  const legend = integration
    ? t('integrations_edit_legend', { name: integration.name })
    : t('integrations_new');
  return (
    <form
      noValidate
      data-testid={integration ? 'integration-edit-form' : 'integration-add-form'}
      onSubmit={form.onSubmit(
        (values) => save.mutate(rules.transformValues(values)),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={legend}>
        <Stack gap="md">
          <FormErrorAlert errors={formErrorsOf(form)} />
          <TextInput
            id={`${idPrefix}-name`}
            label={t('integrations_name')}
            description={t('integrations_name_help')}
            withAsterisk
            maxLength={INTEGRATION_NAME_MAX}
            autoComplete="off"
            data-autofocus
            autoFocus
            {...form.getInputProps('name')}
          />
          <TextInput
            id={`${idPrefix}-url`}
            type="url"
            label={t('integrations_base_url')}
            description={t('integrations_base_url_help')}
            placeholder="https://crm.example.org/api/"
            withAsterisk
            maxLength={INTEGRATION_URL_MAX}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('base_url')}
          />
          <IntegrationTokenField
            form={form}
            idPrefix={idPrefix}
            saved={integration?.has_token ?? false}
          />
          <Switch
            id={`${idPrefix}-enabled`}
            label={t('integrations_enabled')}
            description={t('integrations_enabled_help')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <AudienceFieldset
            form={form}
            legend={t('integrations_filters')}
            rolesLabel={t('integrations_filter_roles')}
            hints={{ degrees: t('integrations_filters_any'), roles: t('integrations_filters_any') }}
            campuses
            yearsLabel={t('integrations_filter_years')}
          />
          <IntegrationMappingsEditor form={form} idPrefix={idPrefix} />
          <Group justify="flex-end" gap="xs">
            <Button type="button" variant="default" onClick={onDone}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {integration ? t('integrations_save') : t('integrations_add_submit')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
