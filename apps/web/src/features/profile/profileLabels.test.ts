import {
  DEGREE_TYPES,
  END_DATE_ERROR_KEY,
  EXECUTIVE_STATUSES,
  FITS_EDUCATION,
  GRADUATION_STATUSES,
  HOW_FOUND,
  LOCALES,
  TIMELINE_KIND,
  WORKING_TIMES,
} from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/allCatalogues.ts';

// Labels built from the domain's static lists (`profile_<field>_<code>`) are not literals the
// catalogue test can find: every code must have one in both languages.
const KEYS = [
  ...Object.entries({
    fits_education: FITS_EDUCATION,
    executive_status: EXECUTIVE_STATUSES,
    working_time: WORKING_TIMES,
    how_found: HOW_FOUND,
    degree_type: DEGREE_TYPES,
    graduation_status: GRADUATION_STATUSES,
  }).flatMap(([field, codes]) => [
    ...(field === 'degree_type' || field === 'graduation_status' ? [] : [`profile_${field}`]),
    ...codes.map((code) => `profile_${field}_${code}`),
  ]),
  // Sector and contract type are the school's lists: their names only.
  'profile_business_sector',
  'profile_contract_type',
  ...Object.values(TIMELINE_KIND).map((kind) => `profile_timeline_kind_${kind}`),
  END_DATE_ERROR_KEY,
];

describe('profile labels of the static lists', () => {
  it.each(LOCALES)('%s has a label for every code', (locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, string>;
    expect(KEYS.filter((key) => !(key in catalogue))).toEqual([]);
  });
});
