import {
  AREA_FLAGS,
  type PublicationArea,
  type PublicationSettings,
  type PublicationSettingsInput,
  publicationSettingsSchema,
  REFUSAL_REASON_LABEL_MAX,
  REFUSAL_REASONS_MAX,
  refusalReasonSchema,
} from '@alumni/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
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
  fetchPublicationSettings,
  publicationSettingsKey,
  putPublicationSettings,
} from '../publicationSettingsApi.ts';

type Values = PublicationSettingsInput;

/** Labels of the flags only some areas have (domain AREA_FLAGS). */
const FLAG_LABELS = {
  show_views: 'schoolsettings_validation_show_views',
  feed_hide: 'schoolsettings_validation_feed_hide',
} as const;

/** The form's values from the saved settings (flags the area lacks left out). */
const valuesOf = (saved: PublicationSettings): Values => ({
  validate: saved.validate,
  has_filter: saved.has_filter,
  ...(saved.show_views === null ? {} : { show_views: saved.show_views }),
  ...(saved.feed_hide === null ? {} : { feed_hide: saved.feed_hide }),
  reasons: saved.reasons.map((r) => ({ id: r.id, label_fr: r.label_fr, label_en: r.label_en })),
});

/**
 * School settings → blog, event or job ad validation (spec 1 §2 Settings; domain
 * publication-settings.ts): the area's flags and its ordered refusal reasons (French label
 * required, English optional), saved together.
 */
export function PublicationSettingsSection({ area }: { area: PublicationArea }) {
  const settings = useQuery({
    queryKey: publicationSettingsKey(area),
    queryFn: ({ signal }) => fetchPublicationSettings(area, signal),
  });
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return null;
  // Keyed by area: another section starts from its own saved values.
  return <PublicationSettingsForm key={area} area={area} saved={settings.data} />;
}

function PublicationSettingsForm({
  area,
  saved,
}: {
  area: PublicationArea;
  saved: PublicationSettings;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const rules = schemaRules(locale, publicationSettingsSchema);
  const reasonRules = schemaRules(locale, refusalReasonSchema);
  const form = useForm<Values>({
    initialValues: valuesOf(saved),
    // Each reason's messages on its own inputs (the list's schema names only `reasons`).
    validate: (values) => {
      const { reasons: listError, ...errors } = rules.validate(values);
      let perReason = false;
      values.reasons.forEach((reason, index) => {
        for (const [field, message] of Object.entries(reasonRules.validate(reason))) {
          errors[`reasons.${index}.${field}`] = message;
          perReason = true;
        }
      });
      return perReason || !listError ? errors : { ...errors, reasons: listError };
    },
    transformValues: rules.transformValues,
  });
  const save = useMutation({
    mutationFn: (body: Values) => putPublicationSettings(area, body),
    onSuccess: (next) => {
      queryClient.setQueryData(publicationSettingsKey(area), next);
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      // The flags are in the school's details the whole app reads.
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_validation_saved'));
    },
    onError: (error) => showApiError(form, error),
  });
  const reasons = form.values.reasons;
  const flags = AREA_FLAGS[area];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (body) => save.mutate(body),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
      data-testid={`publication-settings-${area}`}
    >
      <Stack gap="lg" maw={720}>
        <Text>{t(`schoolsettings_validation_intro_${area}`)}</Text>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Stack gap="sm">
          <Checkbox
            label={t('schoolsettings_validation_validate')}
            {...form.getInputProps('validate', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('schoolsettings_validation_has_filter')}
            {...form.getInputProps('has_filter', { type: 'checkbox' })}
          />
          {flags.map((flag) => (
            <Checkbox
              key={flag}
              label={t(FLAG_LABELS[flag])}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ))}
        </Stack>
        <Fieldset legend={t('schoolsettings_validation_reasons')} variant="unstyled">
          <Stack gap="sm">
            <Text size="sm">
              {t('schoolsettings_validation_reasons_help', { max: REFUSAL_REASONS_MAX })}
            </Text>
            {reasons.length === 0 && (
              <Text size="sm">{t('schoolsettings_validation_reasons_empty')}</Text>
            )}
            {reasons.map((reason, index) => {
              const n = index + 1;
              return (
                <Group
                  key={reason.id ?? `new-${index}`}
                  align="flex-end"
                  wrap="nowrap"
                  data-testid="refusal-reason-row"
                >
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('schoolsettings_validation_reason_fr', { n })}
                    maxLength={REFUSAL_REASON_LABEL_MAX}
                    required
                    {...form.getInputProps(`reasons.${index}.label_fr`)}
                  />
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('schoolsettings_validation_reason_en', { n })}
                    maxLength={REFUSAL_REASON_LABEL_MAX}
                    {...form.getInputProps(`reasons.${index}.label_en`)}
                  />
                  <ActionIcon
                    variant="default"
                    size="lg"
                    disabled={index === 0}
                    aria-label={t('schoolsettings_validation_reason_up', { n })}
                    onClick={() => form.reorderListItem('reasons', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp aria-hidden="true" size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    disabled={index === reasons.length - 1}
                    aria-label={t('schoolsettings_validation_reason_down', { n })}
                    onClick={() => form.reorderListItem('reasons', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown aria-hidden="true" size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('schoolsettings_validation_reason_remove', { n })}
                    onClick={() => form.removeListItem('reasons', index)}
                  >
                    <IconTrash aria-hidden="true" size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus aria-hidden="true" size={16} />}
                disabled={reasons.length >= REFUSAL_REASONS_MAX}
                onClick={() => form.insertListItem('reasons', { label_fr: '', label_en: '' })}
              >
                {t('schoolsettings_validation_reason_add')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="publication-settings-save">
            {t('schoolsettings_validation_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
