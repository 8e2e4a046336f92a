CREATE TABLE "mass_mail_deliveries" (
	"operation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_mail_deliveries_operation_id_user_id_pk" PRIMARY KEY("operation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "mass_mail_deliveries" ADD CONSTRAINT "mass_mail_deliveries_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_mail_deliveries" ADD CONSTRAINT "mass_mail_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_mail_deliveries" ADD CONSTRAINT "mass_mail_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_mail_deliveries_user_idx" ON "mass_mail_deliveries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('reset', 'activation', 'unsub_jobs', 'unsub_news', 'unsub_platform', 'unsub_massmsg', 'subscription'));--> statement-breakpoint
-- The tenancy wall (migration 0007) for the deliveries of mass mails.
ALTER TABLE mass_mail_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mass_mail_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON mass_mail_deliveries USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): deliveries are written by jobs, which are not audited.
SELECT audit_table('mass_mail_deliveries');
