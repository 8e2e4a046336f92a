import type { JobAdByLink, JobAdInput } from '@alumni/domain';
import { jobAdSchema } from '@alumni/domain';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type JobAdFieldKey, JobAdFields } from '../components/JobAdFields.tsx';
import { jobListsOf } from '../hooks/useJobLists.ts';
import { saveJobAdByLink } from './api.ts';

/** The fields the link's holder edits, as the form holds them: the ad form's own. */
type Values = Pick<JobAdByLink, JobAdFieldKey>;

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
 * email, application link, start date and application deadline (the choices from the school's
 * lists the link carries), checked with the domain's
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

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="job-update-form-title"
      data-testid="job-update-form"
    >
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <JobAdFields
          values={form.values}
          inputProps={(key) => form.getInputProps(key)}
          lists={jobListsOf(ad.lists, locale)}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('jobupdate_save')}
        </Button>
      </Stack>
    </form>
  );
}
