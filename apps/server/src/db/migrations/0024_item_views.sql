CREATE TABLE "item_views" (
	"school_id" integer NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_views_subject_type_subject_id_viewer_key_pk" PRIMARY KEY("subject_type","subject_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issues 13 and 15 (views): the tenancy wall (architecture "The tenancy wall").
ALTER TABLE item_views ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON item_views USING (app_all_schools() OR school_id = app_school_id());
