import type { Education, EducationInputWithClaim } from '@alumni/domain';
import {
  DEGREE_TYPES,
  educationInputSchema,
  GRADUATION_STATUSES,
  SUMMARY_MAX,
} from '@alumni/domain';
import {
  Button,
  Checkbox,
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
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { patchEducation, postEducation } from '../api.ts';
import { integerOrNull } from '../profileModel.ts';

interface EducationValues {
  degree_type: string;
  title: string;
  facility: string;
  location: string;
  graduation_status: string;
  graduation_year: string;
  description: string;
  school: boolean;
  degree: string;
}

function valuesOf(education: Education | null, schoolId: number): EducationValues {
  return {
    degree_type: education?.degree_type ?? '',
    title: education?.title ?? '',
    facility: education?.facility ?? '',
    location: education?.location ?? '',
    graduation_status: education?.graduation_status ?? '',
    graduation_year: education?.graduation_year == null ? '' : String(education.graduation_year),
    description: education?.description ?? '',
    school: education?.school === schoolId,
    degree: education?.degree == null ? '' : String(education.degree),
  };
}

/**
 * Adding or changing an education (spec 1 §3 Profile items, §4 "Education added from a
 * school or changed is visible only after admin validation"): degree type, title, facility,
 * location, graduation status and year, description, and "this is my education at
 * <school>" (`school: true`, then awaiting validation). Checked with educationInputSchema.
 */
export function EducationForm({
  userId,
  education,
  onDone,
  onCancel,
}: {
  userId: number;
  education: Education | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const form = useForm({
    initialValues: valuesOf(education, school.id),
    ...schemaRules(locale, educationInputSchema(), (values: EducationValues) => ({
      degree_type: values.degree_type || undefined,
      title: values.title,
      facility: values.school ? school.name : values.facility,
      location: values.location,
      graduation_status: values.graduation_status || undefined,
      graduation_year: integerOrNull(values.graduation_year),
      description: values.description,
      school: values.school,
      degree: values.school ? integerOrNull(values.degree) : null,
    })),
  });
  const save = useMutation({
    mutationFn: (input: EducationInputWithClaim) =>
      education ? patchEducation(userId, education.id, input) : postEducation(userId, input),
  });
  const { values } = form;
  const text = (key: Exclude<keyof EducationValues, 'school'>) => ({
    name: key,
    ...form.getInputProps(key),
  });

  const submit = form.onSubmit(
    (input) => {
      save.mutate(input, {
        onSuccess: (saved) => {
          notifySuccess(
            t(saved.pending_validation ? 'profile_education_sent' : 'profile_education_saved'),
          );
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
        <Checkbox
          name="school"
          label={t('profile_education_at_school', { school: school.name })}
          description={t('profile_education_at_school_hint')}
          checked={values.school}
          onChange={(e) => form.setFieldValue('school', e.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('profile_education_degree_type')}
            required
            data={[
              { value: '', label: t('form_choose') },
              ...DEGREE_TYPES.map((code) => ({
                value: code,
                label: t(`profile_degree_type_${code}`),
              })),
            ]}
            {...text('degree_type')}
          />
          <TextInput label={t('profile_education_title')} required {...text('title')} />
          {values.school ? (
            <TextInput
              label={t('profile_education_facility')}
              value={school.name}
              readOnly
              variant="filled"
            />
          ) : (
            <TextInput label={t('profile_education_facility')} required {...text('facility')} />
          )}
          <TextInput label={t('profile_location')} {...text('location')} />
          {values.school && school.degrees.length > 0 && (
            <NativeSelect
              label={t('term_degree')}
              data={[
                { value: '', label: t('form_none') },
                ...[...school.degrees]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((d) => ({ value: String(d.id), label: d.name })),
              ]}
              {...text('degree')}
            />
          )}
          <NativeSelect
            label={t('profile_education_status')}
            required
            data={[
              { value: '', label: t('form_choose') },
              ...GRADUATION_STATUSES.map((code) => ({
                value: code,
                label: t(`profile_graduation_status_${code}`),
              })),
            ]}
            {...text('graduation_status')}
          />
          <TextInput
            label={t('profile_education_year')}
            inputMode="numeric"
            maxLength={4}
            {...text('graduation_year')}
          />
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
