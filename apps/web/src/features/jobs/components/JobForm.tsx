import type { JobAd, JobAdInput, Locale, SchoolRole } from '@alumni/domain';
import { canValidateJobs, jobAdSchema, localizePath, VALIDATION_MESSAGES } from '@alumni/domain';
import { Fieldset, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PublicationRefusalNotice } from '../../publication/components/PublicationRefusalNotice.tsx';
import { PublicationSaveButtons } from '../../publication/components/PublicationSaveButtons.tsx';
import type { PublicationSaveAction } from '../../publication/saveActions.ts';
import { isFutureLocalInput, publicationSaveActions } from '../../publication/saveActions.ts';
import { createJobAd, jobsKey, updateJobAd } from '../api.ts';
import { type JobValues, toJobAdInput, valuesOf } from '../jobFormValues.ts';
import { publicationStatusOf } from '../jobRules.ts';
import { JOB_PUBLICATION } from '../publicationArea.ts';
import { JobAdFields } from './JobAdFields.tsx';
import { JobAttachmentField, LogoField } from './JobFileFields.tsx';

const roleName = (role: SchoolRole, locale: Locale) => role.names[locale] || role.names.fr;

/** The success notice of a save, by the status the ad took. */
const SAVED_KEYS: Record<JobAd['status'], string> = {
  draft: 'jobs_saved_draft',
  pending: 'jobs_saved_pending',
  scheduled: 'jobs_saved_scheduled',
  active: 'jobs_saved_active',
  inactive: 'jobs_saved',
  filled: 'jobs_saved',
  refused: 'jobs_saved_draft',
};

/** The four required choices, which the form asks before the schema sees them. */
const CHOICES = ['contract_type', 'sector', 'experience', 'category'] as const;

/**
 * The job ad form (spec 1 §5 Job; issue 15 item 1): position (≤ 80), company (≤ 50), city
 * (≤ 50), logo (uploaded, 200×200), contract type, business sector, experience, salary,
 * role/category, description, start date and application deadline required; contact email
 * (≤ 50), application link (http(s), ≤ 500) and attachment (PDF or Word, 3 MB) optional; the
 * degree and role filters when the school has `has_filter_jobads`. Checked with the domain's
 * jobAdSchema; the server's 400s go on their fields. The buttons are the moves the
 * publication rules allow: a draft, then submit for validation (the school validates job
 * ads and the author is no Jobs validator) or publish; an active ad is saved as it is.
 */
export function JobForm({ ad }: { ad: JobAd | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useRef<PublicationSaveAction>('submit');
  const filters = school.flags.has_filter_jobads;
  const messages = VALIDATION_MESSAGES[locale];
  const timeZone = school.time_zone;
  const rules = schemaRules(locale, jobAdSchema({ timeZone }), (values: JobValues) =>
    toJobAdInput(values, { draft: intent.current === 'draft', filters, timeZone }),
  );
  const form = useForm({
    initialValues: valuesOf(ad, new Date(), timeZone),
    validate: (values) => {
      const errors = rules.validate(values);
      for (const key of CHOICES) if (!values[key]) errors[key] = messages.required;
      if (!values.logo) errors.logo = messages.required;
      return errors;
    },
    transformValues: (values: JobValues): JobAdInput => {
      const output = rules.transformValues(values);
      return { ...output, publish_at: output.publish_at?.toISOString() ?? null };
    },
  });
  const save = useMutation({
    mutationFn: (body: JobAdInput) => (ad ? updateJobAd(ad.id, body) : createJobAd(body)),
  });
  const submit = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: jobsKey });
          notifySuccess(t(SAVED_KEYS[saved.status]));
          void navigate(localizePath(`/jobs/${saved.id}`, locale));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, formEvent) => focusFirstError(form, errors, formEvent),
  );
  const actions = publicationSaveActions(publicationStatusOf(ad?.status ?? null), {
    requiresValidation: school.flags.validate_jobads,
    isValidator: user !== null && canValidateJobs(user, school),
    future: isFutureLocalInput(form.values.publish_at, new Date(), timeZone),
  });
  const text = (key: keyof JobValues) => ({ name: key, ...form.getInputProps(key) });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="job-form-title">
      <Stack gap="lg">
        {ad?.status === 'refused' && ad.refusal_reason && (
          <PublicationRefusalNotice title={t('jobs_refused_notice')} reason={ad.refusal_reason} />
        )}
        <FormErrorAlert errors={formErrorsOf(form)} />
        <JobAdFields
          values={form.values}
          inputProps={(key) => form.getInputProps(key)}
          logo={
            <LogoField
              value={form.values.logo}
              onChange={(image) => {
                form.setFieldValue('logo', { key: image.key, url: image.url });
                form.clearFieldError('logo');
              }}
              error={form.errors.logo as string | undefined}
              disabled={save.isPending}
            />
          }
        />
        <TextInput
          type="datetime-local"
          label={t('jobs_field_publish_at')}
          description={t('jobs_field_publish_at_hint', { zone: timeZone })}
          w={{ base: '100%', sm: 280 }}
          {...text('publish_at')}
        />
        <JobAttachmentField
          value={form.values.attachment}
          onChange={(document) => {
            form.setFieldValue('attachment', document);
            form.clearFieldError('attachment');
          }}
          error={form.errors.attachment as string | undefined}
          disabled={save.isPending}
        />
        {filters && (
          <Fieldset legend={t('jobs_filters_legend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label={t('term_degrees')}
                description={t('jobs_filters_hint')}
                data={school.degrees.map((d) => ({ value: String(d.id), label: d.name }))}
                searchable
                clearable
                {...form.getInputProps('filter_degrees')}
              />
              <MultiSelect
                label={t('jobs_filters_roles')}
                description={t('jobs_filters_hint')}
                data={school.roles
                  .filter((role) => role.enabled)
                  .map((role) => ({ value: String(role.role), label: roleName(role, locale) }))}
                clearable
                {...form.getInputProps('filter_roles')}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <PublicationSaveButtons
          area={JOB_PUBLICATION}
          actions={actions}
          intent={intent}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
