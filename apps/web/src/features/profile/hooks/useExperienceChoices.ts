import { EXECUTIVE_STATUSES, FITS_EDUCATION, HOW_FOUND, WORKING_TIMES } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useStaticOptions } from '../../staticLists/index.ts';

/** The statistics fields of a work experience with a fixed list (labels: `profile_<field>_<code>`). */
export const FIXED_STATISTICS_FIELDS = {
  fits_education: FITS_EDUCATION,
  executive_status: EXECUTIVE_STATUSES,
  working_time: WORKING_TIMES,
  how_found: HOW_FOUND,
} as const;

/** Its fields whose options are the school's lists (shared with job ads; issue 31 item 3). */
export const LISTED_STATISTICS_FIELDS = {
  business_sector: 'business_sector',
  contract_type: 'contract_type',
} as const;

/** Every statistics field with a list, in the form's order. */
export const STATISTICS_FIELD_NAMES = [
  'fits_education',
  'business_sector',
  'contract_type',
  'executive_status',
  'working_time',
  'how_found',
] as const;
export type StatisticsField = (typeof STATISTICS_FIELD_NAMES)[number];

/** The choices and labels of a work experience's statistics fields. */
export interface ExperienceChoices {
  /** `[{value: code, label}]` of `field`, in its list's order. */
  choices: (field: StatisticsField) => { value: string; label: string }[];
  /** The label of `code` in `field` (the code itself when the list has none). */
  labelOf: (field: StatisticsField, code: string) => string;
}

const isListed = (field: StatisticsField): field is keyof typeof LISTED_STATISTICS_FIELDS =>
  field in LISTED_STATISTICS_FIELDS;

/**
 * A work experience's statistics choices (spec 1 §3 Work experience): sector and contract type
 * from the school's lists (`GET /api/static-lists/`), the others' fixed codes with their
 * catalogue labels; all in the page's language.
 */
export function useExperienceChoices(): ExperienceChoices {
  const { t } = useTranslation();
  const lists = {
    business_sector: useStaticOptions(LISTED_STATISTICS_FIELDS.business_sector),
    contract_type: useStaticOptions(LISTED_STATISTICS_FIELDS.contract_type),
  };
  return {
    choices: (field) =>
      isListed(field)
        ? lists[field].choices
        : FIXED_STATISTICS_FIELDS[field].map((code: string) => ({
            value: code,
            label: t(`profile_${field}_${code}`),
          })),
    labelOf: (field, code) =>
      isListed(field) ? lists[field].labelOf(code) : t(`profile_${field}_${code}`),
  };
}
