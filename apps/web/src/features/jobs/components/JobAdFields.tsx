import type { JobAdInput, JobListField } from '@alumni/domain';
import {
  JOB_CITY_MAX,
  JOB_COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_EMAIL_MAX,
  JOB_LINK_MAX,
  JOB_POSITION_MAX,
  JOB_SALARY_MAX,
} from '@alumni/domain';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/form/DateField.tsx';
import type { JobLists } from '../hooks/useJobLists.ts';

/** The fields of a job ad that both its form and its update-by-link form edit. */
export type JobAdFieldKey = keyof Pick<
  JobAdInput,
  | 'position'
  | 'company'
  | 'city'
  | 'contract_type'
  | 'sector'
  | 'experience'
  | 'category'
  | 'salary'
  | 'description'
  | 'start_date'
  | 'application_deadline'
  | 'contact_email'
  | 'application_link'
>;

/**
 * A job ad's own fields (spec 1 §3 Job ad; issue 15 item 1), in the form's order: position
 * (≤ 80), company and city (≤ 50) with their character counts, then `logo` (the ad's form puts
 * its logo field there), contract type, sector, experience, role/category and salary, the
 * description, start date and application deadline, contact e-mail (≤ 50) and application link
 * (≤ 500). `values` gives the counted fields' text; `inputProps` each field's Mantine form
 * props (value, onChange, error); `lists` the school's options of the four choices (their
 * labels in the page's language). Used by JobForm and the update-by-link JobUpdateForm.
 */
export function JobAdFields({
  values,
  inputProps,
  lists,
  logo,
}: {
  values: Pick<Record<JobAdFieldKey, string>, 'position' | 'company' | 'city'>;
  inputProps: (key: JobAdFieldKey) => GetInputPropsReturnType;
  lists: JobLists;
  logo?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = (key: JobAdFieldKey) => ({ name: key, ...inputProps(key) });
  const counted = (key: 'position' | 'company' | 'city', max: number) => ({
    maxLength: max,
    description: t('form_characters', { count: values[key].length, max }),
    ...field(key),
  });
  const choice = (key: JobListField, label: string, searchable = false) => (
    <Select
      label={t(label)}
      placeholder={t('jobs_field_choose')}
      required
      searchable={searchable}
      data={lists[key].choices}
      allowDeselect={false}
      {...field(key)}
    />
  );
  return (
    <>
      <TextInput
        label={t('jobs_field_position')}
        required
        {...counted('position', JOB_POSITION_MAX)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('jobs_field_company')}
          required
          {...counted('company', JOB_COMPANY_MAX)}
        />
        <TextInput label={t('jobs_field_city')} required {...counted('city', JOB_CITY_MAX)} />
      </SimpleGrid>
      {logo}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('contract_type', 'jobs_field_contract_type')}
        {choice('sector', 'jobs_field_sector', true)}
        {choice('experience', 'jobs_field_experience')}
        {choice('category', 'jobs_field_category', true)}
        <TextInput
          label={t('jobs_field_salary')}
          description={t('jobs_field_salary_hint')}
          required
          maxLength={JOB_SALARY_MAX}
          {...field('salary')}
        />
      </SimpleGrid>
      <Textarea
        label={t('jobs_field_description')}
        required
        autosize
        minRows={6}
        maxRows={20}
        maxLength={JOB_DESCRIPTION_MAX}
        {...field('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={t('jobs_field_start_date')} required {...field('start_date')} />
        <DateField
          label={t('jobs_field_application_deadline')}
          description={t('jobs_field_application_deadline_hint')}
          required
          {...field('application_deadline')}
        />
        <TextInput
          type="email"
          label={t('jobs_field_contact_email')}
          maxLength={JOB_EMAIL_MAX}
          {...field('contact_email')}
        />
        <TextInput
          type="url"
          label={t('jobs_field_application_link')}
          placeholder="https://"
          maxLength={JOB_LINK_MAX}
          {...field('application_link')}
        />
      </SimpleGrid>
    </>
  );
}
