CREATE TABLE "event_calendar_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "check_in_code" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "event_calendar_tokens" ADD CONSTRAINT "event_calendar_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendar_tokens" ADD CONSTRAINT "event_calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_calendar_tokens_school_user_idx" ON "event_calendar_tokens" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_calendar_tokens_hash_idx" ON "event_calendar_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_calendar_tokens_user_idx" ON "event_calendar_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_check_in_code_idx" ON "event_registrations" USING btree ("check_in_code");--> statement-breakpoint
-- Issue 14 (events: participants, calendars, check-in): the tenancy wall on the new table
-- (architecture "The tenancy wall"); event_registrations keeps its policy of 0016.
ALTER TABLE event_calendar_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_calendar_tokens USING (app_all_schools() OR school_id = app_school_id());
