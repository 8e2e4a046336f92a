-- School integrations (issue 31 item 9; spec 1 §3 "Integration: base URL, API token, filters,
-- mappings"): the token is stored encrypted by the app (AES-256-GCM, key from INTEGRATIONS_SECRET).
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"token_encrypted" text,
	"token_key_id" varchar(32),
	"filter_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_degrees" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_campuses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_school_idx" ON "integrations" USING btree ("school_id");--> statement-breakpoint
-- The tenancy wall (migration 0007): the row carries its school.
ALTER TABLE integrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE integrations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON integrations USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin's changes are logged; token_encrypted and
-- token_key_id match the secret pattern, so only their names are recorded.
SELECT audit_table('integrations');
