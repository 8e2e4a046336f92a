CREATE TABLE "import_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"import_id" integer,
	"kind" varchar(16) NOT NULL,
	"source" varchar(8) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"valid_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_logs_kind_check" CHECK ("import_logs"."kind" in ('members', 'degrees')),
	CONSTRAINT "import_logs_source_check" CHECK ("import_logs"."source" in ('api', 'cli'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'members' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"report" jsonb NOT NULL,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('members')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('draft', 'submitted', 'applied', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_logs_school_idx" ON "import_logs" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "imports_school_status_idx" ON "imports" USING btree ("school_id","status","id");--> statement-breakpoint
CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status","id");