import type { JobAd } from '@alumni/domain';
import type { UploadedDocument } from '../../ui/form/DocumentUploadField.tsx';
import { fromLocalInput, toLocalInput } from '../../ui/form/localDateTime.ts';
import { dayAfter } from './jobRules.ts';

/** The job ad form's values (JobForm), as Mantine form keeps them. */
export interface JobValues {
  position: string;
  company: string;
  city: string;
  /** The uploaded logo: its key to send, its address to preview. */
  logo: { key: string; url: string } | null;
  contract_type: string;
  sector: string;
  experience: string;
  salary: string;
  category: string;
  description: string;
  contact_email: string;
  application_link: string;
  start_date: string;
  application_deadline: string;
  /** The publication date as a `datetime-local` value in the school's time zone ('' : on save). */
  publish_at: string;
  attachment: UploadedDocument | null;
  filter_degrees: string[];
  filter_roles: string[];
}

/** Days from today of a new ad's proposed deadline and start date. */
const DEADLINE_DAYS = 30;
const START_DAYS = 45;

/**
 * The form's first values: the ad's, or an empty ad with a deadline and a start date proposed
 * and no publication date (published when saved or validated). The publication date reads in
 * `timeZone` (the school's), else the browser's.
 */
export function valuesOf(ad: JobAd | null, now: Date = new Date(), timeZone?: string): JobValues {
  return {
    position: ad?.position ?? '',
    company: ad?.company ?? '',
    city: ad?.city ?? '',
    logo: ad ? { key: ad.logo, url: ad.logo_url } : null,
    contract_type: ad?.contract_type ?? '',
    sector: ad?.sector ?? '',
    experience: ad?.experience ?? '',
    salary: ad?.salary ?? '',
    category: ad?.category ?? '',
    description: ad?.description ?? '',
    contact_email: ad?.contact_email ?? '',
    application_link: ad?.application_link ?? '',
    start_date: ad?.start_date ?? dayAfter(START_DAYS, now),
    application_deadline: ad?.application_deadline ?? dayAfter(DEADLINE_DAYS, now),
    publish_at: toLocalInput(ad?.publish_at ?? null, timeZone),
    attachment: ad?.attachment ?? null,
    filter_degrees: (ad?.filter_degrees ?? []).map(String),
    filter_roles: (ad?.filter_roles ?? []).map(String),
  };
}

/**
 * The values as the domain's jobAdSchema reads them (the API body before parsing): choices
 * left empty are missing (so the schema says they are required), the logo by its key, the
 * filters only when the school has them (`filters`), `draft` from the button, the publication
 * date as an ISO instant read in `timeZone` (the school's, else the browser's; null when empty:
 * published when saved or validated; spec 1 §3 Job ad "publication date").
 */
export function toJobAdInput(
  values: JobValues,
  opts: { draft: boolean; filters: boolean; timeZone?: string },
) {
  const list = (items: string[]) => (opts.filters ? items.map(Number) : []);
  return {
    position: values.position,
    company: values.company,
    city: values.city,
    logo: values.logo?.key ?? '',
    contract_type: values.contract_type || undefined,
    sector: values.sector || undefined,
    experience: values.experience || undefined,
    salary: values.salary,
    category: values.category || undefined,
    description: values.description,
    contact_email: values.contact_email,
    application_link: values.application_link,
    start_date: values.start_date,
    application_deadline: values.application_deadline,
    publish_at: fromLocalInput(values.publish_at, opts.timeZone),
    draft: opts.draft,
    attachment: values.attachment,
    filter_degrees: list(values.filter_degrees),
    filter_roles: list(values.filter_roles),
  };
}
