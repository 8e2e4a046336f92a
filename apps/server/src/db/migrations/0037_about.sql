-- The school pages (spec 1 §2 "School page editing: about, team section, homepage
-- presentation, mentorship presentation, key stats"): the about, home and mentorship
-- presentations of each school in one row, and the about page's team.
CREATE TABLE "school_pages" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"about" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"home" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"mentorship" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"biography" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"photo" varchar(255),
	"user_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_pages" ADD CONSTRAINT "school_pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_school_idx" ON "team_members" USING btree ("school_id","sort_order");
--> statement-breakpoint
-- The tenancy wall (migration 0007): both tables carry their school.
ALTER TABLE school_pages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON school_pages USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE team_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON team_members USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin's edits of the pages and the team are logged.
SELECT audit_table('school_pages');
--> statement-breakpoint
SELECT audit_table('team_members');
