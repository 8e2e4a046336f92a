import type {
  JobAdStatus,
  JobCategory,
  JobContractType,
  JobExperience,
  JobFilledHow,
  JobSector,
} from '@alumni/domain';

/**
 * Catalogue keys of the job ads' value lists (domain jobs.ts: contract types, sectors,
 * experience levels, categories, how a position was filled) and the list's status filter, as
 * literals the catalogue test can check (the publication kit names the statuses and history).
 */

export const CONTRACT_KEYS: Record<JobContractType, string> = {
  permanent: 'jobs_contract_permanent',
  fixed_term: 'jobs_contract_fixed_term',
  internship: 'jobs_contract_internship',
  apprenticeship: 'jobs_contract_apprenticeship',
  freelance: 'jobs_contract_freelance',
  temporary: 'jobs_contract_temporary',
  volunteer: 'jobs_contract_volunteer',
};

export const SECTOR_KEYS: Record<JobSector, string> = {
  it: 'jobs_sector_it',
  finance: 'jobs_sector_finance',
  consulting: 'jobs_sector_consulting',
  industry: 'jobs_sector_industry',
  health: 'jobs_sector_health',
  education: 'jobs_sector_education',
  public: 'jobs_sector_public',
  retail: 'jobs_sector_retail',
  media: 'jobs_sector_media',
  energy: 'jobs_sector_energy',
  transport: 'jobs_sector_transport',
  construction: 'jobs_sector_construction',
  other: 'jobs_sector_other',
};

export const EXPERIENCE_KEYS: Record<JobExperience, string> = {
  none: 'jobs_experience_none',
  '0_2': 'jobs_experience_0_2',
  '2_5': 'jobs_experience_2_5',
  '5_10': 'jobs_experience_5_10',
  '10_plus': 'jobs_experience_10_plus',
};

export const CATEGORY_KEYS: Record<JobCategory, string> = {
  engineering: 'jobs_category_engineering',
  sales: 'jobs_category_sales',
  marketing: 'jobs_category_marketing',
  finance: 'jobs_category_finance',
  hr: 'jobs_category_hr',
  operations: 'jobs_category_operations',
  management: 'jobs_category_management',
  research: 'jobs_category_research',
  design: 'jobs_category_design',
  legal: 'jobs_category_legal',
  other: 'jobs_category_other',
};

/** The answers of the deactivation dialog (spec 1 §4 Job ad). */
export const FILLED_HOW_KEYS: Record<JobFilledHow, string> = {
  unknown: 'jobs_filled_how_unknown',
  network: 'jobs_filled_how_network',
  outside: 'jobs_filled_how_outside',
  open: 'jobs_filled_how_open',
};

/** The list's status filter (jobRules LIST_STATUSES). */
export const STATUS_FILTER_KEYS: Record<JobAdStatus, string> = {
  active: 'jobs_filter_active',
  draft: 'jobs_filter_draft',
  scheduled: 'jobs_filter_scheduled',
  pending: 'jobs_filter_pending',
  refused: 'jobs_filter_refused',
  inactive: 'jobs_filter_inactive',
  filled: 'jobs_filter_filled',
};
