-- The school's static lists (issue 31 item 3; spec 1 §3 Other "List translation: scope,
-- ext_id, locale, translation, order"): one row per option, its texts in both languages. The
-- lists that were fixed in the code (domain STATIC_LIST_DEFAULTS) become each school's below,
-- with the codes articles and events already store, so that they keep pointing at options.
CREATE TABLE "static_list_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"scope" varchar(40) NOT NULL,
	"ext_id" varchar(32) NOT NULL,
	"text_fr" varchar(100) DEFAULT '' NOT NULL,
	"text_en" varchar(100) DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_list_options_text" CHECK ("static_list_options"."text_fr" <> '' or "static_list_options"."text_en" <> '')
);
--> statement-breakpoint
ALTER TABLE "static_list_options" ADD CONSTRAINT "static_list_options_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "static_list_options_code_idx" ON "static_list_options" USING btree ("school_id","scope","ext_id");--> statement-breakpoint
CREATE INDEX "static_list_options_order_idx" ON "static_list_options" USING btree ("school_id","scope","position");

--> statement-breakpoint
-- The tenancy wall (migration 0007).
ALTER TABLE static_list_options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON static_list_options USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- Every existing school gets the options the code offered until now (a new school gets them
-- from addStaticListDefaults, the same list).
INSERT INTO static_list_options (school_id, scope, ext_id, text_fr, text_en, position)
SELECT s.id, d.scope, d.ext_id, d.text_fr, d.text_en, d.position
FROM schools s CROSS JOIN (VALUES
  ('article_category', 'news', 'Actualités', 'News', 0),
  ('article_category', 'school_life', 'Vie de l’école', 'School life', 1),
  ('article_category', 'careers', 'Carrières', 'Careers', 2),
  ('article_category', 'portraits', 'Portraits', 'Portraits', 3),
  ('article_category', 'events', 'Événements', 'Events', 4),
  ('article_category', 'partners', 'Partenaires', 'Partners', 5),
  ('article_category', 'other', 'Autre', 'Other', 6),
  ('event_category', 'networking', 'Réseautage', 'Networking', 0),
  ('event_category', 'conference', 'Conférence', 'Conference', 1),
  ('event_category', 'workshop', 'Atelier', 'Workshop', 2),
  ('event_category', 'afterwork', 'Afterwork', 'Afterwork', 3),
  ('event_category', 'sport', 'Sport', 'Sport', 4),
  ('event_category', 'career', 'Carrière', 'Career', 5),
  ('event_category', 'other', 'Autre', 'Other', 6)
) AS d(scope, ext_id, text_fr, text_en, position);
--> statement-breakpoint
-- A stored value the fixed lists did not hold (none should) still becomes an option, last,
-- named by its code, so that no article or event points at nothing.
INSERT INTO static_list_options (school_id, scope, ext_id, text_fr, text_en, position)
SELECT used.school_id, used.scope, used.code, used.code, used.code,
  100 + row_number() OVER (PARTITION BY used.school_id, used.scope ORDER BY used.code)
FROM (
  SELECT DISTINCT school_id, 'article_category' AS scope, category AS code FROM articles
  UNION
  SELECT DISTINCT school_id, 'event_category', category FROM events
) AS used
WHERE NOT EXISTS (
  SELECT 1 FROM static_list_options o
  WHERE o.school_id = used.school_id AND o.scope = used.scope AND o.ext_id = used.code
);
--> statement-breakpoint
-- The audit log (migration 0032): admins' changes of the lists are logged with their rows.
SELECT audit_table('static_list_options');
