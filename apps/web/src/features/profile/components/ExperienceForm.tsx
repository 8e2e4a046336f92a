import type { Experience, WorkExperienceInput } from '@alumni/domain';
import { SUMMARY_MAX, workExperienceSchema } from '@alumni/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { patchExperience, postExperience } from '../api.ts';
import { STATISTICS_FIELD_NAMES, useExperienceChoices } from '../hooks/useExperienceChoices.ts';
import { integerOrNull } from '../profileModel.ts';
import { MonthYearPicker } from './MonthYearPicker.tsx';

interface ExperienceValues {
  title: string;
  organisation: string;
  location: string;
  current_occupation: boolean;
  start_date: string;
  end_date: string;
  description: string;
  fits_education: string;
  business_sector: string;
  contract_type: string;
  executive_status: string;
  working_time: string;
  salary: string;
  how_found: string;
}

function valuesOf(experience: Experience | null, current: boolean): ExperienceValues {
  return {
    title: experience?.title ?? '',
    organisation: experience?.organisation ?? '',
    location: experience?.location ?? '',
    current_occupation: experience?.current_occupation ?? current,
    start_date: experience?.start_date ?? '',
    end_date: experience?.end_date ?? '',
    description: experience?.description ?? '',
    fits_education: experience?.fits_education ?? '',
    business_sector: experience?.business_sector ?? '',
    contract_type: experience?.contract_type ?? '',
    executive_status: experience?.executive_status ?? '',
    working_time: experience?.working_time ?? '',
    salary: experience?.salary == null ? '' : String(experience.salary),
    how_found: experience?.how_found ?? '',
  };
}

/**
 * Adding or changing a work experience (spec 1 §3 Profile items, §5 Profile and General):
 * title, organisation, location, current occupation, start and end (month-year pickers; no
 * end for a current occupation), description and the statistics fields (sector and contract
 * type from the school's lists), checked with the
 * domain's workExperienceSchema before `POST`/`PATCH /api/users/{id}/experiences/`.
 */
export function ExperienceForm({
  userId,
  experience,
  startCurrent = false,
  onDone,
  onCancel,
}: {
  userId: number;
  experience: Experience | null;
  startCurrent?: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const statistics = useExperienceChoices();
  const form = useForm({
    initialValues: valuesOf(experience, startCurrent),
    ...schemaRules(
      locale,
      workExperienceSchema({ statistics: false }),
      (values: ExperienceValues) => ({
        title: values.title,
        organisation: values.organisation,
        location: values.location,
        current_occupation: values.current_occupation,
        start_date: values.start_date === '' ? undefined : values.start_date,
        end_date: values.current_occupation || values.end_date === '' ? null : values.end_date,
        description: values.description,
        fits_education: values.fits_education || null,
        business_sector: values.business_sector || null,
        contract_type: values.contract_type || null,
        executive_status: values.executive_status || null,
        working_time: values.working_time || null,
        salary: integerOrNull(values.salary),
        how_found: values.how_found || null,
      }),
    ),
  });
  const save = useMutation({
    mutationFn: (input: WorkExperienceInput) =>
      experience ? patchExperience(userId, experience.id, input) : postExperience(userId, input),
  });
  const { values } = form;
  const text = (key: keyof ExperienceValues) => ({ name: key, ...form.getInputProps(key) });

  const submit = form.onSubmit(
    (input) => {
      save.mutate(input, {
        onSuccess: () => {
          notifySuccess(t(experience ? 'profile_experience_saved' : 'profile_experience_added'));
          onDone();
        },
        onError: (error) => showApiError(form, error),
      });
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput label={t('profile_experience_title')} required {...text('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile_experience_organisation')}
            required
            {...text('organisation')}
          />
          <TextInput label={t('profile_location')} required {...text('location')} />
        </SimpleGrid>
        <Checkbox
          name="current_occupation"
          label={t('profile_experience_current')}
          checked={values.current_occupation}
          onChange={(e) => form.setFieldValue('current_occupation', e.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MonthYearPicker
            name="start_date"
            label={t('profile_experience_start')}
            required
            value={values.start_date}
            onChange={(v) => form.setFieldValue('start_date', v)}
            error={fieldError(form, 'start_date')}
          />
          {!values.current_occupation && (
            <MonthYearPicker
              name="end_date"
              label={t('profile_experience_end')}
              value={values.end_date}
              onChange={(v) => form.setFieldValue('end_date', v)}
              error={fieldError(form, 'end_date')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('profile_description')}
          description={t('form_characters', {
            count: values.description.length,
            max: SUMMARY_MAX,
          })}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={SUMMARY_MAX}
          {...text('description')}
        />
        <Fieldset legend={t('profile_statistics_legend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {STATISTICS_FIELD_NAMES.map((field) => (
              <NativeSelect
                key={field}
                label={t(`profile_${field}`)}
                data={[{ value: '', label: t('form_none') }, ...statistics.choices(field)]}
                {...text(field)}
              />
            ))}
            <TextInput
              label={t('profile_salary')}
              description={t('profile_salary_hint')}
              inputMode="numeric"
              {...text('salary')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
