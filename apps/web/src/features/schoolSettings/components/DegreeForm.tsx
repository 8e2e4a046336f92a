import { DEGREE_NAME_MAX, DEGREE_TEXT_MAX, type DegreeInput, degreeSchema } from '@alumni/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';

type Values = { name: string; section: string; subsection: string };

/**
 * A degree's name (required; past the spec's recommended 128 characters the field says so,
 * spec 1 §4), subsection (filière) and section (composante), checked with the domain's
 * degreeSchema and sent by `save`; the API's refusals go on their fields. `onCancel` adds a
 * Cancel button (editing a row); `onSaved` runs once saved, after the form is emptied
 * (adding) or left as saved.
 */
export function DegreeForm({
  initial,
  submitLabel,
  save,
  onSaved,
  onCancel,
  testId,
}: {
  initial?: { name: string; section: string | null; subsection: string | null };
  submitLabel: string;
  save: (body: DegreeInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const rules = schemaRules(locale, degreeSchema);
  const form = useForm<Values>({
    initialValues: {
      name: initial?.name ?? '',
      section: initial?.section ?? '',
      subsection: initial?.subsection ?? '',
    },
    validate: rules.validate,
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => save(rules.transformValues(values)),
    onSuccess: () => {
      if (!initial) form.reset();
      onSaved();
    },
    onError: (error) => showApiError(form, error),
  });
  const long = form.values.name.trim().length > DEGREE_NAME_MAX;
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={form.onSubmit(
        (values) => mutation.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="xs">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput
          label={t('schoolsettings_degrees_name')}
          withAsterisk
          maxLength={DEGREE_TEXT_MAX}
          description={
            long ? t('schoolsettings_degrees_name_long', { max: DEGREE_NAME_MAX }) : undefined
          }
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('schoolsettings_degrees_subsection')}
            maxLength={DEGREE_TEXT_MAX}
            {...form.getInputProps('subsection')}
          />
          <TextInput
            label={t('schoolsettings_degrees_section')}
            maxLength={DEGREE_TEXT_MAX}
            {...form.getInputProps('section')}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel}>
              {t('form_cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
