CREATE TABLE "import_lines" (
	"import_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"stage" varchar(8) NOT NULL,
	"line" integer NOT NULL,
	"reason" varchar(64) NOT NULL,
	"value" text,
	CONSTRAINT "import_lines_import_id_stage_line_pk" PRIMARY KEY("import_id","stage","line"),
	CONSTRAINT "import_lines_stage_check" CHECK ("import_lines"."stage" in ('check', 'apply'))
);
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_status_check";--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_lines" ADD CONSTRAINT "import_lines_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('draft', 'submitted', 'applied', 'rejected', 'applying'));--> statement-breakpoint
-- Issue 16 item 4: a report's invalid lines move from the imports' JSON to import_lines,
-- one row each, so that a large file's report is written and read a batch at a time.
ALTER TABLE import_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY school_wall ON import_lines USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
INSERT INTO import_lines (import_id, school_id, stage, line, reason, value)
SELECT DISTINCT ON (i.id, (e->>'line')::int) i.id, i.school_id, 'check', (e->>'line')::int, left(e->>'reason', 64), e->>'value'
FROM imports i, jsonb_array_elements(i.report->'invalid') e;
--> statement-breakpoint
INSERT INTO import_lines (import_id, school_id, stage, line, reason, value)
SELECT DISTINCT ON (i.id, (e->>'line')::int) i.id, i.school_id, 'apply', (e->>'line')::int, left(e->>'reason', 64), e->>'value'
FROM imports i, jsonb_array_elements(i.result->'invalid') e
WHERE i.result IS NOT NULL;
--> statement-breakpoint
UPDATE imports SET
  report = (report - 'invalid') || jsonb_build_object('invalid_count', jsonb_array_length(coalesce(report->'invalid', '[]'::jsonb))),
  result = CASE WHEN result IS NULL THEN NULL ELSE
    (result - 'invalid') || jsonb_build_object('invalid_count', jsonb_array_length(coalesce(result->'invalid', '[]'::jsonb))) END;
