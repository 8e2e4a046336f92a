-- More of the school's static lists (issue 31 item 3): a job ad's contract type, business
-- sector, experience required and role, a work experience's business sector and contract
-- type (one list each shared with job ads: spec 1 §3 names them alike), a group's category.
-- A job ad's experience now stores any option's code (up to 32 characters, as the others).
ALTER TABLE "job_ads" ALTER COLUMN "experience" SET DATA TYPE varchar(32);
--> statement-breakpoint
-- Work experiences' business sectors that said what a job ad's did take the job ads' codes, so
-- that the shared list holds each once (domain STATIC_LIST_DEFAULTS keeps the job ads' codes).
UPDATE work_experiences SET business_sector = CASE business_sector
    WHEN 'it_digital' THEN 'it'
    WHEN 'banking_insurance' THEN 'finance'
    WHEN 'public_sector' THEN 'public'
    WHEN 'logistics' THEN 'transport'
  END
WHERE business_sector IN ('it_digital', 'banking_insurance', 'public_sector', 'logistics');
--> statement-breakpoint
-- The weekly job summary's contract-type filter stored codes of its own (cdi, cdd, interim,
-- volunteering) which no job ad had: they become the job ads' codes it meant.
UPDATE user_school_settings SET weekly_job_contract_types = (
  SELECT coalesce(jsonb_agg(DISTINCT CASE code
      WHEN 'cdi' THEN 'permanent'
      WHEN 'cdd' THEN 'fixed_term'
      WHEN 'interim' THEN 'temporary'
      WHEN 'volunteering' THEN 'volunteer'
      ELSE code
    END), '[]'::jsonb)
  FROM jsonb_array_elements_text(weekly_job_contract_types) AS chosen(code)
)
WHERE jsonb_typeof(weekly_job_contract_types) = 'array'
  AND weekly_job_contract_types ?| array['cdi', 'cdd', 'interim', 'volunteering'];
