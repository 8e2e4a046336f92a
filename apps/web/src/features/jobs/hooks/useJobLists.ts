import { JOB_LIST_FIELDS, type JobAdByLink, type JobListField, type Locale } from '@alumni/domain';
import { type StaticOptions, toStaticOptions, useStaticOptions } from '../../staticLists/index.ts';

/**
 * The school's lists a job ad's choices come from (domain JOB_LIST_FIELDS; issue 31 item 3):
 * contract types, business sectors, experience required and roles, by the ad's field.
 */
export type JobLists = Record<JobListField, StaticOptions>;

/** The school's job lists, from `GET /api/static-lists/` (labels in the page's language). */
export function useJobLists(): JobLists {
  return {
    contract_type: useStaticOptions(JOB_LIST_FIELDS.contract_type),
    sector: useStaticOptions(JOB_LIST_FIELDS.sector),
    experience: useStaticOptions(JOB_LIST_FIELDS.experience),
    category: useStaticOptions(JOB_LIST_FIELDS.category),
  };
}

/** The job lists a job ad's update link carries (its holder may not read the school's lists). */
export function jobListsOf(lists: JobAdByLink['lists'], locale: Locale): JobLists {
  return {
    contract_type: toStaticOptions(lists[JOB_LIST_FIELDS.contract_type], locale),
    sector: toStaticOptions(lists[JOB_LIST_FIELDS.sector], locale),
    experience: toStaticOptions(lists[JOB_LIST_FIELDS.experience], locale),
    category: toStaticOptions(lists[JOB_LIST_FIELDS.category], locale),
  };
}
