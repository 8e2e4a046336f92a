CREATE TABLE "job_ad_update_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"job_ad_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ad_update_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "job_ad_update_tokens" ADD CONSTRAINT "job_ad_update_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_update_tokens" ADD CONSTRAINT "job_ad_update_tokens_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_update_tokens" ADD CONSTRAINT "job_ad_update_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ad_update_tokens_ad_idx" ON "job_ad_update_tokens" USING btree ("job_ad_id");--> statement-breakpoint
-- Issue 15 item 3: the tenancy wall on the update links (architecture "The tenancy wall").
ALTER TABLE job_ad_update_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON job_ad_update_tokens USING (app_all_schools() OR school_id = app_school_id());
