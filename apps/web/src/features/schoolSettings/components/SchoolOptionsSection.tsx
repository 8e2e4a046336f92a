import { MIN_REGISTRATION_AGE_MAX, type SchoolDetails, type SchoolInfoInput } from '@alumni/domain';
import { Button, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { useSchoolPatchForm } from '../hooks/useSchoolPatchForm.ts';

type Values = Required<
  Pick<
    SchoolInfoInput,
    'validate_registration' | 'has_public_pages' | 'show_inactive' | 'min_registration_age'
  >
>;

const valuesOf = (school: SchoolDetails): Values => ({
  validate_registration: school.flags.validate_registration,
  has_public_pages: school.flags.has_public_pages,
  show_inactive: school.flags.show_inactive,
  min_registration_age: school.min_registration_age,
});

/** The flags and their labels' and help texts' message keys. */
const FLAGS = Object.entries({
  validate_registration: 'schoolsettings_options_validate_registration',
  has_public_pages: 'schoolsettings_options_has_public_pages',
  show_inactive: 'schoolsettings_options_show_inactive',
}) as [Exclude<keyof Values, 'min_registration_age'>, string][];

/**
 * School settings → options and visibility (spec 1 §2 Settings, §3 School flags): whether new
 * registrations wait for a validator, whether visitors read the school's public pages
 * without signing in, whether inactive members stay in the directory, and the minimum age
 * of registrants (0: none). Saved with `PATCH /api/schools/{id}/`; the app reads them from
 * the school's details, fetched again.
 */
export function SchoolOptionsSection() {
  const school = useSchool();
  return <SchoolOptionsForm key={school.id} school={school} />;
}

function SchoolOptionsForm({ school }: { school: SchoolDetails }) {
  const { t } = useTranslation();
  const { form, onSubmit, saving } = useSchoolPatchForm({
    initialValues: valuesOf(school),
    saved: 'schoolsettings_options_saved',
  });
  return (
    <form noValidate data-testid="school-options-form" onSubmit={onSubmit}>
      <Stack gap="md" maw={720}>
        <FormErrorAlert errors={formErrorsOf(form)} />
        {FLAGS.map(([field, label]) => (
          <Checkbox
            key={field}
            label={t(label)}
            description={t(`${label}_help`)}
            {...form.getInputProps(field, { type: 'checkbox' })}
          />
        ))}
        <NumberInput
          label={t('schoolsettings_options_min_age')}
          description={t('schoolsettings_options_min_age_help')}
          min={0}
          max={MIN_REGISTRATION_AGE_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={240}
          {...form.getInputProps('min_registration_age')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('schoolsettings_info_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
