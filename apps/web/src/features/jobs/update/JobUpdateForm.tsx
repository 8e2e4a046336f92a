import type { JobAdByLink, JobAdInput } from '@alumni/domain';
import {
  JOB_CATEGORIES,
  JOB_CITY_MAX,
  JOB_COMPANY_MAX,
  JOB_CONTRACT_TYPES,
  JOB_DESCRIPTION_MAX,
  JOB_EMAIL_MAX,
  JOB_EXPERIENCE_LEVELS,
  JOB_LINK_MAX,
  JOB_POSITION_MAX,
  JOB_SALARY_MAX,
  JOB_SECTORS,
  jobAdSchema,
} from '@alumni/domain';
import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { CATEGORY_KEYS, CONTRACT_KEYS, EXPERIENCE_KEYS, SECTOR_KEYS } from '../labels.ts';
import { saveJobAdByLink } from './api.ts';

/** The fields the link's holder edits, as the form holds them. */
type Values = Pick<
  JobAdByLink,
  | 'position'
  | 'company'
  | 'city'
  | 'contract_type'
  | 'sector'
  | 'experience'
  | 'salary'
  | 'category'
  | 'description'
  | 'contact_email'
  | 'application_link'
  | 'start_date'
  | 'application_deadline'
>;

const valuesOf = (ad: JobAdByLink): Values => ({
  position: ad.position,
  company: ad.company,
  city: ad.city,
  contract_type: ad.contract_type,
  sector: ad.sector,
  experience: ad.experience,
  salary: ad.salary,
  category: ad.category,
  description: ad.description,
  contact_email: ad.contact_email,
  application_link: ad.application_link,
  start_date: ad.start_date,
  application_deadline: ad.application_deadline,
});

/**
 * The ad's fields by its update link (issue 15 item 3; spec 1 §5 Job): position (≤ 80),
 * company, city, contract, sector, experience, salary, role/category, description, contact
 * email, application link, start date and application deadline, checked with the domain's
 * jobAdSchema; what the form does not show (logo, attachment, publication date, filters) is
 * sent back as it is. The server's 400s go on their fields. Calls `onSaved` with the ad.
 */
export function JobUpdateForm({
  ad,
  token,
  onSaved,
}: {
  ad: JobAdByLink;
  token: string;
  onSaved: (ad: JobAdByLink) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const toInput = (values: Values): JobAdInput => ({
    ...values,
    logo: ad.logo,
    publish_at: ad.publish_at,
    attachment: ad.attachment,
    filter_degrees: ad.filter_degrees,
    filter_roles: ad.filter_roles,
  });
  const form = useForm<Values>({
    initialValues: valuesOf(ad),
    validate: schemaRules(locale, jobAdSchema(), toInput).validate,
  });
  const save = useMutation({ mutationFn: (body: JobAdInput) => saveJobAdByLink(token, body) });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(toInput(values), {
        onSuccess: (saved) => {
          notifySuccess(t('jobupdate_saved'));
          form.resetDirty(valuesOf(saved));
          onSaved(saved);
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  const field = (key: keyof Values) => ({ name: key, ...form.getInputProps(key) });
  const options = <T extends string>(values: readonly T[], keys: Record<T, string>) =>
    values.map((value) => ({ value, label: t(keys[value]) }));
  const text = (key: keyof Values, label: string, max: number, required = true) => (
    <TextInput label={t(label)} required={required} maxLength={max} {...field(key)} />
  );
  const choice = <T extends string>(
    key: keyof Values,
    label: string,
    values: readonly T[],
    keys: Record<T, string>,
  ) => (
    <Select
      label={t(label)}
      required
      allowDeselect={false}
      data={options(values, keys)}
      {...field(key)}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="job-update-form-title"
      data-testid="job-update-form"
    >
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        {text('position', 'jobupdate_field_position', JOB_POSITION_MAX)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('company', 'jobupdate_field_company', JOB_COMPANY_MAX)}
          {text('city', 'jobupdate_field_city', JOB_CITY_MAX)}
          {choice('contract_type', 'jobupdate_field_contract', JOB_CONTRACT_TYPES, CONTRACT_KEYS)}
          {choice('sector', 'jobupdate_field_sector', JOB_SECTORS, SECTOR_KEYS)}
          {choice(
            'experience',
            'jobupdate_field_experience',
            JOB_EXPERIENCE_LEVELS,
            EXPERIENCE_KEYS,
          )}
          {choice('category', 'jobupdate_field_category', JOB_CATEGORIES, CATEGORY_KEYS)}
          {text('salary', 'jobupdate_field_salary', JOB_SALARY_MAX)}
          <TextInput
            type="date"
            label={t('jobupdate_field_start_date')}
            required
            {...field('start_date')}
          />
          <TextInput
            type="date"
            label={t('jobupdate_field_application_deadline')}
            required
            {...field('application_deadline')}
          />
        </SimpleGrid>
        <Textarea
          label={t('jobupdate_field_description')}
          required
          autosize
          minRows={5}
          maxRows={16}
          maxLength={JOB_DESCRIPTION_MAX}
          {...field('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="email"
            label={t('jobupdate_field_contact_email')}
            maxLength={JOB_EMAIL_MAX}
            {...field('contact_email')}
          />
          <TextInput
            type="url"
            label={t('jobupdate_field_application_link')}
            placeholder="https://"
            maxLength={JOB_LINK_MAX}
            {...field('application_link')}
          />
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('jobupdate_save')}
        </Button>
      </Stack>
    </form>
  );
}
