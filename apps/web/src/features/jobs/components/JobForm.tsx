import type { JobAd, JobAdInput } from '@alumni/domain';
import { canValidateJobs, jobAdSchema } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { DateTimeField } from '../../../ui/form/DateTimeField.tsx';
import { timeZoneName } from '../../../ui/form/timeZoneName.ts';
import {
  AudienceFieldset,
  PublicationFormFrame,
  usePublicationForm,
} from '../../publication/index.ts';
import { createJobAd, updateJobAd } from '../api.ts';
import { useJobLists } from '../hooks/useJobLists.ts';
import { type JobValues, toJobAdInput, valuesOf } from '../jobFormValues.ts';
import { publicationStatusOf } from '../jobRules.ts';
import { JOB_PUBLICATION } from '../publicationArea.ts';
import { JobAdFields } from './JobAdFields.tsx';
import { JobAttachmentField, LogoField } from './JobFileFields.tsx';

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

/** The four required choices, which the form asks before the schema sees them (with the logo). */
const CHOICES = ['contract_type', 'sector', 'experience', 'category'] as const;

/**
 * The job ad form (spec 1 §5 Job; issue 15 item 1): position (≤ 80), company (≤ 50), city
 * (≤ 50), logo (uploaded, 200×200), contract type, business sector, experience, salary,
 * role/category (options of the school's lists), description, start date and application
 * deadline required; contact email
 * (≤ 50), application link (http(s), ≤ 500) and attachment (PDF or Word, 3 MB) optional; the
 * degree and role filters when the school has `has_filter_jobads` (the publication kit's
 * AudienceFieldset). Checked with the domain's jobAdSchema; the server's 400s go on their
 * fields. Set up by the kit's usePublicationForm: the buttons are the moves the publication
 * rules allow: a draft, then submit for validation (the school validates job ads and the
 * author is no Jobs validator) or publish; an active ad is saved as it is.
 */
export function JobForm({ ad }: { ad: JobAd | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const filters = school.flags.has_filter_jobads;
  const timeZone = school.time_zone;
  const publication = usePublicationForm({
    area: JOB_PUBLICATION,
    item: ad,
    status: publicationStatusOf(ad?.status ?? null),
    initialValues: valuesOf(ad, new Date(), timeZone),
    schema: jobAdSchema({ timeZone }),
    toInput: (values: JobValues, draft) => toJobAdInput(values, { draft, filters, timeZone }),
    required: [...CHOICES, 'logo'],
    toBody: (output): JobAdInput => ({
      ...output,
      publish_at: output.publish_at?.toISOString() ?? null,
    }),
    create: createJobAd,
    update: (current, body) => updateJobAd(current.id, body),
    savedKeys: SAVED_KEYS,
    canValidate: canValidateJobs,
    requiresValidation: school.flags.validate_jobads,
    timeZone,
    initialIntent: 'submit',
  });
  const { form, saving } = publication;
  const lists = useJobLists();
  const text = (key: keyof JobValues) => ({ name: key, ...form.getInputProps(key) });

  return (
    <PublicationFormFrame
      area={JOB_PUBLICATION}
      publication={publication}
      item={ad}
      refusedTitle={t('jobs_refused_notice')}
      labelledBy="job-form-title"
    >
      <JobAdFields
        values={form.values}
        inputProps={(key) => form.getInputProps(key)}
        lists={lists}
        logo={
          <LogoField
            value={form.values.logo}
            onChange={(image) => {
              form.setFieldValue('logo', { key: image.key, url: image.url });
              form.clearFieldError('logo');
            }}
            error={form.errors.logo as string | undefined}
            disabled={saving}
          />
        }
      />
      <DateTimeField
        label={t('jobs_field_publish_at')}
        description={t('jobs_field_publish_at_hint', { zone: timeZoneName(timeZone, locale) })}
        w={{ base: '100%', sm: 320 }}
        {...text('publish_at')}
      />
      <JobAttachmentField
        value={form.values.attachment}
        onChange={(document) => {
          form.setFieldValue('attachment', document);
          form.clearFieldError('attachment');
        }}
        error={form.errors.attachment as string | undefined}
        disabled={saving}
      />
      <AudienceFieldset
        flag="has_filter_jobads"
        form={form}
        legend={t('jobs_filters_legend')}
        rolesLabel={t('jobs_filters_roles')}
        hints={{ degrees: t('jobs_filters_hint'), roles: t('jobs_filters_hint') }}
      />
    </PublicationFormFrame>
  );
}
