import {
  colorLightnessWarning,
  LEGAL_URL_MAX,
  type Locale,
  localizePath,
  PHONE_COUNTRIES_MAX,
  parseHexColor,
  SCHOOL_ADDRESS_MAX,
  SCHOOL_DESCRIPTION_MAX,
  SCHOOL_NAME_MAX,
  type SchoolDetails,
  SENDER_MAX,
} from '@alumni/domain';
import {
  Anchor,
  Button,
  ColorInput,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { countryOptions } from '../../../ui/countries.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { useSchoolPatchForm } from '../hooks/useSchoolPatchForm.ts';
import { SchoolImagesFields } from './SchoolImagesFields.tsx';

// A type, not an interface: the form hook takes it as a record of fields.
type Values = {
  name: string;
  address: string;
  description: { fr: string; en: string };
  preferred_locale: string;
  currency: string;
  time_zone: string;
  phone_countries: string[];
  primary_color: string;
  secondary_color: string;
  sender_name: string;
  sender_email: string;
  legal_url: string;
};

/**
 * The legal links' fields and their labels' message keys: the legal notice only, the terms of
 * use and privacy policy being published as a terms version (TermsChangeSection).
 */
const LEGAL_FIELDS = Object.entries({
  legal_url: 'schoolsettings_info_legal_url',
}) as [keyof Values & `${string}_url`, string][];

/** The colour fields and their labels' message keys. */
const COLOR_FIELDS = Object.entries({
  primary_color: 'schoolsettings_info_primary_color',
  secondary_color: 'schoolsettings_info_secondary_color',
}) as [keyof Values & `${string}_color`, string][];

const valuesOf = (school: SchoolDetails): Values => ({
  name: school.name,
  address: school.address ?? '',
  description: { fr: school.description.fr ?? '', en: school.description.en ?? '' },
  preferred_locale: String(school.preferred_locale),
  currency: school.currency,
  time_zone: school.time_zone,
  phone_countries: [...school.phone_countries],
  primary_color: school.primary_color,
  secondary_color: school.secondary_color,
  sender_name: school.mailing.sender_name,
  sender_email: school.mailing.sender_email,
  legal_url: school.legal_url ?? '',
});

/** The form's values as the API's body (schoolInfoSchema's input): the language as its id. */
const bodyOf = (values: Values) => ({
  ...values,
  preferred_locale: Number(values.preferred_locale),
});

/** `{value, label}` options of every value Intl knows, the saved one kept if it does not. */
function intlOptions(
  kind: 'currency' | 'timeZone',
  locale: Locale,
  saved: string,
): { value: string; label: string }[] {
  const values = Intl.supportedValuesOf(kind);
  const all = values.includes(saved) ? values : [saved, ...values];
  if (kind === 'timeZone') return all.map((value) => ({ value, label: value }));
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return all.map((value) => ({ value, label: `${value} – ${names.of(value) ?? value}` }));
}

/**
 * School settings → school info (spec 1 §2 Settings; rules in the domain's school-info.ts):
 * the school's name, address, descriptions in both languages, language, currency, time
 * zone (event dates and calendars are written in it) and the countries its phone fields
 * offer, the first being their default. Saved with `PATCH /api/schools/{id}/`; the whole app
 * then reads them from the school's details, fetched again. The images below it are sent
 * one by one (SchoolImagesFields).
 */
export function SchoolInfoSection() {
  const school = useSchool();
  return (
    <Stack gap="xl">
      {/* Keyed by school: its saved values are the form's start. */}
      <SchoolInfoForm key={school.id} school={school} />
      <SchoolImagesFields />
    </Stack>
  );
}

function SchoolInfoForm({ school }: { school: SchoolDetails }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { form, onSubmit, saving } = useSchoolPatchForm({
    initialValues: valuesOf(school),
    toBody: bodyOf,
    saved: 'schoolsettings_info_saved',
  });
  const currencies = useMemo(
    () => intlOptions('currency', locale, school.currency),
    [locale, school.currency],
  );
  const zones = useMemo(
    () => intlOptions('timeZone', locale, school.time_zone),
    [locale, school.time_zone],
  );
  const countries = useMemo(() => countryOptions(locale), [locale]);
  // Spec 1 §5 General: a colour too light on white is allowed, with a darker one suggested.
  const lightnessHint = (value: string) => {
    const color = parseHexColor(value);
    const warning = color ? colorLightnessWarning(color) : null;
    return warning?.tooLight
      ? t('schoolsettings_info_color_too_light', { alternative: warning.alternative })
      : undefined;
  };
  return (
    <form noValidate data-testid="school-info-form" onSubmit={onSubmit}>
      <Stack gap="md" maw={720}>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput
          label={t('schoolsettings_info_name')}
          required
          maxLength={SCHOOL_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('schoolsettings_info_address')}
          maxLength={SCHOOL_ADDRESS_MAX}
          {...form.getInputProps('address')}
        />
        <Textarea
          label={t('schoolsettings_info_description_fr')}
          autosize
          minRows={3}
          maxLength={SCHOOL_DESCRIPTION_MAX}
          {...form.getInputProps('description.fr')}
        />
        <Textarea
          label={t('schoolsettings_info_description_en')}
          autosize
          minRows={3}
          maxLength={SCHOOL_DESCRIPTION_MAX}
          {...form.getInputProps('description.en')}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label={t('schoolsettings_info_language')}
            required
            data={[
              { value: '1', label: t('language_fr') },
              { value: '2', label: t('language_en') },
            ]}
            {...form.getInputProps('preferred_locale')}
          />
          <NativeSelect
            label={t('schoolsettings_info_currency')}
            required
            data={currencies}
            {...form.getInputProps('currency')}
          />
        </Group>
        <NativeSelect
          label={t('schoolsettings_info_time_zone')}
          description={t('schoolsettings_info_time_zone_help')}
          required
          data={zones}
          {...form.getInputProps('time_zone')}
        />
        <MultiSelect
          label={t('schoolsettings_info_phone_countries')}
          description={t('schoolsettings_info_phone_countries_help', { max: PHONE_COUNTRIES_MAX })}
          required
          searchable
          maxValues={PHONE_COUNTRIES_MAX}
          data={countries}
          {...form.getInputProps('phone_countries')}
        />
        <Fieldset legend={t('schoolsettings_info_colors')} variant="unstyled">
          <Group grow align="flex-start">
            {COLOR_FIELDS.map(([field, label]) => (
              <ColorInput
                key={field}
                label={t(label)}
                required
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('schoolsettings_info_pick_color') }}
                description={lightnessHint(form.values[field])}
                {...form.getInputProps(field)}
              />
            ))}
          </Group>
        </Fieldset>
        <Fieldset legend={t('schoolsettings_info_mailing')} variant="unstyled">
          <Group grow align="flex-start">
            <TextInput
              label={t('schoolsettings_info_sender_name')}
              required
              maxLength={SENDER_MAX}
              {...form.getInputProps('sender_name')}
            />
            <TextInput
              label={t('schoolsettings_info_sender_email')}
              type="email"
              required
              maxLength={SENDER_MAX}
              {...form.getInputProps('sender_email')}
            />
          </Group>
        </Fieldset>
        <Fieldset legend={t('schoolsettings_info_legal')} variant="unstyled">
          <Stack gap="sm">
            {LEGAL_FIELDS.map(([field, label]) => (
              <TextInput
                key={field}
                label={t(label)}
                type="url"
                maxLength={LEGAL_URL_MAX}
                {...form.getInputProps(field)}
              />
            ))}
            {/* The terms change as a version members accept (issue 31 item 5). */}
            <Text size="sm" c="dimmed" data-testid="info-terms-moved">
              {t('schoolsettings_info_terms_moved')}{' '}
              <Anchor
                component={Link}
                to={`${localizePath('/settings/school', locale)}?section=termsChange`}
              >
                {t('schoolsettings_section_terms_change')}
              </Anchor>
            </Text>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('schoolsettings_info_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
