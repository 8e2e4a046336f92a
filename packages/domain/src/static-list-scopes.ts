import type { LocalizedText } from './locales.ts';

/**
 * The school's static lists by name (a *scope*, spec 1 §3 Other "List translation: scope,
 * ext_id, locale, translation, order"; issue 31 item 3) and the options every school starts
 * with. Apart from static-lists.ts (the schemas) so that this plain data stays small.
 */

/**
 * The lists, by the content that takes its value from one:
 * - `article_category`: an article's category (spec 1 §3 Blog article "category");
 * - `event_category`: an event's (Event "category");
 * - `contract_type`, `business_sector`: a job ad's and a work experience's (spec 1 §3 Job ad
 *   "contract type, business sector", Work experience "business sector, contract type": one
 *   list each, shared by both); a member's weekly job summary filters on the contract types;
 * - `job_experience`: a job ad's experience required (Job ad "experience required");
 * - `job_category`: a job ad's role or category (Job ad "role/category");
 * - `group_category`: a group's category (spec 1 §3 Group "category"; groups are not built
 *   yet, so nothing counts its uses).
 */
export const STATIC_LIST_SCOPES = [
  'article_category',
  'event_category',
  'contract_type',
  'business_sector',
  'job_experience',
  'job_category',
  'group_category',
] as const;
export type StaticListScope = (typeof STATIC_LIST_SCOPES)[number];

/** A default option: its code and texts (STATIC_LIST_DEFAULTS). */
export interface StaticOptionDefault {
  ext_id: string;
  translations: LocalizedText;
}

const option = (ext_id: string, fr: string, en: string): StaticOptionDefault => ({
  ext_id,
  translations: { fr, en },
});

/**
 * The options every school starts with, in their order: the codes content stored before the
 * lists were the school's, with the texts the web showed for them. A new school gets them
 * (the server's addStaticListDefaults); the migrations that made the lists (0035, 0042) gave
 * them to the schools that existed. The shared business sectors keep the job ads' codes; the
 * work experiences' codes that said the same (`it_digital`, `banking_insurance`,
 * `public_sector`, `logistics`) were moved to them by migration 0042.
 */
export const STATIC_LIST_DEFAULTS: Record<StaticListScope, readonly StaticOptionDefault[]> = {
  article_category: [
    option('news', 'Actualités', 'News'),
    option('school_life', 'Vie de l’école', 'School life'),
    option('careers', 'Carrières', 'Careers'),
    option('portraits', 'Portraits', 'Portraits'),
    option('events', 'Événements', 'Events'),
    option('partners', 'Partenaires', 'Partners'),
    option('other', 'Autre', 'Other'),
  ],
  event_category: [
    option('networking', 'Réseautage', 'Networking'),
    option('conference', 'Conférence', 'Conference'),
    option('workshop', 'Atelier', 'Workshop'),
    option('afterwork', 'Afterwork', 'Afterwork'),
    option('sport', 'Sport', 'Sport'),
    option('career', 'Carrière', 'Career'),
    option('other', 'Autre', 'Other'),
  ],
  contract_type: [
    option('permanent', 'CDI', 'Permanent'),
    option('fixed_term', 'CDD', 'Fixed-term'),
    option('internship', 'Stage', 'Internship'),
    option('apprenticeship', 'Alternance', 'Apprenticeship'),
    option('freelance', 'Freelance', 'Freelance'),
    option('temporary', 'Intérim', 'Temporary'),
    option('volunteer', 'Volontariat', 'Volunteer'),
    option('civil_service', 'Fonction publique', 'Civil service'),
    option('other', 'Autre contrat', 'Other contract'),
  ],
  business_sector: [
    option('it', 'Informatique et numérique', 'IT and digital'),
    option('finance', 'Banque, finance, assurance', 'Banking, finance, insurance'),
    option('consulting', 'Conseil', 'Consulting'),
    option('industry', 'Industrie', 'Industry'),
    option('health', 'Santé et social', 'Health and social care'),
    option('education', 'Enseignement, formation, recherche', 'Education, training, research'),
    option('public', 'Secteur public', 'Public sector'),
    option('retail', 'Commerce et distribution', 'Retail'),
    option('media', 'Médias et communication', 'Media and communication'),
    option('energy', 'Énergie', 'Energy'),
    option('transport', 'Transport et logistique', 'Transport and logistics'),
    option('construction', 'BTP et immobilier', 'Construction and real estate'),
    option('agriculture', 'Agriculture', 'Agriculture'),
    option('hospitality', 'Hôtellerie, restauration, tourisme', 'Hospitality and tourism'),
    option('services', 'Services', 'Services'),
    option('other', 'Autre secteur', 'Other sector'),
  ],
  job_experience: [
    option('none', 'Débutant accepté', 'No experience required'),
    option('0_2', 'Moins de 2 ans', 'Less than 2 years'),
    option('2_5', '2 à 5 ans', '2 to 5 years'),
    option('5_10', '5 à 10 ans', '5 to 10 years'),
    option('10_plus', 'Plus de 10 ans', 'More than 10 years'),
  ],
  job_category: [
    option('engineering', 'Ingénierie et technique', 'Engineering'),
    option('sales', 'Commercial et vente', 'Sales'),
    option('marketing', 'Marketing', 'Marketing'),
    option('finance', 'Finance et comptabilité', 'Finance and accounting'),
    option('hr', 'Ressources humaines', 'Human resources'),
    option('operations', 'Opérations et production', 'Operations'),
    option('management', 'Direction et management', 'Management'),
    option('research', 'Recherche et développement', 'Research and development'),
    option('design', 'Design et création', 'Design'),
    option('legal', 'Juridique', 'Legal'),
    option('other', 'Autre métier', 'Other role'),
  ],
  group_category: [
    option('class_year', 'Promotions', 'Class years'),
    option('region', 'Régions et international', 'Regions and abroad'),
    option('profession', 'Métiers et secteurs', 'Professions and sectors'),
    option('association', 'Associations et clubs', 'Associations and clubs'),
    option('interest', 'Loisirs et passions', 'Hobbies and interests'),
    option('other', 'Autre', 'Other'),
  ],
};
