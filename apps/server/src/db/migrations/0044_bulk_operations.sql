CREATE TABLE "bulk_operation_items" (
	"operation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_operation_items_operation_id_user_id_pk" PRIMARY KEY("operation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"not_reached" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"target_ids" integer[] NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "bulk_operation_items" ADD CONSTRAINT "bulk_operation_items_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operation_items" ADD CONSTRAINT "bulk_operation_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operation_items" ADD CONSTRAINT "bulk_operation_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operations" ADD CONSTRAINT "bulk_operations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operations" ADD CONSTRAINT "bulk_operations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_operations_school_created_idx" ON "bulk_operations" USING btree ("school_id","created_at");
--> statement-breakpoint
-- Bulk operations (issue 32 item 5, issue 34 item 1; platform/bulk-operations.ts): an admin's
-- action on many members, its members fixed at creation (`target_ids`), and one item per member
-- once the runner has done them (primary key (operation, user): a resumed run skips them).
-- The tenancy wall (migration 0007): both tables carry their school.
ALTER TABLE bulk_operations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE bulk_operations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON bulk_operations USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE bulk_operation_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE bulk_operation_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON bulk_operation_items USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin starting an operation is logged with its row; its
-- members' ids are bulky and derived from `params.target`, so not recorded. The runner works in
-- jobs, outside any admin's transaction: its writes are not audited.
SELECT audit_table('bulk_operations', 'target_ids');
--> statement-breakpoint
SELECT audit_table('bulk_operation_items');
