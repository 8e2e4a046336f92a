CREATE TABLE "event_slugs" (
	"school_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_slugs_school_id_slug_pk" PRIMARY KEY("school_id","slug")
);
--> statement-breakpoint
ALTER TABLE "event_slugs" ADD CONSTRAINT "event_slugs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slugs" ADD CONSTRAINT "event_slugs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 14 (old event slugs): the tenancy wall (architecture "The tenancy wall").
ALTER TABLE event_slugs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_slugs USING (app_all_schools() OR school_id = app_school_id());
