import {
  type Locale,
  STATIC_OPTION_TEXT_MAX,
  type StaticOptionCreate,
  type StaticOptionCreateInput,
  staticOptionCreateSchema,
} from '@alumni/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';

/** The page's language first, then the other: the table's columns, its rows named by the first. */
export const languagesOf = (locale: Locale): [Locale, Locale] =>
  locale === 'fr' ? ['fr', 'en'] : ['en', 'fr'];

/** Catalogue keys of the texts' labels per language. */
export const TEXT_KEYS: Record<Locale, string> = {
  fr: 'schoolsettings_lists_text_fr',
  en: 'schoolsettings_lists_text_en',
};

/**
 * An option's texts form: values and rules from the domain's schema (one language at least,
 * 100 characters each), shared by adding and editing.
 */
export function useOptionTextsForm(translations: { fr: string; en: string }) {
  const { locale } = useRouteLocale();
  const rules = schemaRules<StaticOptionCreateInput, StaticOptionCreate>(
    locale,
    staticOptionCreateSchema,
    (v) => v,
    'path',
  );
  const form = useForm<StaticOptionCreateInput>({
    initialValues: { translations },
    validate: rules.validate,
  });
  return { form, toBody: rules.transformValues };
}

type OptionTextsForm = ReturnType<typeof useOptionTextsForm>['form'];

/**
 * The French and English texts of an option, side by side (stacked on a phone); the "one
 * language at least" message shows on the French one.
 */
export function StaticOptionFields({
  form,
  idPrefix,
  autoFocus = false,
}: {
  form: OptionTextsForm;
  idPrefix: string;
  /** Focus the French text when the form opens in place of a row. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <FormErrorAlert errors={formErrorsOf(form)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-fr`}
          label={t('schoolsettings_lists_text_fr')}
          maxLength={STATIC_OPTION_TEXT_MAX}
          lang="fr"
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          {...form.getInputProps('translations.fr')}
          error={form.errors['translations.fr'] ?? form.errors.translations}
        />
        <TextInput
          id={`${idPrefix}-en`}
          label={t('schoolsettings_lists_text_en')}
          maxLength={STATIC_OPTION_TEXT_MAX}
          lang="en"
          autoComplete="off"
          {...form.getInputProps('translations.en')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('schoolsettings_lists_text_help')}
      </Text>
    </Stack>
  );
}