--> statement-breakpoint
-- Every existing school gets the options the code offered until now (a new school gets them
-- from addStaticListDefaults, the same lists).
INSERT INTO static_list_options (school_id, scope, ext_id, text_fr, text_en, position)
SELECT s.id, d.scope, d.ext_id, d.text_fr, d.text_en, d.position
FROM schools s CROSS JOIN (VALUES
  ('contract_type', 'permanent', 'CDI', 'Permanent', 0),
  ('contract_type', 'fixed_term', 'CDD', 'Fixed-term', 1),
  ('contract_type', 'internship', 'Stage', 'Internship', 2),
  ('contract_type', 'apprenticeship', 'Alternance', 'Apprenticeship', 3),
  ('contract_type', 'freelance', 'Freelance', 'Freelance', 4),
  ('contract_type', 'temporary', 'Intérim', 'Temporary', 5),
  ('contract_type', 'volunteer', 'Volontariat', 'Volunteer', 6),
  ('contract_type', 'civil_service', 'Fonction publique', 'Civil service', 7),
  ('contract_type', 'other', 'Autre contrat', 'Other contract', 8),
  ('business_sector', 'it', 'Informatique et numérique', 'IT and digital', 0),
  ('business_sector', 'finance', 'Banque, finance, assurance', 'Banking, finance, insurance', 1),
  ('business_sector', 'consulting', 'Conseil', 'Consulting', 2),
  ('business_sector', 'industry', 'Industrie', 'Industry', 3),
  ('business_sector', 'health', 'Santé et social', 'Health and social care', 4),
  ('business_sector', 'education', 'Enseignement, formation, recherche', 'Education, training, research', 5),
  ('business_sector', 'public', 'Secteur public', 'Public sector', 6),
  ('business_sector', 'retail', 'Commerce et distribution', 'Retail', 7),
  ('business_sector', 'media', 'Médias et communication', 'Media and communication', 8),
  ('business_sector', 'energy', 'Énergie', 'Energy', 9),
  ('business_sector', 'transport', 'Transport et logistique', 'Transport and logistics', 10),
  ('business_sector', 'construction', 'BTP et immobilier', 'Construction and real estate', 11),
  ('business_sector', 'agriculture', 'Agriculture', 'Agriculture', 12),
  ('business_sector', 'hospitality', 'Hôtellerie, restauration, tourisme', 'Hospitality and tourism', 13),
  ('business_sector', 'services', 'Services', 'Services', 14),
  ('business_sector', 'other', 'Autre secteur', 'Other sector', 15),
  ('job_experience', 'none', 'Débutant accepté', 'No experience required', 0),
  ('job_experience', '0_2', 'Moins de 2 ans', 'Less than 2 years', 1),
  ('job_experience', '2_5', '2 à 5 ans', '2 to 5 years', 2),
  ('job_experience', '5_10', '5 à 10 ans', '5 to 10 years', 3),
  ('job_experience', '10_plus', 'Plus de 10 ans', 'More than 10 years', 4),
  ('job_category', 'engineering', 'Ingénierie et technique', 'Engineering', 0),
  ('job_category', 'sales', 'Commercial et vente', 'Sales', 1),
  ('job_category', 'marketing', 'Marketing', 'Marketing', 2),
  ('job_category', 'finance', 'Finance et comptabilité', 'Finance and accounting', 3),
  ('job_category', 'hr', 'Ressources humaines', 'Human resources', 4),
  ('job_category', 'operations', 'Opérations et production', 'Operations', 5),
  ('job_category', 'management', 'Direction et management', 'Management', 6),
  ('job_category', 'research', 'Recherche et développement', 'Research and development', 7),
  ('job_category', 'design', 'Design et création', 'Design', 8),
  ('job_category', 'legal', 'Juridique', 'Legal', 9),
  ('job_category', 'other', 'Autre métier', 'Other role', 10),
  ('group_category', 'class_year', 'Promotions', 'Class years', 0),
  ('group_category', 'region', 'Régions et international', 'Regions and abroad', 1),
  ('group_category', 'profession', 'Métiers et secteurs', 'Professions and sectors', 2),
  ('group_category', 'association', 'Associations et clubs', 'Associations and clubs', 3),
  ('group_category', 'interest', 'Loisirs et passions', 'Hobbies and interests', 4),
  ('group_category', 'other', 'Autre', 'Other', 5)
) AS d(scope, ext_id, text_fr, text_en, position)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A stored value the fixed lists did not hold (none should) still becomes an option, last,
-- named by its code, so that nothing points at a missing option. A work experience belongs to
-- its member: its codes go to every school where the member holds a role.
INSERT INTO static_list_options (school_id, scope, ext_id, text_fr, text_en, position)
SELECT used.school_id, used.scope, used.code, used.code, used.code,
  100 + row_number() OVER (PARTITION BY used.school_id, used.scope ORDER BY used.code)
FROM (
  SELECT DISTINCT school_id, 'contract_type' AS scope, contract_type AS code FROM job_ads
  UNION
  SELECT DISTINCT school_id, 'business_sector', sector FROM job_ads
  UNION
  SELECT DISTINCT school_id, 'job_experience', experience FROM job_ads
  UNION
  SELECT DISTINCT school_id, 'job_category', category FROM job_ads
  UNION
  SELECT DISTINCT r.school_id, 'business_sector', w.business_sector
  FROM work_experiences w JOIN user_roles r ON r.user_id = w.user_id
  WHERE w.business_sector IS NOT NULL
  UNION
  SELECT DISTINCT r.school_id, 'contract_type', w.contract_type
  FROM work_experiences w JOIN user_roles r ON r.user_id = w.user_id
  WHERE w.contract_type IS NOT NULL
) AS used
WHERE NOT EXISTS (
  SELECT 1 FROM static_list_options o
  WHERE o.school_id = used.school_id AND o.scope = used.scope AND o.ext_id = used.code
);
