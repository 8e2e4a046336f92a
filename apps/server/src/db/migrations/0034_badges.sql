-- Badges members hold (issue 31 item 8; spec 1 §3 User school settings "school_badges"): one
-- row per member and badge, instead of the ids list of user_school_settings.school_badges, which
-- no request ever wrote (the settings' PATCH leaves it out: admins give badges), so there is
-- nothing to carry over. A row goes with its badge, its member or its school.
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"given_by" integer,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_school_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."school_badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_badges_badge_idx" ON "user_badges" USING btree ("badge_id");--> statement-breakpoint
ALTER TABLE "user_school_settings" DROP COLUMN "school_badges";
--> statement-breakpoint
-- The tenancy wall (migration 0007): the row carries its badge's school.
ALTER TABLE user_badges ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON user_badges USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin giving or taking a badge is logged with its change.
SELECT audit_table('user_badges');
