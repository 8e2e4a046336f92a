CREATE TABLE "event_registration_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_documents_status_check" CHECK ("event_registration_documents"."status" in ('pending', 'accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "event_required_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_registration_documents" ADD CONSTRAINT "event_registration_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_documents" ADD CONSTRAINT "event_registration_documents_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_documents" ADD CONSTRAINT "event_registration_documents_document_id_event_required_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."event_required_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_documents" ADD CONSTRAINT "event_registration_documents_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_required_documents" ADD CONSTRAINT "event_required_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_required_documents" ADD CONSTRAINT "event_required_documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registration_documents_idx" ON "event_registration_documents" USING btree ("registration_id","document_id");--> statement-breakpoint
CREATE INDEX "event_registration_documents_document_idx" ON "event_registration_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "event_required_documents_event_idx" ON "event_required_documents" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waiting', 'pending', 'cancelled'));--> statement-breakpoint
-- Issue 14 item 5 (documents to validate): the tenancy wall on the new tables (architecture
-- "The tenancy wall").
ALTER TABLE event_required_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_required_documents USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE event_registration_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_registration_documents USING (app_all_schools() OR school_id = app_school_id());
