import {
  apiPath,
  defaultPriorityOrder,
  FEATURE_ENTRIES_MAX,
  FEATURE_NAME_MAX,
  FEATURE_SETTINGS_PATHS,
  FEATURE_URL_MAX,
  type FeatureEntry,
  type FeatureListInput,
  type FeaturePath,
  featureListSchema,
  featureName,
  isNavIcon,
  isOwnFeaturePath,
  type NavIconName,
  opensAddress,
  type SchoolDetails,
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
import { api } from '../../../api/client.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { customPagesAdminKey, fetchCustomPagesAdmin } from '../../customPages/index.ts';
import { FeatureEntryChoices } from './FeatureEntryChoices.tsx';

type Entry = {
  /** null: a link the admin adds now. */
  id: number | null;
  path: FeaturePath;
  enabled: boolean;
  names: { fr: string; en: string };
  url_redirect: string;
  slug: string;
  /** One of the navbar's icons, or null for the feature's default. */
  icon: NavIconName | null;
  /** Its order on the phone's tabs (text while being typed). */
  priorityOrder: number | string;
  /** The name the menu shows now, for the entry's legend (not sent). */
  shown: string;
};
type Values = { features: Entry[] };

function valuesOf(school: SchoolDetails, locale: 'fr' | 'en'): Values {
  const name = (entry: FeatureEntry, l: 'fr' | 'en') =>
    entry.translations.find((t) => t.locale === l)?.translation ?? '';
  return {
    features: [...school.features]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((entry) => ({
        id: entry.id,
        path: entry.feature.path,
        enabled: entry.enabled,
        names: { fr: name(entry, 'fr'), en: name(entry, 'en') },
        url_redirect: entry.url_redirect ?? '',
        slug: entry.slug ?? '',
        icon: isNavIcon(entry.icon) ? entry.icon : null,
        priorityOrder: entry.priorityOrder,
        shown: featureName(entry, locale),
      })),
  };
}

/** The body of `PUT /api/schools/{id}/features/`: the entries without their legends. */
const toBody = (values: Values) => ({
  features: values.features.map(({ shown: _shown, priorityOrder, ...entry }) => ({
    ...entry,
    priorityOrder: priorityOrder === '' ? null : priorityOrder,
  })),
});

/**
 * School settings → features and pages (spec 1 §3 Feature entry, §4 "feature name required
 * (max 32); redirect or slug required"; domain feature-settings.ts): the navbar's entries in
 * their order, moved up and down, each shown or hidden, named in French and English, with
 * the address a link (or the jobs and blog entries) opens, its icon and its order on the
 * phone's tabs, and for a custom page's entry the page it opens; the school's own links added
 * and removed (pages come with their editor, custom pages tab). Saved together (`PUT
 * /api/schools/{id}/features/`); the menu follows at once.
 */
export function FeaturesSection() {
  const school = useSchool();
  const { locale } = useRouteLocale();
  return <FeaturesForm key={school.id} school={school} locale={locale} />;
}

function FeaturesForm({ school, locale }: { school: SchoolDetails; locale: 'fr' | 'en' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Each entry's messages on its own inputs.
  const rules = schemaRules(locale, featureListSchema, toBody, 'path');
  const form = useForm<Values>({
    initialValues: valuesOf(school, locale),
    validate: rules.validate,
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.put<{ features: FeatureEntry[] }>(
        apiPath(FEATURE_SETTINGS_PATHS.features, { id: school.id }),
        rules.transformValues(values) as FeatureListInput,
      ),
    onSuccess: (saved) => {
      const next = valuesOf({ ...school, features: saved.features }, locale);
      form.setValues(next);
      form.resetDirty(next);
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_features_saved'));
    },
    onError: (error) => showApiError(form, error),
  });
  const entries = form.values.features;
  const pages = useQuery({
    queryKey: customPagesAdminKey(school.id),
    queryFn: ({ signal }) => fetchCustomPagesAdmin(school.id, signal),
    enabled: entries.some((entry) => entry.path === 'page'),
  });
  const move = (from: number, to: number) => form.reorderListItem('features', { from, to });

  return (
    <form
      noValidate
      data-testid="school-features-form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="lg" maw={760}>
        <Text size="sm">{t('schoolsettings_features_intro')}</Text>
        <Text size="sm">{t('custompages_entry_priority_help')}</Text>
        <FormErrorAlert errors={formErrorsOf(form)} />
        {entries.map((entry, index) => {
          const legend = entry.shown || t(`schoolsettings_features_path_${entry.path}`);
          const at = `features.${index}`;
          return (
            <Fieldset
              key={entry.id ?? `new-${index}`}
              legend={`${index + 1}. ${legend} (${t(`schoolsettings_features_path_${entry.path}`)})`}
              data-testid="feature-entry"
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Checkbox
                    label={t('schoolsettings_features_enabled')}
                    disabled={entry.path === 'dashboard'}
                    {...form.getInputProps(`${at}.enabled`, { type: 'checkbox' })}
                  />
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      disabled={index === 0}
                      aria-label={t('schoolsettings_features_up', { name: legend })}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowUp aria-hidden="true" size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      disabled={index === entries.length - 1}
                      aria-label={t('schoolsettings_features_down', { name: legend })}
                      onClick={() => move(index, index + 1)}
                    >
                      <IconArrowDown aria-hidden="true" size={16} />
                    </ActionIcon>
                    {isOwnFeaturePath(entry.path) && (
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('schoolsettings_features_remove', { name: legend })}
                        onClick={() => form.removeListItem('features', index)}
                      >
                        <IconTrash aria-hidden="true" size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
                <Group grow align="flex-start" gap="sm">
                  <TextInput
                    label={t('schoolsettings_features_name_fr')}
                    maxLength={FEATURE_NAME_MAX}
                    {...form.getInputProps(`${at}.names.fr`)}
                    error={form.errors[`${at}.names.fr`] ?? form.errors[`${at}.names`]}
                  />
                  <TextInput
                    label={t('schoolsettings_features_name_en')}
                    maxLength={FEATURE_NAME_MAX}
                    {...form.getInputProps(`${at}.names.en`)}
                  />
                </Group>
                {opensAddress(entry.path) && (
                  <TextInput
                    type="url"
                    label={t('schoolsettings_features_url')}
                    description={
                      entry.path === 'custom' ? undefined : t('schoolsettings_features_url_help')
                    }
                    withAsterisk={entry.path === 'custom'}
                    maxLength={FEATURE_URL_MAX}
                    {...form.getInputProps(`${at}.url_redirect`)}
                  />
                )}
                <FeatureEntryChoices form={form} at={at} entry={entry} pages={pages.data} />
              </Stack>
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            disabled={entries.length >= FEATURE_ENTRIES_MAX}
            onClick={() =>
              form.insertListItem('features', {
                id: null,
                path: 'custom',
                enabled: true,
                names: { fr: '', en: '' },
                url_redirect: '',
                slug: '',
                icon: null,
                priorityOrder: defaultPriorityOrder('custom'),
                shown: '',
              } satisfies Entry)
            }
          >
            {t('schoolsettings_features_add_link')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('schoolsettings_info_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
