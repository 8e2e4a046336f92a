CREATE TABLE "user_school_settings" (
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"weekly_job_summary" boolean DEFAULT false NOT NULL,
	"weekly_job_contract_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_to_opportunities" boolean DEFAULT false NOT NULL,
	"visible_to_recruiters" boolean DEFAULT false NOT NULL,
	"temporary_lecturer" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT true NOT NULL,
	"platform_information_emails" boolean DEFAULT true NOT NULL,
	"experience_sharing" boolean DEFAULT false NOT NULL,
	"ambassador" boolean DEFAULT false NOT NULL,
	"jury" boolean DEFAULT false NOT NULL,
	"mass_chat_reception" boolean DEFAULT true NOT NULL,
	"interest_group_invitations" boolean DEFAULT true NOT NULL,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"looking_for_mentor" boolean DEFAULT false NOT NULL,
	"mentoring_types_mentor" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentoring_types_mentee" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_mentee" smallint DEFAULT 1 NOT NULL,
	"school_badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_school_settings_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "is_recruiter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_school_settings" ADD CONSTRAINT "user_school_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_school_settings" ADD CONSTRAINT "user_school_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;