CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"icon" varchar(16),
	"title" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_format" varchar(8) NOT NULL,
	"file_size" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_downloads" CHECK ("resources"."downloads" >= 0),
	CONSTRAINT "resources_file_format" CHECK ("resources"."file_format" in ('pdf', 'doc', 'docx', 'gif', 'jpg', 'png', 'mp4'))
);
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_file_key_idx" ON "resources" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "resources_order_idx" ON "resources" USING btree ("school_id","position");--> statement-breakpoint
-- The tenancy wall (migration 0007): a resource is its school's.
ALTER TABLE resources ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON resources USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): admins' changes of the resources are logged with their rows
-- (downloads are counted by members' reads, never audited).
SELECT audit_table('resources');
