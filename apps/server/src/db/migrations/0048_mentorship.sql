CREATE TABLE "mentorship_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"mentee_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"request_message" varchar(1000) DEFAULT '' NOT NULL,
	"refusal_reason" varchar(500),
	"mentoring_type" varchar(64),
	"validated" boolean DEFAULT true NOT NULL,
	"invited_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" varchar(1000),
	"deleted_by_mentor" boolean DEFAULT false NOT NULL,
	"deleted_by_mentee" boolean DEFAULT false NOT NULL,
	"last_nudged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_matches_status" CHECK ("mentorship_matches"."status" in (0, 1, 2, 9, 10, 11)),
	CONSTRAINT "mentorship_matches_rating" CHECK ("mentorship_matches"."rating" is null or "mentorship_matches"."rating" between 1 and 5),
	CONSTRAINT "mentorship_matches_pair" CHECK ("mentorship_matches"."mentor_id" <> "mentorship_matches"."mentee_id")
);
--> statement-breakpoint
CREATE TABLE "mentorship_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"met_on" date NOT NULL,
	"notes" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "validate_mentorship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_meetings" ADD CONSTRAINT "mentorship_meetings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_meetings" ADD CONSTRAINT "mentorship_meetings_match_id_mentorship_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."mentorship_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_meetings" ADD CONSTRAINT "mentorship_meetings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_matches_open_idx" ON "mentorship_matches" USING btree ("mentor_id","mentee_id") WHERE "mentorship_matches"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "mentorship_matches_mentor_idx" ON "mentorship_matches" USING btree ("school_id","mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorship_matches_mentee_idx" ON "mentorship_matches" USING btree ("school_id","mentee_id","status");--> statement-breakpoint
CREATE INDEX "mentorship_meetings_match_idx" ON "mentorship_meetings" USING btree ("match_id","met_on");--> statement-breakpoint
-- The tenancy wall (migration 0007): both tables carry their school.
ALTER TABLE mentorship_matches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mentorship_matches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON mentorship_matches USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE mentorship_meetings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mentorship_meetings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON mentorship_meetings USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin's mentorship writes are recorded like any other.
SELECT audit_table('mentorship_matches');
--> statement-breakpoint
SELECT audit_table('mentorship_meetings');
