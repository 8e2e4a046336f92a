-- The school's custom pages (issue 31 item 6; spec 1 §2 /page/{slug}, /page/{slug}/{id}): a
-- slug unique per school, title and body per language, members or public; and their sub-pages.
CREATE TABLE "custom_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"title" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"visibility" varchar(16) DEFAULT 'members' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_subpages" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"title" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_pages" ADD CONSTRAINT "custom_pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_subpages" ADD CONSTRAINT "custom_subpages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_subpages" ADD CONSTRAINT "custom_subpages_page_id_custom_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_pages_school_slug_idx" ON "custom_pages" USING btree ("school_id","slug");--> statement-breakpoint
CREATE INDEX "custom_subpages_page_idx" ON "custom_subpages" USING btree ("page_id","sort_order");--> statement-breakpoint
-- The tenancy wall (migration 0007): both tables carry their school.
ALTER TABLE custom_pages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE custom_pages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON custom_pages USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE custom_subpages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE custom_subpages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON custom_subpages USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin's edits of the pages and sub-pages are logged.
SELECT audit_table('custom_pages');
--> statement-breakpoint
SELECT audit_table('custom_subpages');
