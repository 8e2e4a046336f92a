import type {
  JOB_CATEGORIES,
  JOB_CONTRACT_TYPES,
  JOB_EXPERIENCE_LEVELS,
  JOB_SECTORS,
  JobAdStatus,
  JobFilledHow,
} from '@alumni/domain';

// Catalogue keys (namespace jobUpdate) of the values a job ad's fields take (domain jobs.ts).

type Keys<T extends readonly string[]> = Record<T[number], string>;

/** Contract types (domain JOB_CONTRACT_TYPES). */
export const CONTRACT_KEYS: Keys<typeof JOB_CONTRACT_TYPES> = {
  permanent: 'jobupdate_contract_permanent',
  fixed_term: 'jobupdate_contract_fixed_term',
  internship: 'jobupdate_contract_internship',
  apprenticeship: 'jobupdate_contract_apprenticeship',
  freelance: 'jobupdate_contract_freelance',
  temporary: 'jobupdate_contract_temporary',
  volunteer: 'jobupdate_contract_volunteer',
};

/** Business sectors (domain JOB_SECTORS). */
export const SECTOR_KEYS: Keys<typeof JOB_SECTORS> = {
  it: 'jobupdate_sector_it',
  finance: 'jobupdate_sector_finance',
  consulting: 'jobupdate_sector_consulting',
  industry: 'jobupdate_sector_industry',
  health: 'jobupdate_sector_health',
  education: 'jobupdate_sector_education',
  public: 'jobupdate_sector_public',
  retail: 'jobupdate_sector_retail',
  media: 'jobupdate_sector_media',
  energy: 'jobupdate_sector_energy',
  transport: 'jobupdate_sector_transport',
  construction: 'jobupdate_sector_construction',
  other: 'jobupdate_sector_other',
};

/** Experience required (domain JOB_EXPERIENCE_LEVELS). */
export const EXPERIENCE_KEYS: Keys<typeof JOB_EXPERIENCE_LEVELS> = {
  none: 'jobupdate_experience_none',
  '0_2': 'jobupdate_experience_0_2',
  '2_5': 'jobupdate_experience_2_5',
  '5_10': 'jobupdate_experience_5_10',
  '10_plus': 'jobupdate_experience_10_plus',
};

/** Roles or categories (domain JOB_CATEGORIES). */
export const CATEGORY_KEYS: Keys<typeof JOB_CATEGORIES> = {
  engineering: 'jobupdate_category_engineering',
  sales: 'jobupdate_category_sales',
  marketing: 'jobupdate_category_marketing',
  finance: 'jobupdate_category_finance',
  hr: 'jobupdate_category_hr',
  operations: 'jobupdate_category_operations',
  management: 'jobupdate_category_management',
  research: 'jobupdate_category_research',
  design: 'jobupdate_category_design',
  legal: 'jobupdate_category_legal',
  other: 'jobupdate_category_other',
};

/** How a closed position was filled (spec 1 §4 Job ad), as the closing form asks it. */
export const FILLED_HOW_KEYS: Record<JobFilledHow, string> = {
  network: 'jobupdate_filled_network',
  outside: 'jobupdate_filled_outside',
  unknown: 'jobupdate_filled_unknown',
  open: 'jobupdate_filled_open',
};

/** An ad's status (domain JOB_AD_STATUSES), as the page names it. */
export const STATUS_KEYS: Record<JobAdStatus, string> = {
  draft: 'jobupdate_status_draft',
  pending: 'jobupdate_status_pending',
  scheduled: 'jobupdate_status_scheduled',
  active: 'jobupdate_status_active',
  inactive: 'jobupdate_status_inactive',
  filled: 'jobupdate_status_filled',
  refused: 'jobupdate_status_refused',
};
