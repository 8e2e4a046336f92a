-- Terms changes (issue 31 item 5; spec 1 §3 School terms_use_url, privacy_policy_url, User
-- terms_use, privacy_policy): a school's terms versions and its members' acceptances of them.
CREATE TABLE "school_terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"version" integer NOT NULL,
	"terms_use_url" text,
	"privacy_policy_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"notify_members" boolean DEFAULT false NOT NULL,
	CONSTRAINT "school_terms_versions_version_check" CHECK ("school_terms_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_terms_versions" ADD CONSTRAINT "school_terms_versions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_terms_versions" ADD CONSTRAINT "school_terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_terms_versions_school_version_key" ON "school_terms_versions" USING btree ("school_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_school_user_version_key" ON "terms_acceptances" USING btree ("school_id","user_id","version");--> statement-breakpoint
CREATE INDEX "terms_acceptances_school_version_idx" ON "terms_acceptances" USING btree ("school_id","version","accepted_at");
--> statement-breakpoint
-- After the unique index it references (drizzle-kit writes foreign keys first).
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_fk" FOREIGN KEY ("school_id","version") REFERENCES "public"."school_terms_versions"("school_id","version") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Backfill: every existing school gets version 1, its addresses as they are, in force since the
-- school was created; every existing member counts as having accepted it when they registered
-- (their account's registration date, or when they joined this school if later or unknown), so
-- nobody is asked after the upgrade until an admin publishes a change.
INSERT INTO school_terms_versions (school_id, version, terms_use_url, privacy_policy_url, published_at)
SELECT id, 1, terms_use_url, privacy_policy_url, created_at FROM schools;
--> statement-breakpoint
INSERT INTO terms_acceptances (school_id, user_id, version, accepted_at)
SELECT r.school_id, r.user_id, 1, greatest(u.registration_date, min(r.created_at))
  FROM user_roles r JOIN users u ON u.id = r.user_id
 WHERE r.refused_at IS NULL
 GROUP BY r.school_id, r.user_id, u.registration_date;
--> statement-breakpoint
-- The tenancy wall (migration 0007): both tables carry their school.
ALTER TABLE school_terms_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_terms_versions USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE terms_acceptances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON terms_acceptances USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin publishing terms, or accepting them, is logged with
-- its rows.
SELECT audit_table('school_terms_versions');
--> statement-breakpoint
SELECT audit_table('terms_acceptances');
