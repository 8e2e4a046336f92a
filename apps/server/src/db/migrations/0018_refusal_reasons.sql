CREATE TABLE "refusal_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"area" varchar(16) NOT NULL,
	"label_fr" varchar(200) NOT NULL,
	"label_en" varchar(200) DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "refusal_reasons_area_check" CHECK ("refusal_reasons"."area" in ('blog', 'event', 'jobad'))
);
--> statement-breakpoint
ALTER TABLE "refusal_reasons" ADD CONSTRAINT "refusal_reasons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refusal_reasons_school_area_idx" ON "refusal_reasons" USING btree ("school_id","area","position");--> statement-breakpoint
-- The tenancy wall (architecture "The tenancy wall").
ALTER TABLE refusal_reasons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON refusal_reasons USING (app_all_schools() OR school_id = app_school_id());
