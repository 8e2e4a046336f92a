CREATE TABLE "job_ad_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"job_ad_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" varchar(80) NOT NULL,
	"company" varchar(50) NOT NULL,
	"city" varchar(50) NOT NULL,
	"logo_key" varchar(200) NOT NULL,
	"contract_type" varchar(32) NOT NULL,
	"sector" varchar(32) NOT NULL,
	"experience" varchar(16) NOT NULL,
	"salary" varchar(50) NOT NULL,
	"category" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"contact_email" varchar(50) DEFAULT '' NOT NULL,
	"application_link" varchar(500) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"application_deadline" date NOT NULL,
	"attachment_key" varchar(200),
	"attachment_name" varchar(150),
	"filter_degrees" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" smallint NOT NULL,
	"publish_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_edits" integer DEFAULT 0 NOT NULL,
	"closure" varchar(16),
	"filled_how" varchar(16),
	"closed_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ads_state_check" CHECK ("job_ads"."state" in (1, 2, 3, 4)),
	CONSTRAINT "job_ads_closure_check" CHECK ("job_ads"."closure" is null or "job_ads"."closure" in ('archived', 'filled'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"job_ad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" varchar(150) NOT NULL,
	"last_name" varchar(150) NOT NULL,
	"email" varchar(150) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"cv_key" varchar(200) NOT NULL,
	"cv_name" varchar(150) NOT NULL,
	"cover_letter_key" varchar(200),
	"cover_letter_name" varchar(150),
	"submissions" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_submissions_check" CHECK ("job_applications"."submissions" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "job_ad_history" ADD CONSTRAINT "job_ad_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_history" ADD CONSTRAINT "job_ad_history_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_history" ADD CONSTRAINT "job_ad_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ad_history_job_ad_idx" ON "job_ad_history" USING btree ("job_ad_id","id");--> statement-breakpoint
CREATE INDEX "job_ads_school_state_idx" ON "job_ads" USING btree ("school_id","state","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_ads_author_idx" ON "job_ads" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "job_ads_due_idx" ON "job_ads" USING btree ("publish_at") WHERE "job_ads"."state" = 3 and "job_ads"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "job_ads_active_idx" ON "job_ads" USING btree ("announced_at") WHERE "job_ads"."state" = 3 and "job_ads"."closure" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_ad_user_idx" ON "job_applications" USING btree ("job_ad_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id");--> statement-breakpoint
-- Issue 15 (jobs): the tenancy wall on every job table (architecture "The tenancy wall").
ALTER TABLE job_ads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON job_ads USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE job_ad_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON job_ad_history USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE job_applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON job_applications USING (app_all_schools() OR school_id = app_school_id());
