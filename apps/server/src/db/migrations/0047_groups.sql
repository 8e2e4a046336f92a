CREATE TABLE "group_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"role" varchar(16) DEFAULT 'member' NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"refusal_reason" varchar(500),
	"notify_posts" boolean DEFAULT true NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_status_check" CHECK ("group_members"."status" in ('invited', 'pending', 'member', 'refused', 'left', 'removed', 'declined')),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('member', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "group_membership_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"message" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_slugs" (
	"school_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_slugs_school_id_slug_pk" PRIMARY KEY("school_id","slug")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"slug" varchar(50) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"thumbnail_key" varchar(200) NOT NULL,
	"header_key" varchar(200) NOT NULL,
	"category" varchar(64) NOT NULL,
	"visibility" varchar(16) NOT NULL,
	"state" smallint NOT NULL,
	"publish_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_edits" integer DEFAULT 0 NOT NULL,
	"filter_degrees" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_campuses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_state_check" CHECK ("groups"."state" in (1, 2, 3, 4)),
	CONSTRAINT "groups_visibility_check" CHECK ("groups"."visibility" in ('public', 'private')),
	CONSTRAINT "groups_member_count_check" CHECK ("groups"."member_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refusal_reasons" DROP CONSTRAINT "refusal_reasons_area_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_membership_history" ADD CONSTRAINT "group_membership_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_membership_history" ADD CONSTRAINT "group_membership_history_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_membership_history" ADD CONSTRAINT "group_membership_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_membership_history" ADD CONSTRAINT "group_membership_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_slugs" ADD CONSTRAINT "group_slugs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_slugs" ADD CONSTRAINT "group_slugs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_history_group_idx" ON "group_history" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_members_group_status_idx" ON "group_members" USING btree ("group_id","status","role");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "group_membership_history_group_idx" ON "group_membership_history" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_membership_history_user_idx" ON "group_membership_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_school_slug_idx" ON "groups" USING btree ("school_id","slug");--> statement-breakpoint
CREATE INDEX "groups_school_state_title_idx" ON "groups" USING btree ("school_id","state","title");--> statement-breakpoint
CREATE INDEX "groups_author_idx" ON "groups" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id","start_at") WHERE "events"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_group_idx" ON "posts" USING btree ("group_id","id" DESC NULLS LAST) WHERE "posts"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "refusal_reasons" ADD CONSTRAINT "refusal_reasons_area_check" CHECK ("refusal_reasons"."area" in ('blog', 'event', 'jobad', 'club'));--> statement-breakpoint
-- The tenancy wall (migration 0007): every table holding a school_id compares it with the
-- scope's school.
ALTER TABLE groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE groups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON groups USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE group_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE group_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON group_history USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE group_slugs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE group_slugs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON group_slugs USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE group_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE group_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON group_members USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
ALTER TABLE group_membership_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE group_membership_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON group_membership_history USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
-- The audit log (migration 0032): an admin's changes to groups and memberships are recorded.
SELECT audit_table('groups');
--> statement-breakpoint
SELECT audit_table('group_history');
--> statement-breakpoint
SELECT audit_table('group_slugs');
--> statement-breakpoint
SELECT audit_table('group_members');
--> statement-breakpoint
SELECT audit_table('group_membership_history');
