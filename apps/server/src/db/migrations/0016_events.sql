CREATE TABLE "event_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_quantity_check" CHECK ("event_registrations"."quantity" > 0),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waiting', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"per_order_limit" integer NOT NULL,
	"sales_start" timestamp with time zone,
	"sales_end" timestamp with time zone,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_price_check" CHECK ("event_tickets"."price_cents" >= 0),
	CONSTRAINT "event_tickets_seats_check" CHECK ("event_tickets"."quantity" > 0 and "event_tickets"."per_order_limit" > 0 and "event_tickets"."confirmed" between 0 and "event_tickets"."quantity")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"online_link" varchar(500) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(100) NOT NULL,
	"organizer" varchar(255) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"category" varchar(32) NOT NULL,
	"registration_type" varchar(16) NOT NULL,
	"external_link" varchar(500) DEFAULT '' NOT NULL,
	"state" smallint NOT NULL,
	"publish_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_edits" integer DEFAULT 0 NOT NULL,
	"filter_degrees" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_campuses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_state_check" CHECK ("events"."state" in (1, 2, 3, 4)),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_at" > "events"."start_at"),
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('online', 'on_site')),
	CONSTRAINT "events_registration_type_check" CHECK ("events"."registration_type" in ('internal', 'external', 'none'))
);
--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ticket_id_event_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_registrations_ticket_status_idx" ON "event_registrations" USING btree ("ticket_id","status","id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_user_idx" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "events_school_slug_idx" ON "events" USING btree ("school_id","slug");--> statement-breakpoint
CREATE INDEX "events_school_state_start_idx" ON "events" USING btree ("school_id","state","start_at");--> statement-breakpoint
CREATE INDEX "events_author_idx" ON "events" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "events_due_idx" ON "events" USING btree ("publish_at") WHERE "events"."state" = 3 and "events"."announced_at" is null;--> statement-breakpoint
-- Issue 14 (events): the tenancy wall on every event table (architecture "The tenancy wall").
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON events USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE event_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_history USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE event_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_tickets USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE event_registrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON event_registrations USING (app_all_schools() OR school_id = app_school_id());
