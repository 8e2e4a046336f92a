import type { PublicationArea } from '@alumni/domain';

/**
 * The sections of School settings (spec 1 §2 Settings "School settings sections"), in the
 * spec's order, each with its title's message key. The section is in `?section=`.
 */
export const SCHOOL_SETTINGS_SECTIONS = [
  'info',
  'map',
  'features',
  'pages',
  'options',
  'roles',
  'campuses',
  'degrees',
  'lists',
  'imports',
  'api',
  'logs',
  'stats',
  'jobValidation',
  'eventValidation',
  'blogValidation',
  'reportValidation',
  'surveys',
  'badges',
  'duplicates',
  'resources',
  'groupsReview',
  'integrations',
  'termsChange',
] as const;
export type SchoolSettingsSection = (typeof SCHOOL_SETTINGS_SECTIONS)[number];

export const SCHOOL_SETTINGS_SECTION_KEYS: Record<SchoolSettingsSection, string> = {
  info: 'schoolsettings_section_info',
  map: 'schoolsettings_section_map',
  features: 'schoolsettings_section_features',
  pages: 'schoolsettings_section_pages',
  options: 'schoolsettings_section_options',
  roles: 'schoolsettings_section_roles',
  campuses: 'schoolsettings_section_campuses',
  degrees: 'schoolsettings_section_degrees',
  lists: 'schoolsettings_section_lists',
  imports: 'schoolsettings_section_imports',
  api: 'schoolsettings_section_api',
  logs: 'schoolsettings_section_logs',
  stats: 'schoolsettings_section_stats',
  jobValidation: 'schoolsettings_section_job_validation',
  eventValidation: 'schoolsettings_section_event_validation',
  blogValidation: 'schoolsettings_section_blog_validation',
  reportValidation: 'schoolsettings_section_report_validation',
  surveys: 'schoolsettings_section_surveys',
  badges: 'schoolsettings_section_badges',
  duplicates: 'schoolsettings_section_duplicates',
  resources: 'schoolsettings_section_resources',
  groupsReview: 'schoolsettings_section_groups_review',
  integrations: 'schoolsettings_section_integrations',
  termsChange: 'schoolsettings_section_terms_change',
};

/** The sections built so far; the others show "not available yet". */
export const BUILT_SCHOOL_SETTINGS_SECTIONS: readonly SchoolSettingsSection[] = [
  'info',
  'map',
  'features',
  'pages',
  'options',
  'roles',
  'campuses',
  'degrees',
  'lists',
  'imports',
  'api',
  'logs',
  'jobValidation',
  'eventValidation',
  'blogValidation',
  'reportValidation',
  'badges',
  'duplicates',
  'resources',
  'groupsReview',
  'integrations',
  'termsChange',
];

/**
 * The sections that set a publishing area's validation (domain PUBLICATION_AREAS): the
 * interest groups review is the `club` area's (issue 33 item 5).
 */
export const VALIDATION_SECTIONS = {
  jobValidation: 'jobad',
  eventValidation: 'event',
  blogValidation: 'blog',
  groupsReview: 'club',
} as const satisfies Partial<Record<SchoolSettingsSection, PublicationArea>>;

export function isSchoolSettingsSection(value: unknown): value is SchoolSettingsSection {
  return (
    typeof value === 'string' && (SCHOOL_SETTINGS_SECTIONS as readonly string[]).includes(value)
  );
}

/**
 * The section asked for in the address; otherwise the first section, in the spec's order,
 * that is built (so the page opens on something usable).
 */
export function schoolSettingsSectionOf(asked: string | null): SchoolSettingsSection {
  if (isSchoolSettingsSection(asked)) return asked;
  return SCHOOL_SETTINGS_SECTIONS.find((s) => BUILT_SCHOOL_SETTINGS_SECTIONS.includes(s)) ?? 'info';
}
