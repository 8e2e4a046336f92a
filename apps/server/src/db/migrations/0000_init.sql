CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"section" varchar(255),
	"subsection" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(32) NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"value" varchar(32) NOT NULL,
	"label" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_view_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_role_id" integer NOT NULL,
	"app" varchar(64) NOT NULL,
	"view" varchar(64) NOT NULL,
	"allowed" boolean DEFAULT false NOT NULL,
	"superowner_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"icon" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"priority_order" integer DEFAULT 0 NOT NULL,
	"icon" varchar(64),
	"priority" integer DEFAULT 0 NOT NULL,
	"url_redirect" text,
	"slug" varchar(100),
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"enable_free_reg" boolean DEFAULT false NOT NULL,
	"color" varchar(7),
	"names" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"shown_in_directory" boolean DEFAULT true NOT NULL,
	CONSTRAINT "school_roles_role_check" CHECK ("school_roles"."role" between 2 and 8)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"name" varchar(255) NOT NULL,
	"address" text,
	"description" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"primary_color" varchar(7) DEFAULT '#ffb600' NOT NULL,
	"secondary_color" varchar(7) DEFAULT '#00a19b' NOT NULL,
	"preferred_locale" smallint DEFAULT 1 NOT NULL,
	"wording" varchar(16) DEFAULT 'default' NOT NULL,
	"login_photo" text,
	"description_photo" text,
	"logo" text,
	"cover" text,
	"icon_pwa" text,
	"currency" varchar(10) DEFAULT 'EUR' NOT NULL,
	"phone_countries" jsonb DEFAULT '["FR"]'::jsonb NOT NULL,
	"sender_name" varchar(255) DEFAULT '' NOT NULL,
	"sender_email" varchar(255) DEFAULT '' NOT NULL,
	"email_backend" jsonb,
	"has_campus" boolean DEFAULT false NOT NULL,
	"tracker" varchar(255),
	"max_mentees_per_mentor" integer,
	"terms_use_url" text,
	"privacy_policy_url" text,
	"legal_url" text,
	"map_enabled" boolean DEFAULT true NOT NULL,
	"map_center_lat_e6" integer DEFAULT 46603354 NOT NULL,
	"map_center_lng_e6" integer DEFAULT 1888334 NOT NULL,
	"map_zoom" smallint DEFAULT 5 NOT NULL,
	"jt_button_enabled" boolean DEFAULT false NOT NULL,
	"jt_button_url" text,
	"min_registration_age" smallint DEFAULT 0 NOT NULL,
	"validate_registration" boolean DEFAULT true NOT NULL,
	"validate_jobads" boolean DEFAULT false NOT NULL,
	"validate_report" boolean DEFAULT false NOT NULL,
	"validate_blog" boolean DEFAULT false NOT NULL,
	"validate_event" boolean DEFAULT false NOT NULL,
	"validate_club" boolean DEFAULT false NOT NULL,
	"has_public_pages" boolean DEFAULT false NOT NULL,
	"show_external" boolean DEFAULT false NOT NULL,
	"show_inactive" boolean DEFAULT false NOT NULL,
	"show_views_blog" boolean DEFAULT true NOT NULL,
	"show_views_jobads" boolean DEFAULT true NOT NULL,
	"feed_hide_jobads" boolean DEFAULT false NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"has_filter_jobads" boolean DEFAULT false NOT NULL,
	"has_filter_blog" boolean DEFAULT false NOT NULL,
	"has_filter_event" boolean DEFAULT false NOT NULL,
	"has_filter_club" boolean DEFAULT false NOT NULL,
	"user_map" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_preferred_locale_check" CHECK ("schools"."preferred_locale" in (1, 2)),
	CONSTRAINT "schools_wording_check" CHECK ("schools"."wording" in ('default', 'certificate'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"activation_date" timestamp with time zone,
	"deactivation_date" timestamp with time zone,
	"requires_validation" boolean DEFAULT false NOT NULL,
	"degree_id" integer,
	"graduation_year" smallint,
	"campus_id" integer,
	"has_pending_change" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" between 2 and 8)
);
--> statement-breakpoint
CREATE TABLE "userrole_validators" (
	"user_role_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"scope" smallint NOT NULL,
	CONSTRAINT "userrole_validators_user_role_id_scope_pk" PRIMARY KEY("user_role_id","scope"),
	CONSTRAINT "userrole_validators_scope_check" CHECK ("userrole_validators"."scope" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"first_name" varchar(150) NOT NULL,
	"last_name" varchar(150) NOT NULL,
	"birth_name" varchar(150),
	"civility" varchar(8),
	"summary" varchar(1000),
	"phone" varchar(32),
	"date_birth" date,
	"city" varchar(150),
	"country" varchar(2),
	"picture" text,
	"banner" text,
	"external_ref" varchar(64),
	"opportunities_enabled" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"terms_use" boolean DEFAULT false NOT NULL,
	"privacy_policy" boolean DEFAULT false NOT NULL,
	"consent_newsletter" boolean DEFAULT false NOT NULL,
	"consent_mass_messages" boolean DEFAULT false NOT NULL,
	"mute_profile_update" boolean DEFAULT false NOT NULL,
	"jury" boolean DEFAULT false NOT NULL,
	"ambassador" boolean DEFAULT false NOT NULL,
	"temporary_lecturer" boolean DEFAULT false NOT NULL,
	"last_profile_update" timestamp with time zone,
	"activation_date" timestamp with time zone,
	"import_date" timestamp with time zone,
	"registration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_civility_check" CHECK ("users"."civility" is null or "users"."civility" in ('M.', 'Mme.'))
);
--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_numbers" ADD CONSTRAINT "key_numbers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_view_permissions" ADD CONSTRAINT "role_view_permissions_school_role_id_school_roles_id_fk" FOREIGN KEY ("school_role_id") REFERENCES "public"."school_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_badges" ADD CONSTRAINT "school_badges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_features" ADD CONSTRAINT "school_features_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_features" ADD CONSTRAINT "school_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_links" ADD CONSTRAINT "school_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roles" ADD CONSTRAINT "school_roles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userrole_validators" ADD CONSTRAINT "userrole_validators_user_role_id_user_roles_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userrole_validators" ADD CONSTRAINT "userrole_validators_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_school_name_key" ON "campuses" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_school_name_key" ON "degrees" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "features_path_key" ON "features" USING btree ("path");--> statement-breakpoint
CREATE INDEX "key_numbers_school_idx" ON "key_numbers" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_view_permissions_key" ON "role_view_permissions" USING btree ("school_role_id","app","view");--> statement-breakpoint
CREATE INDEX "school_badges_school_idx" ON "school_badges" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_features_school_idx" ON "school_features" USING btree ("school_id","order");--> statement-breakpoint
CREATE INDEX "school_links_school_idx" ON "school_links" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_roles_school_role_key" ON "school_roles" USING btree ("school_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_subdomain_key" ON "schools" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_school_role_key" ON "user_roles" USING btree ("user_id","school_id","role");--> statement-breakpoint
CREATE INDEX "user_roles_school_idx" ON "user_roles" USING btree ("school_id","role");--> statement-breakpoint
CREATE INDEX "userrole_validators_school_idx" ON "userrole_validators" USING btree ("school_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));